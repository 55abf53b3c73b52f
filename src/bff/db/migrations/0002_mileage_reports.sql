CREATE TABLE "mileage_report" (
	"id" text PRIMARY KEY NOT NULL,
	"deal_id" text NOT NULL,
	"customer_id" text NOT NULL,
	"current_mileage" integer NOT NULL,
	"monthly_mileage_usage" integer NOT NULL,
	"monthly_mileage_excess" integer NOT NULL,
	"estimated_total_mileage_usage" integer NOT NULL,
	"estimated_total_excess" integer NOT NULL,
	"estimated_total_excess_mileage_cost_cents" integer NOT NULL,
	"recommended_mileage_package" integer,
	"recommended_mileage_package_fee_cents" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "car" ADD COLUMN "maximum_mileage" integer;--> statement-breakpoint
ALTER TABLE "deal" ADD COLUMN "handover_mileage" integer;--> statement-breakpoint
ALTER TABLE "mileage_report" ADD CONSTRAINT "mileage_report_deal_id_deal_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deal"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mileage_report" ADD CONSTRAINT "mileage_report_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mileage_report_deal_id_created_at_idx" ON "mileage_report" USING btree ("deal_id","created_at");