CREATE TABLE "damage_photo" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"deal_id" text NOT NULL,
	"damage_report_id" text,
	"file_key" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"client_timestamp" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "damage_photo_file_key_unique" UNIQUE("file_key")
);
--> statement-breakpoint
ALTER TABLE "damage_report" ADD COLUMN "description" text;--> statement-breakpoint
ALTER TABLE "damage_report" ADD COLUMN "defect_type" text;--> statement-breakpoint
ALTER TABLE "damage_report" ADD COLUMN "occurred_on" date;--> statement-breakpoint
ALTER TABLE "damage_report" ADD COLUMN "street" text;--> statement-breakpoint
ALTER TABLE "damage_report" ADD COLUMN "house_number" text;--> statement-breakpoint
ALTER TABLE "damage_report" ADD COLUMN "zip" text;--> statement-breakpoint
ALTER TABLE "damage_report" ADD COLUMN "city" text;--> statement-breakpoint
ALTER TABLE "damage_report" ADD COLUMN "country" text;--> statement-breakpoint
ALTER TABLE "damage_photo" ADD CONSTRAINT "damage_photo_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "damage_photo" ADD CONSTRAINT "damage_photo_deal_id_deal_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deal"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "damage_photo" ADD CONSTRAINT "damage_photo_damage_report_id_damage_report_id_fk" FOREIGN KEY ("damage_report_id") REFERENCES "public"."damage_report"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "damage_photo_customer_id_idx" ON "damage_photo" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "damage_photo_damage_report_id_idx" ON "damage_photo" USING btree ("damage_report_id");