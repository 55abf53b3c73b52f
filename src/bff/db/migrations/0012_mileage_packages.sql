CREATE TABLE "mileage_package_catalogue" (
	"mileage_package" integer PRIMARY KEY NOT NULL,
	"surcharge_gross_cents" integer NOT NULL,
	"surcharge_net_cents" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "mileage_package_catalogue_package_positive" CHECK ("mileage_package_catalogue"."mileage_package" > 0),
	CONSTRAINT "mileage_package_catalogue_surcharges" CHECK ("mileage_package_catalogue"."surcharge_gross_cents" >= 0 AND "mileage_package_catalogue"."surcharge_net_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "mileage_package_change" (
	"id" text PRIMARY KEY NOT NULL,
	"deal_id" text NOT NULL,
	"customer_id" text NOT NULL,
	"old_mileage_package" integer,
	"new_mileage_package" integer NOT NULL,
	"old_amount_cents" integer NOT NULL,
	"amount_change_cents" integer NOT NULL,
	"new_amount_cents" integer NOT NULL,
	"one_time_payment_cents" integer NOT NULL,
	"is_late_change" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mileage_package_change" ADD CONSTRAINT "mileage_package_change_deal_id_deal_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deal"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mileage_package_change" ADD CONSTRAINT "mileage_package_change_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mileage_package_change_deal_id_created_at_idx" ON "mileage_package_change" USING btree ("deal_id","created_at");