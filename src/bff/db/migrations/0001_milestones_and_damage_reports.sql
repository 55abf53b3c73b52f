CREATE TYPE "public"."milestone" AS ENUM('order_received', 'customer_verified', 'delivery_confirmation', 'car_arrived_at_compound', 'car_ready_for_delivery', 'car_in_delivery', 'delivery_completed', 'return_booked', 'return_confirmed', 'prepare_car_for_return', 'return_in_progress', 'final_invoice', 'return_completed');--> statement-breakpoint
CREATE TYPE "public"."repair_status" AS ENUM('open', 'ordered', 'in_progress', 'conducted', 'canceled');--> statement-breakpoint
CREATE TABLE "damage" (
	"id" text PRIMARY KEY NOT NULL,
	"damage_report_id" text NOT NULL,
	"position" integer NOT NULL,
	"type_key" text NOT NULL,
	"type_name_de" text NOT NULL,
	"area_key" text NOT NULL,
	"area_name_de" text NOT NULL,
	"part_key" text NOT NULL,
	"part_name_de" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "damage_report" (
	"id" text PRIMARY KEY NOT NULL,
	"deal_id" text NOT NULL,
	"reported_on" date NOT NULL,
	"appointment_at" timestamp with time zone,
	"repair_status" "repair_status" DEFAULT 'open' NOT NULL,
	"download_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deal_milestone" (
	"id" text PRIMARY KEY NOT NULL,
	"deal_id" text NOT NULL,
	"milestone" "milestone" NOT NULL,
	"reached_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "repair_order" (
	"id" text PRIMARY KEY NOT NULL,
	"damage_report_id" text NOT NULL,
	"ordered_on" date NOT NULL
);
--> statement-breakpoint
ALTER TABLE "deal" ADD COLUMN "availability_deviation_in_weeks" integer;--> statement-breakpoint
ALTER TABLE "deal" ADD COLUMN "handover_address_changeable" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "damage" ADD CONSTRAINT "damage_damage_report_id_damage_report_id_fk" FOREIGN KEY ("damage_report_id") REFERENCES "public"."damage_report"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "damage_report" ADD CONSTRAINT "damage_report_deal_id_deal_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deal"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_milestone" ADD CONSTRAINT "deal_milestone_deal_id_deal_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deal"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repair_order" ADD CONSTRAINT "repair_order_damage_report_id_damage_report_id_fk" FOREIGN KEY ("damage_report_id") REFERENCES "public"."damage_report"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "damage_damage_report_id_position_idx" ON "damage" USING btree ("damage_report_id","position");--> statement-breakpoint
CREATE INDEX "damage_report_deal_id_idx" ON "damage_report" USING btree ("deal_id");--> statement-breakpoint
CREATE UNIQUE INDEX "deal_milestone_deal_id_milestone_idx" ON "deal_milestone" USING btree ("deal_id","milestone");--> statement-breakpoint
CREATE INDEX "repair_order_damage_report_id_idx" ON "repair_order" USING btree ("damage_report_id");--> statement-breakpoint
ALTER TABLE "deal" ADD CONSTRAINT "deal_availability_deviation_non_negative" CHECK ("deal"."availability_deviation_in_weeks" is null or "deal"."availability_deviation_in_weeks" >= 0);