CREATE TABLE "tracking_event" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"properties" json NOT NULL,
	"page" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "tracking_event_created_at_idx" ON "tracking_event" USING btree ("created_at");