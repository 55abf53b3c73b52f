ALTER TABLE "deal" ADD COLUMN "driver_firstname" text;--> statement-breakpoint
ALTER TABLE "deal" ADD COLUMN "driver_lastname" text;--> statement-breakpoint
ALTER TABLE "deal" ADD COLUMN "driver_email" text;--> statement-breakpoint
ALTER TABLE "deal" ADD COLUMN "driver_phone_number" text;