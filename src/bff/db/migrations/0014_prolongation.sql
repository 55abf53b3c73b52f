CREATE TABLE "prolongation" (
	"id" text PRIMARY KEY NOT NULL,
	"deal_id" text NOT NULL,
	"followup_deal_id" text NOT NULL,
	"customer_id" text NOT NULL,
	"term" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"mileage_package" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prolongation_price" (
	"id" text PRIMARY KEY NOT NULL,
	"deal_id" text NOT NULL,
	"term" integer NOT NULL,
	"price_cents" integer NOT NULL,
	"original_price_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "prolongation_price_term_positive" CHECK ("prolongation_price"."term" > 0)
);
--> statement-breakpoint
ALTER TABLE "prolongation" ADD CONSTRAINT "prolongation_deal_id_deal_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deal"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prolongation" ADD CONSTRAINT "prolongation_followup_deal_id_deal_id_fk" FOREIGN KEY ("followup_deal_id") REFERENCES "public"."deal"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prolongation" ADD CONSTRAINT "prolongation_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prolongation_price" ADD CONSTRAINT "prolongation_price_deal_id_deal_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deal"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "prolongation_deal_id_idx" ON "prolongation" USING btree ("deal_id");--> statement-breakpoint
CREATE INDEX "prolongation_customer_id_idx" ON "prolongation" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "prolongation_price_deal_term_idx" ON "prolongation_price" USING btree ("deal_id","term");