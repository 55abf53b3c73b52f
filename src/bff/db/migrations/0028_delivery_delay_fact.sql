ALTER TABLE "deal" ADD COLUMN "delivery_delay_wished_date" date;--> statement-breakpoint
ALTER TABLE "deal" ADD COLUMN "car_ready_date" date;--> statement-breakpoint
-- Deals already late by their dates (deals.md §4: planned after preferred) keep that delay as its own fact.
UPDATE "deal" SET "delivery_delay_wished_date" = "preferred_delivery_date", "car_ready_date" = "planned_delivery_date" WHERE "planned_delivery_date" > "preferred_delivery_date";