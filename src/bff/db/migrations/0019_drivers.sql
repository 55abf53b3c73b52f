CREATE TABLE "additional_driver" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"relationship_type" text NOT NULL,
	"firstname" text NOT NULL,
	"lastname" text NOT NULL,
	"date_of_birth" date NOT NULL,
	"licence_issue_date" date NOT NULL,
	"dl_front_key" text,
	"dl_back_key" text,
	"postcode" text NOT NULL,
	"agreed_to_terms" boolean NOT NULL,
	"confirmed_truthful_data" boolean NOT NULL,
	"status" text NOT NULL,
	"extra_fee" boolean NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "additional_driver_status_check" CHECK ("additional_driver"."status" in ('active', 'pending', 'inactive', 'rejected', 'deleted'))
);
--> statement-breakpoint
CREATE TABLE "driver_licence_upload" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"file_key" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "driver_licence_upload_file_key_unique" UNIQUE("file_key")
);
--> statement-breakpoint
ALTER TABLE "additional_driver" ADD CONSTRAINT "additional_driver_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "additional_driver" ADD CONSTRAINT "additional_driver_dl_front_key_driver_licence_upload_id_fk" FOREIGN KEY ("dl_front_key") REFERENCES "public"."driver_licence_upload"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "additional_driver" ADD CONSTRAINT "additional_driver_dl_back_key_driver_licence_upload_id_fk" FOREIGN KEY ("dl_back_key") REFERENCES "public"."driver_licence_upload"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_licence_upload" ADD CONSTRAINT "driver_licence_upload_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "additional_driver_customer_id_idx" ON "additional_driver" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "driver_licence_upload_customer_id_idx" ON "driver_licence_upload" USING btree ("customer_id");