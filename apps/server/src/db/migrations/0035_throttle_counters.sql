CREATE TABLE "throttle_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"window_ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "throttle_counters_window_idx" ON "throttle_counters" USING btree ("window_ends_at");--> statement-breakpoint
DROP TABLE "sign_in_attempts" CASCADE;