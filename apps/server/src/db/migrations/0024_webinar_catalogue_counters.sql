ALTER TABLE "webinars" ADD COLUMN "seats_taken" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "webinars" ADD COLUMN "registrations_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "webinar_registrations_offer_idx" ON "webinar_registrations" USING btree ("webinar_id","offer_expires_at") WHERE "webinar_registrations"."status" = 'waitlisted' and "webinar_registrations"."offer_expires_at" is not null;--> statement-breakpoint
CREATE INDEX "webinars_visible_category_idx" ON "webinars" USING btree ("category_id","start_time","end_time") WHERE "webinars"."status" = 'published' and "webinars"."cancelled_at" is null;--> statement-breakpoint
CREATE INDEX "webinars_visible_trending_idx" ON "webinars" USING btree ("registrations_count" DESC NULLS LAST,"start_time","id") WHERE "webinars"."status" = 'published' and "webinars"."cancelled_at" is null;--> statement-breakpoint
CREATE INDEX "webinars_visible_live_idx" ON "webinars" USING gist (tstzrange("start_time", "end_time")) WHERE "webinars"."status" = 'published' and "webinars"."cancelled_at" is null;
--> statement-breakpoint
-- Counters start from the registrations already there, then statement triggers keep them (as 0012 does for
-- notifications), in the transaction of each change.
UPDATE "webinars" w SET "seats_taken" = c.seats, "registrations_count" = c.active
FROM (
  SELECT "webinar_id", count(*) FILTER (WHERE "status" = 'registered') AS seats,
         count(*) FILTER (WHERE "status" <> 'cancelled') AS active
  FROM "webinar_registrations" GROUP BY "webinar_id"
) c
WHERE w."id" = c."webinar_id";
--> statement-breakpoint
CREATE FUNCTION webinar_counters_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE webinars w SET seats_taken = w.seats_taken + d.seats, registrations_count = w.registrations_count + d.active
  FROM (
    SELECT webinar_id, count(*) FILTER (WHERE status = 'registered') AS seats,
           count(*) FILTER (WHERE status <> 'cancelled') AS active
    FROM new_rows GROUP BY webinar_id
  ) d
  WHERE w.id = d.webinar_id AND (d.seats <> 0 OR d.active <> 0);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER webinar_registrations_counters_insert AFTER INSERT ON "webinar_registrations"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION webinar_counters_after_insert();
--> statement-breakpoint
CREATE FUNCTION webinar_counters_after_status() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE webinars SET
    seats_taken = seats_taken + (NEW.status = 'registered')::int - (OLD.status = 'registered')::int,
    registrations_count = registrations_count + (NEW.status <> 'cancelled')::int - (OLD.status <> 'cancelled')::int
  WHERE id = NEW.webinar_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A row trigger, only when the status changes (a registration never moves to another session): setting join
-- links, joins, replay views and offers does not fire it.
CREATE TRIGGER webinar_registrations_counters_status AFTER UPDATE OF "status" ON "webinar_registrations"
  FOR EACH ROW WHEN (OLD."status" IS DISTINCT FROM NEW."status") EXECUTE FUNCTION webinar_counters_after_status();
--> statement-breakpoint
CREATE FUNCTION webinar_counters_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE webinars w SET seats_taken = w.seats_taken - d.seats, registrations_count = w.registrations_count - d.active
  FROM (
    SELECT webinar_id, count(*) FILTER (WHERE status = 'registered') AS seats,
           count(*) FILTER (WHERE status <> 'cancelled') AS active
    FROM old_rows GROUP BY webinar_id
  ) d
  WHERE w.id = d.webinar_id AND (d.seats <> 0 OR d.active <> 0);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER webinar_registrations_counters_delete AFTER DELETE ON "webinar_registrations"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION webinar_counters_after_delete();
