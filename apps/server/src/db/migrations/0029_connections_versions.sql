-- The connections list and its look-ups kept by version (decisions 017, 049): 'connections' per institution,
-- raised by statement triggers on every table they show. Reference data (countries, regions,
-- region_countries, webinar_categories) changes only with a release and raises nothing.

-- connections: any column (profile refresh, activities counted, list state, badges, disconnection).
CREATE FUNCTION connections_list_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM bump_list_versions('connections', ARRAY(SELECT partner_id FROM new_rows));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM bump_list_versions('connections', ARRAY(SELECT partner_id FROM new_rows UNION SELECT partner_id FROM old_rows));
  ELSE
    PERFORM bump_list_versions('connections', ARRAY(SELECT partner_id FROM old_rows));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER connections_list_version_insert AFTER INSERT ON "connections"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION connections_list_version();
--> statement-breakpoint
CREATE TRIGGER connections_list_version_update AFTER UPDATE ON "connections"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION connections_list_version();
--> statement-breakpoint
CREATE TRIGGER connections_list_version_delete AFTER DELETE ON "connections"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION connections_list_version();
--> statement-breakpoint
-- lead_categories: names in the list, the look-up lists every category (even empty ones).
CREATE TRIGGER lead_categories_list_version_insert AFTER INSERT ON "lead_categories"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION connections_list_version();
--> statement-breakpoint
CREATE TRIGGER lead_categories_list_version_update AFTER UPDATE ON "lead_categories"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION connections_list_version();
--> statement-breakpoint
CREATE TRIGGER lead_categories_list_version_delete AFTER DELETE ON "lead_categories"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION connections_list_version();
--> statement-breakpoint
-- activities: a new activity advances its connection (trigger of 0028), which raises the version. An
-- activity deleted, or one whose kind, webinar or owner changes, changes the activity filters and look-ups;
-- the time spent (presence beats update duration_seconds) shows nowhere in the list.
CREATE TRIGGER activities_list_version_delete AFTER DELETE ON "activities"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION connections_list_version();
--> statement-breakpoint
CREATE FUNCTION activities_row_list_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bump_list_versions('connections', ARRAY[OLD.partner_id, NEW.partner_id]);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER activities_list_version_update AFTER UPDATE ON "activities"
  FOR EACH ROW
  WHEN ((OLD.partner_id, OLD.person_id, OLD.kind, OLD.webinar_id) IS DISTINCT FROM
        (NEW.partner_id, NEW.person_id, NEW.kind, NEW.webinar_id))
  EXECUTE FUNCTION activities_row_list_version();
--> statement-breakpoint
-- webinars: titles and categories are look-ups and filters; a webinar's activities belong to its host.
CREATE TRIGGER webinars_list_version_update AFTER UPDATE ON "webinars"
  FOR EACH ROW
  WHEN ((OLD.partner_id, OLD.title, OLD.category_id) IS DISTINCT FROM (NEW.partner_id, NEW.title, NEW.category_id))
  EXECUTE FUNCTION activities_row_list_version();
