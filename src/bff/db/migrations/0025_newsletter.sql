CREATE TABLE "newsletter_subscription" (
	"email" text PRIMARY KEY NOT NULL,
	"firstname" text NOT NULL,
	"lastname" text NOT NULL,
	"locale" text NOT NULL,
	"status" text NOT NULL,
	"token_hash" text NOT NULL,
	"consent_at" timestamp with time zone NOT NULL,
	"mailed_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscription_token_idx" ON "newsletter_subscription" USING btree ("token_hash");