CREATE TABLE "sign_in_throttle" (
	"key" text PRIMARY KEY NOT NULL,
	"attempts" integer NOT NULL,
	"window_ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
DROP TABLE "sign_in_failure" CASCADE;--> statement-breakpoint
CREATE INDEX "sign_in_throttle_window_ends_at_idx" ON "sign_in_throttle" USING btree ("window_ends_at");