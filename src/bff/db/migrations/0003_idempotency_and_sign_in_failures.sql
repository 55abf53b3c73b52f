CREATE TABLE "idempotency_key" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"endpoint" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"response_status" integer NOT NULL,
	"response_body" json,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sign_in_failure" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"client_address" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "idempotency_key" ADD CONSTRAINT "idempotency_key_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "idempotency_key_customer_endpoint_key_idx" ON "idempotency_key" USING btree ("customer_id","endpoint","key");--> statement-breakpoint
CREATE INDEX "sign_in_failure_email_created_at_idx" ON "sign_in_failure" USING btree ("email","created_at");--> statement-breakpoint
CREATE INDEX "sign_in_failure_client_created_at_idx" ON "sign_in_failure" USING btree ("client_address","created_at");