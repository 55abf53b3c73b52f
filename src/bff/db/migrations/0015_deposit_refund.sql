CREATE TABLE "deposit_refund_details" (
	"id" text PRIMARY KEY NOT NULL,
	"deal_id" text NOT NULL,
	"customer_id" text NOT NULL,
	"account_holder" text NOT NULL,
	"iban" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "deal" ADD COLUMN "deposit_refund_status" text;--> statement-breakpoint
ALTER TABLE "deal" ADD COLUMN "deposit_refund_iban_masked" text;--> statement-breakpoint
ALTER TABLE "deposit_refund_details" ADD CONSTRAINT "deposit_refund_details_deal_id_deal_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deal"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_refund_details" ADD CONSTRAINT "deposit_refund_details_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_refund_details_deal_id_idx" ON "deposit_refund_details" USING btree ("deal_id");