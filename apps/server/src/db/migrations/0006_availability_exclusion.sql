-- A school's weekly slots never overlap on a weekday within overlapping date ranges.
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
ALTER TABLE "availability_slots" ADD CONSTRAINT "availability_slots_no_overlap" EXCLUDE USING gist (
  "partner_id" WITH =,
  "day" WITH =,
  daterange("start_date", "end_date", '[]') WITH &&,
  int4range("start_minute", "end_minute") WITH &&
);
