CREATE TYPE "public"."loyalty_ledger_kind" AS ENUM('carried_over', 'invoice', 'referral', 'ev_booking', 'redemption');--> statement-breakpoint
CREATE TYPE "public"."reward_type" AS ENUM('mileage', 'voucher');--> statement-breakpoint
CREATE TABLE "loyalty_ledger" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"kind" "loyalty_ledger_kind" NOT NULL,
	"centi_points" integer NOT NULL,
	"ref" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loyalty_ledger_sign" CHECK (("loyalty_ledger"."kind" = 'redemption') = ("loyalty_ledger"."centi_points" < 0))
);
--> statement-breakpoint
CREATE TABLE "loyalty_redemption" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"reward_name" text NOT NULL,
	"reward_type" "reward_type" NOT NULL,
	"centi_points" integer NOT NULL,
	"amount" integer NOT NULL,
	"voucher_code" text,
	"valid_until" date,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loyalty_redemption_voucher_code_unique" UNIQUE("voucher_code")
);
--> statement-breakpoint
CREATE TABLE "referral" (
	"id" text PRIMARY KEY NOT NULL,
	"referrer_customer_id" text NOT NULL,
	"friend_contact_id" text NOT NULL,
	"subscribed_at" timestamp with time zone,
	"friend_number" integer,
	"referrer_credit_cents" integer DEFAULT 0 NOT NULL,
	"friend_credit_cents" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referral_friend_contact_id_unique" UNIQUE("friend_contact_id")
);
--> statement-breakpoint
ALTER TABLE "loyalty_ledger" ADD CONSTRAINT "loyalty_ledger_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_redemption" ADD CONSTRAINT "loyalty_redemption_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral" ADD CONSTRAINT "referral_referrer_customer_id_customer_id_fk" FOREIGN KEY ("referrer_customer_id") REFERENCES "public"."customer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "loyalty_ledger_source_idx" ON "loyalty_ledger" USING btree ("customer_id","kind","ref");--> statement-breakpoint
CREATE INDEX "loyalty_redemption_customer_id_idx" ON "loyalty_redemption" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "referral_referrer_idx" ON "referral" USING btree ("referrer_customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "referral_friend_number_idx" ON "referral" USING btree ("referrer_customer_id","friend_number");--> statement-breakpoint
ALTER TABLE "customer" DROP COLUMN "loyalty_level";--> statement-breakpoint
DROP TYPE "public"."loyalty_level";