CREATE TABLE "payment_method" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"deal_id" text NOT NULL,
	"payment_type" text NOT NULL,
	"identifier_last_4" text,
	"exp_month" integer,
	"exp_year" integer,
	"account_holder" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_session" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"deal_id" text NOT NULL,
	"payment_type" text NOT NULL,
	"provider" text NOT NULL,
	"provider_session_id" text,
	"success_url" text NOT NULL,
	"cancel_url" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customer" ADD COLUMN "date_of_birth" date;--> statement-breakpoint
ALTER TABLE "customer" ADD COLUMN "invoice_street" text;--> statement-breakpoint
ALTER TABLE "customer" ADD COLUMN "invoice_house_number" text;--> statement-breakpoint
ALTER TABLE "customer" ADD COLUMN "zip" text;--> statement-breakpoint
ALTER TABLE "customer" ADD COLUMN "city" text;--> statement-breakpoint
ALTER TABLE "payment_method" ADD CONSTRAINT "payment_method_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_method" ADD CONSTRAINT "payment_method_deal_id_deal_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deal"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_session" ADD CONSTRAINT "payment_session_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_session" ADD CONSTRAINT "payment_session_deal_id_deal_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deal"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_method_deal_id_idx" ON "payment_method" USING btree ("deal_id");--> statement-breakpoint
CREATE INDEX "payment_method_customer_id_idx" ON "payment_method" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "payment_session_customer_id_idx" ON "payment_session" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_session_provider_session_id_idx" ON "payment_session" USING btree ("provider_session_id");