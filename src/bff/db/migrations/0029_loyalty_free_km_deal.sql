ALTER TABLE "loyalty_redemption" ADD COLUMN "deal_id" text;--> statement-breakpoint
ALTER TABLE "loyalty_redemption" ADD CONSTRAINT "loyalty_redemption_deal_id_deal_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deal"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "loyalty_redemption_deal_id_idx" ON "loyalty_redemption" USING btree ("deal_id");