CREATE TABLE "buy_car_offer" (
	"id" text PRIMARY KEY NOT NULL,
	"deal_id" text NOT NULL,
	"customer_id" text NOT NULL,
	"vin" text NOT NULL,
	"price" integer NOT NULL,
	"estimate" integer NOT NULL,
	"outbox_message_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inventory_vehicle" (
	"id" text PRIMARY KEY NOT NULL,
	"car_id" text NOT NULL,
	"finn_car_id" text NOT NULL,
	"vin" text NOT NULL,
	"aop_rv_presale_target_cents" integer NOT NULL,
	"aop_stock_rv_damage_equivalent_cents" integer NOT NULL,
	"aop_stock_rv_km_equivalent_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inventory_vehicle_car_id_idx" UNIQUE("car_id")
);
--> statement-breakpoint
ALTER TABLE "buy_car_offer" ADD CONSTRAINT "buy_car_offer_deal_id_deal_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deal"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buy_car_offer" ADD CONSTRAINT "buy_car_offer_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_vehicle" ADD CONSTRAINT "inventory_vehicle_car_id_car_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."car"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "buy_car_offer_deal_id_idx" ON "buy_car_offer" USING btree ("deal_id","created_at");--> statement-breakpoint
CREATE INDEX "buy_car_offer_customer_id_idx" ON "buy_car_offer" USING btree ("customer_id");