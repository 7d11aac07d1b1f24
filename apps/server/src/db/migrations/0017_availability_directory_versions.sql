-- More lists kept by version (see 0015): a school's availability ('availability', school id) and the
-- schools directory ('directory', 0). Each trigger raises every list its table's rows appear in.
CREATE FUNCTION availability_slots_list_versions() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE ids integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN ids := ARRAY(SELECT partner_id FROM new_rows);
  ELSIF TG_OP = 'UPDATE' THEN ids := ARRAY(SELECT partner_id FROM new_rows UNION SELECT partner_id FROM old_rows);
  ELSE ids := ARRAY(SELECT partner_id FROM old_rows);
  END IF;
  PERFORM bump_list_versions('availability', ids);
  PERFORM bump_list_versions('directory', ARRAY[0]);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER availability_slots_versions_insert AFTER INSERT ON "availability_slots"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION availability_slots_list_versions();
--> statement-breakpoint
CREATE TRIGGER availability_slots_versions_update AFTER UPDATE ON "availability_slots"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION availability_slots_list_versions();
--> statement-breakpoint
CREATE TRIGGER availability_slots_versions_delete AFTER DELETE ON "availability_slots"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION availability_slots_list_versions();
--> statement-breakpoint
CREATE FUNCTION slot_bookings_list_versions() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE ids integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    ids := ARRAY(SELECT s.partner_id FROM new_rows b JOIN availability_slots s ON s.id = b.slot_id);
  ELSIF TG_OP = 'UPDATE' THEN
    ids := ARRAY(SELECT s.partner_id FROM (SELECT slot_id FROM new_rows UNION SELECT slot_id FROM old_rows) b
                 JOIN availability_slots s ON s.id = b.slot_id);
  ELSE
    ids := ARRAY(SELECT s.partner_id FROM old_rows b JOIN availability_slots s ON s.id = b.slot_id);
  END IF;
  PERFORM bump_list_versions('availability', ids);
  PERFORM bump_list_versions('directory', ARRAY[0]);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER slot_bookings_versions_insert AFTER INSERT ON "slot_bookings"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION slot_bookings_list_versions();
--> statement-breakpoint
CREATE TRIGGER slot_bookings_versions_update AFTER UPDATE ON "slot_bookings"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION slot_bookings_list_versions();
--> statement-breakpoint
CREATE TRIGGER slot_bookings_versions_delete AFTER DELETE ON "slot_bookings"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION slot_bookings_list_versions();
--> statement-breakpoint
CREATE FUNCTION events_list_versions() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE ids integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN ids := ARRAY(SELECT school_partner_id FROM new_rows);
  ELSIF TG_OP = 'UPDATE' THEN
    ids := ARRAY(SELECT school_partner_id FROM new_rows UNION SELECT school_partner_id FROM old_rows);
  ELSE ids := ARRAY(SELECT school_partner_id FROM old_rows);
  END IF;
  PERFORM bump_list_versions('availability', ids);
  PERFORM bump_list_versions('directory', ARRAY[0]);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER events_versions_insert AFTER INSERT ON "events"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION events_list_versions();
--> statement-breakpoint
CREATE TRIGGER events_versions_update AFTER UPDATE ON "events"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION events_list_versions();
--> statement-breakpoint
CREATE TRIGGER events_versions_delete AFTER DELETE ON "events"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION events_list_versions();
--> statement-breakpoint
-- A school's own row (name, time zone, settings) shows in its availability; any institution in the directory.
CREATE FUNCTION partners_list_versions() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    PERFORM bump_list_versions('availability', ARRAY(SELECT id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM bump_list_versions('availability', ARRAY(SELECT id FROM old_rows));
  END IF;
  PERFORM bump_list_versions('directory', ARRAY[0]);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER partners_versions_insert AFTER INSERT ON "partners"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION partners_list_versions();
--> statement-breakpoint
CREATE TRIGGER partners_versions_update AFTER UPDATE ON "partners"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION partners_list_versions();
--> statement-breakpoint
CREATE TRIGGER partners_versions_delete AFTER DELETE ON "partners"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION partners_list_versions();
--> statement-breakpoint
-- Ratings show in the directory.
CREATE FUNCTION directory_list_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bump_list_versions('directory', ARRAY[0]);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER event_feedbacks_directory_version AFTER INSERT OR UPDATE OR DELETE ON "event_feedbacks"
  FOR EACH STATEMENT EXECUTE FUNCTION directory_list_version();
