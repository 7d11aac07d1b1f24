-- The guest catalogue's list versions (scope 'webinar_catalogue', one per category, 0 for sessions without one):
-- raised whenever a session changes (its counters too, which the registrations' triggers keep) or a host's
-- name changes, so remembered catalogue rows stay right until then (decision 041).
CREATE FUNCTION webinars_catalogue_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM bump_list_versions('webinar_catalogue', ARRAY(SELECT coalesce(category_id, 0) FROM new_rows));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM bump_list_versions('webinar_catalogue',
      ARRAY(SELECT coalesce(category_id, 0) FROM new_rows UNION SELECT coalesce(category_id, 0) FROM old_rows));
  ELSE
    PERFORM bump_list_versions('webinar_catalogue', ARRAY(SELECT coalesce(category_id, 0) FROM old_rows));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER webinars_catalogue_version_insert AFTER INSERT ON "webinars"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION webinars_catalogue_version();
--> statement-breakpoint
CREATE TRIGGER webinars_catalogue_version_update AFTER UPDATE ON "webinars"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION webinars_catalogue_version();
--> statement-breakpoint
CREATE TRIGGER webinars_catalogue_version_delete AFTER DELETE ON "webinars"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION webinars_catalogue_version();
--> statement-breakpoint
CREATE FUNCTION partners_catalogue_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bump_list_versions('webinar_catalogue', ARRAY(
    SELECT DISTINCT coalesce(w.category_id, 0)
    FROM new_rows n JOIN old_rows o ON o.id = n.id JOIN webinars w ON w.partner_id = n.id
    WHERE o.name IS DISTINCT FROM n.name));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER partners_catalogue_version_update AFTER UPDATE ON "partners"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION partners_catalogue_version();
