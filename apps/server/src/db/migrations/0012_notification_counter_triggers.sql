-- Counters start from the rows already there, then statement triggers keep them.
INSERT INTO "notification_counters" ("user_id", "total", "unread")
SELECT "user_id", count(*), count(*) FILTER (WHERE NOT "is_read") FROM "notifications" GROUP BY "user_id"
ON CONFLICT ("user_id") DO NOTHING;
--> statement-breakpoint
CREATE FUNCTION notification_counters_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO notification_counters (user_id, total, unread)
  SELECT user_id, count(*), count(*) FILTER (WHERE NOT is_read) FROM new_rows GROUP BY user_id
  ON CONFLICT (user_id) DO UPDATE
    SET total = notification_counters.total + EXCLUDED.total,
        unread = notification_counters.unread + EXCLUDED.unread;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER notifications_counters_insert AFTER INSERT ON "notifications"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notification_counters_after_insert();
--> statement-breakpoint
CREATE FUNCTION notification_counters_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE notification_counters c SET unread = c.unread + d.delta
  FROM (
    SELECT n.user_id, sum((NOT n.is_read)::int - (NOT o.is_read)::int) AS delta
    FROM new_rows n JOIN old_rows o ON o.id = n.id GROUP BY n.user_id
  ) d
  WHERE c.user_id = d.user_id AND d.delta <> 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER notifications_counters_update AFTER UPDATE ON "notifications"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notification_counters_after_update();
--> statement-breakpoint
CREATE FUNCTION notification_counters_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE notification_counters c SET total = c.total - d.n, unread = c.unread - d.u
  FROM (SELECT user_id, count(*) AS n, count(*) FILTER (WHERE NOT is_read) AS u FROM old_rows GROUP BY user_id) d
  WHERE c.user_id = d.user_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER notifications_counters_delete AFTER DELETE ON "notifications"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION notification_counters_after_delete();
