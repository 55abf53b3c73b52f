ALTER TABLE "deal" ADD COLUMN "delivery_delay_choice" text;--> statement-breakpoint
ALTER TABLE "deal" ADD COLUMN "delivery_delay_credit_cents" integer;--> statement-breakpoint
ALTER TABLE "deal" ADD COLUMN "delivery_delay_chosen_at" timestamp with time zone;