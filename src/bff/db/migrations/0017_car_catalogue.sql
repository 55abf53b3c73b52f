CREATE TABLE "catalogue_car" (
	"id" text PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"model" text NOT NULL,
	"trim" text NOT NULL,
	"body_type" text NOT NULL,
	"fuel" text NOT NULL,
	"has_hitch" boolean DEFAULT false NOT NULL,
	"on_offer" boolean DEFAULT false NOT NULL,
	"picture" text NOT NULL,
	"available_from" date NOT NULL,
	"available_to" date,
	"prices" json NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "catalogue_car_window" CHECK ("catalogue_car"."available_to" IS NULL OR "catalogue_car"."available_to" >= "catalogue_car"."available_from")
);
--> statement-breakpoint
CREATE INDEX "catalogue_car_brand_model_idx" ON "catalogue_car" USING btree ("brand","model");