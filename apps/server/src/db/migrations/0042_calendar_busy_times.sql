-- Busy times read from a school user's connected calendar (issue 25 §1, decision 101): replaced on each sync,
-- Quad's own events left out. They mark the school's own availability slots as conflicting; a change raises the
-- school's availability list version (see 0017) so its remembered answer is made again.
CREATE TABLE "calendar_busy_times" (
  "user_id" integer NOT NULL REFERENCES "calendar_connections"("user_id") ON DELETE CASCADE,
  "partner_id" integer NOT NULL REFERENCES "partners"("id"),
  "starts_at" timestamp with time zone NOT NULL,
  "ends_at" timestamp with time zone NOT NULL,
  CONSTRAINT "calendar_busy_times_order_check" CHECK ("ends_at" > "starts_at")
);
--> statement-breakpoint
CREATE INDEX "calendar_busy_times_user_idx" ON "calendar_busy_times" ("user_id");
--> statement-breakpoint
CREATE INDEX "calendar_busy_times_partner_idx" ON "calendar_busy_times" ("partner_id", "starts_at");
--> statement-breakpoint
CREATE FUNCTION calendar_busy_times_list_versions() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE ids integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN ids := ARRAY(SELECT DISTINCT partner_id FROM new_rows);
  ELSE ids := ARRAY(SELECT DISTINCT partner_id FROM old_rows);
  END IF;
  IF array_length(ids, 1) > 0 THEN PERFORM bump_list_versions('availability', ids); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER calendar_busy_times_versions_insert AFTER INSERT ON "calendar_busy_times"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION calendar_busy_times_list_versions();
--> statement-breakpoint
CREATE TRIGGER calendar_busy_times_versions_delete AFTER DELETE ON "calendar_busy_times"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION calendar_busy_times_list_versions();
