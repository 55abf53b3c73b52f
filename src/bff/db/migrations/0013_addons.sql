CREATE TYPE "public"."addon_billing" AS ENUM('monthly', 'one_time');--> statement-breakpoint
CREATE TYPE "public"."addon_group" AS ENUM('insurance', 'protection', 'mileage');--> statement-breakpoint
CREATE TYPE "public"."loyalty_level" AS ENUM('Silver', 'Gold', 'Platinum', 'Black');--> statement-breakpoint
CREATE TABLE "addon" (
	"id" text PRIMARY KEY NOT NULL,
	"group" "addon_group" NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"product_ids" json,
	"billing" "addon_billing" NOT NULL,
	"price_cents" integer NOT NULL,
	"coverage_full_cents" integer,
	"coverage_partial_cents" integer,
	"additional_kilometers" integer,
	"title_de" text NOT NULL,
	"title_en" text NOT NULL,
	"description_de" text NOT NULL,
	"description_en" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "applied_addon" (
	"id" text PRIMARY KEY NOT NULL,
	"deal_id" text NOT NULL,
	"customer_id" text NOT NULL,
	"addon_id" text NOT NULL,
	"group" "addon_group" NOT NULL,
	"billing" "addon_billing" NOT NULL,
	"price_cents" integer NOT NULL,
	"previous_fields" json NOT NULL,
	"attached_at" timestamp with time zone NOT NULL,
	"canceled_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "customer" ADD COLUMN "loyalty_level" "loyalty_level";--> statement-breakpoint
ALTER TABLE "applied_addon" ADD CONSTRAINT "applied_addon_deal_id_deal_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deal"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applied_addon" ADD CONSTRAINT "applied_addon_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applied_addon" ADD CONSTRAINT "applied_addon_addon_id_addon_id_fk" FOREIGN KEY ("addon_id") REFERENCES "public"."addon"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "applied_addon_deal_id_idx" ON "applied_addon" USING btree ("deal_id");--> statement-breakpoint
CREATE UNIQUE INDEX "applied_addon_one_per_group_idx" ON "applied_addon" USING btree ("deal_id","group") WHERE "applied_addon"."canceled_at" is null;