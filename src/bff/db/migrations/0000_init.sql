CREATE TYPE "public"."audience" AS ENUM('b2c', 'b2b');--> statement-breakpoint
CREATE TYPE "public"."bridging_type" AS ENUM('BEGINNING');--> statement-breakpoint
CREATE TYPE "public"."customer_role" AS ENUM('admin', 'driver', 'fleet_manager');--> statement-breakpoint
CREATE TYPE "public"."deal_state" AS ENUM('CREATED', 'SIGNED', 'EXTERNALLY_VERIFIED', 'ACTIVE', 'INACTIVE', 'ENDED', 'STOPPED', 'CANCELED');--> statement-breakpoint
CREATE TYPE "public"."deal_variant" AS ENUM('SUBSCRIPTION', 'LEAD');--> statement-breakpoint
CREATE TYPE "public"."document_type" AS ENUM('subscription_confirmation', 'car_configuration', 'holder_agreement', 'final_invoice', 'handover_protocol', 'car_appraisal_report', 'return_protocol', 'warranty_damages');--> statement-breakpoint
CREATE TYPE "public"."return_type" AS ENUM('PICKUP', 'SELF_RETURN');--> statement-breakpoint
CREATE TYPE "public"."subscribed_as" AS ENUM('SWAP_SAME_DAY', 'PROLONGATION');--> statement-breakpoint
CREATE TABLE "account" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" text NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "car" (
	"id" text PRIMARY KEY NOT NULL,
	"oem" text NOT NULL,
	"model" text NOT NULL,
	"trim" text,
	"fuel" text,
	"picture" text,
	"license_plate" text,
	"external_product_id" text,
	"vin" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"phone" text,
	"street" text NOT NULL,
	"house_number" text NOT NULL,
	"zip" text NOT NULL,
	"city" text NOT NULL,
	"invoice_street" text,
	"invoice_house_number" text,
	"invoice_zip" text,
	"invoice_city" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"contact_id" text NOT NULL,
	"audience" "audience" NOT NULL,
	"role" "customer_role",
	"firstname" text NOT NULL,
	"lastname" text NOT NULL,
	"phone" text,
	"company_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "customer_contact_id_unique" UNIQUE("contact_id"),
	CONSTRAINT "customer_role_b2b_only" CHECK ("customer"."role" is null or "customer"."audience" = 'b2b')
);
--> statement-breakpoint
CREATE TABLE "deal" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"state" "deal_state" NOT NULL,
	"variant" "deal_variant" DEFAULT 'SUBSCRIPTION' NOT NULL,
	"type" text,
	"term_type" text,
	"contact_id" text NOT NULL,
	"checkout_hash" text,
	"car_id" text,
	"term" integer,
	"end_date" date,
	"minimum_commitment_end_date" date,
	"auto_renewal_end_date" date,
	"auto_renewal_period_amount" integer,
	"has_auto_renewal" boolean DEFAULT false NOT NULL,
	"is_pre_auto_renewal" boolean DEFAULT false NOT NULL,
	"is_post_auto_renewal" boolean DEFAULT false NOT NULL,
	"amount_cents" integer NOT NULL,
	"mileage_package" integer,
	"additional_mileage_fee_cents" integer,
	"addon_mileage" integer,
	"insurance_amount_cents" integer,
	"tire_and_windshield" boolean,
	"minor_damage" boolean,
	"young_old_driver_fee_cents" integer,
	"subscribed_to" "subscribed_as",
	"subscribed_as" "subscribed_as",
	"bridging_type" "bridging_type",
	"beginning_bridging_car_reservation_token" text,
	"previous_subscription_id" text,
	"followup_subscription_id" text,
	"category_term" integer,
	"category_start_date" date,
	"category_end_date" date,
	"belongs_to_subscription_service" boolean DEFAULT false NOT NULL,
	"is_retention_window_open" boolean,
	"recurrent_payment_method" text,
	"damage_deductible_vollkasko_cents" integer,
	"damage_deductible_teilkasko_cents" integer,
	"customer_specific_vk_damage_deductible_cents" integer,
	"return_type" "return_type",
	"return_date" date,
	"preferred_return_date" timestamp with time zone,
	"actual_return_date" timestamp with time zone,
	"return_firstname" text,
	"return_lastname" text,
	"return_street" text,
	"return_housenumber" text,
	"return_zip" text,
	"return_city" text,
	"return_address_extra" text,
	"return_phone_number" text,
	"return_email" text,
	"return_price_cents" integer,
	"pre_return_appraisal_date" timestamp with time zone,
	"actual_handover_date" timestamp with time zone,
	"lead_handover_date" date,
	"preferred_handover_date" timestamp with time zone,
	"handover_appointment_date" timestamp with time zone,
	"planned_delivery_date" date,
	"preferred_delivery_date" date,
	"handover_slot" text,
	"handover_slot_formatted_time" text,
	"handover_street" text,
	"handover_housenumber" text,
	"handover_zip" text,
	"handover_city" text,
	"handover_address_extra" text,
	"handover_firstname" text,
	"handover_lastname" text,
	"handover_phone_number" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deal_document" (
	"id" text PRIMARY KEY NOT NULL,
	"deal_id" text NOT NULL,
	"name" text NOT NULL,
	"url" text NOT NULL,
	"document_type" "document_type" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"deal_id" text,
	"ext_invoice_number" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text NOT NULL,
	"download_url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_ext_invoice_number_unique" UNIQUE("ext_invoice_number")
);
--> statement-breakpoint
CREATE TABLE "session" (
	"id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"user_id" text NOT NULL,
	CONSTRAINT "session_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "user" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "verification" (
	"id" text PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "account" ADD CONSTRAINT "account_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer" ADD CONSTRAINT "customer_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer" ADD CONSTRAINT "customer_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal" ADD CONSTRAINT "deal_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal" ADD CONSTRAINT "deal_car_id_car_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."car"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_document" ADD CONSTRAINT "deal_document_deal_id_deal_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deal"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice" ADD CONSTRAINT "invoice_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice" ADD CONSTRAINT "invoice_deal_id_deal_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deal"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session" ADD CONSTRAINT "session_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_user_id_idx" ON "account" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "car_vin_idx" ON "car" USING btree ("vin");--> statement-breakpoint
CREATE INDEX "customer_company_id_idx" ON "customer" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "deal_customer_id_idx" ON "deal" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "deal_car_id_idx" ON "deal" USING btree ("car_id");--> statement-breakpoint
CREATE INDEX "deal_document_deal_id_idx" ON "deal_document" USING btree ("deal_id");--> statement-breakpoint
CREATE INDEX "invoice_customer_id_idx" ON "invoice" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "invoice_deal_id_idx" ON "invoice" USING btree ("deal_id");--> statement-breakpoint
CREATE INDEX "session_user_id_idx" ON "session" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "verification_identifier_idx" ON "verification" USING btree ("identifier");