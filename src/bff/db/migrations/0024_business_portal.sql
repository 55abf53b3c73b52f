CREATE TYPE "public"."company_contact_status" AS ENUM('active', 'invited');--> statement-breakpoint
CREATE TABLE "company_contact" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"customer_id" text,
	"firstname" text NOT NULL,
	"lastname" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"role" "customer_role" NOT NULL,
	"status" "company_contact_status" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_contact_customer_id_unique" UNIQUE("customer_id")
);
--> statement-breakpoint
ALTER TABLE "company" ADD COLUMN "shared_return_max_subscriptions" integer DEFAULT 999 NOT NULL;--> statement-breakpoint
ALTER TABLE "company" ADD COLUMN "handover_enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "company" ADD COLUMN "mileage_upgrade_enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "company" ADD COLUMN "report_damage_enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "company" ADD COLUMN "schedule_service_enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "company" ADD COLUMN "show_for_finn_users" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "deal" ADD COLUMN "driver_contact_id" text;--> statement-breakpoint
ALTER TABLE "company_contact" ADD CONSTRAINT "company_contact_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_contact" ADD CONSTRAINT "company_contact_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_contact_company_id_idx" ON "company_contact" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "company_contact_email_idx" ON "company_contact" USING btree ("company_id","email");--> statement-breakpoint
ALTER TABLE "deal" ADD CONSTRAINT "deal_driver_contact_id_company_contact_id_fk" FOREIGN KEY ("driver_contact_id") REFERENCES "public"."company_contact"("id") ON DELETE set null ON UPDATE no action;