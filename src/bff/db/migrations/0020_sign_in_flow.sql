CREATE TABLE "mail_message" (
	"id" text PRIMARY KEY NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text NOT NULL,
	"kind" text NOT NULL,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customer" ADD COLUMN "email_subscription" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "mail_message_to_idx" ON "mail_message" USING btree ("to","created_at");