CREATE TABLE "list_versions" (
	"scope" text NOT NULL,
	"scope_id" integer NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "list_versions_scope_scope_id_pk" PRIMARY KEY("scope","scope_id")
);
--> statement-breakpoint
-- Raises the versions of the given lists; ordered so that concurrent statements lock rows in one order.
CREATE FUNCTION bump_list_versions(list_scope text, ids integer[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO list_versions (scope, scope_id, version)
  SELECT list_scope, id, 1 FROM (SELECT DISTINCT unnest(ids) AS id) d WHERE id IS NOT NULL ORDER BY id
  ON CONFLICT (scope, scope_id) DO UPDATE SET version = list_versions.version + 1;
$$;
--> statement-breakpoint
-- The team list of an institution shows its users (any column) and their regions.
CREATE FUNCTION users_team_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM bump_list_versions('team', ARRAY(SELECT partner_id FROM new_rows));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM bump_list_versions('team', ARRAY(SELECT partner_id FROM new_rows UNION SELECT partner_id FROM old_rows));
  ELSE
    PERFORM bump_list_versions('team', ARRAY(SELECT partner_id FROM old_rows));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_team_version_insert AFTER INSERT ON "users"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION users_team_version();
--> statement-breakpoint
CREATE TRIGGER users_team_version_update AFTER UPDATE ON "users"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION users_team_version();
--> statement-breakpoint
CREATE TRIGGER users_team_version_delete AFTER DELETE ON "users"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION users_team_version();
--> statement-breakpoint
CREATE FUNCTION user_regions_team_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM bump_list_versions('team', ARRAY(SELECT u.partner_id FROM new_rows r JOIN users u ON u.id = r.user_id));
  ELSE
    PERFORM bump_list_versions('team', ARRAY(SELECT u.partner_id FROM old_rows r JOIN users u ON u.id = r.user_id));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER user_regions_team_version_insert AFTER INSERT ON "user_regions"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION user_regions_team_version();
--> statement-breakpoint
CREATE TRIGGER user_regions_team_version_delete AFTER DELETE ON "user_regions"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION user_regions_team_version();
--> statement-breakpoint
-- The notifications list of a user shows their notifications.
CREATE FUNCTION notifications_list_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM bump_list_versions('notifications', ARRAY(SELECT user_id FROM new_rows));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM bump_list_versions('notifications', ARRAY(SELECT user_id FROM new_rows UNION SELECT user_id FROM old_rows));
  ELSE
    PERFORM bump_list_versions('notifications', ARRAY(SELECT user_id FROM old_rows));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER notifications_list_version_insert AFTER INSERT ON "notifications"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notifications_list_version();
--> statement-breakpoint
CREATE TRIGGER notifications_list_version_update AFTER UPDATE ON "notifications"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notifications_list_version();
--> statement-breakpoint
CREATE TRIGGER notifications_list_version_delete AFTER DELETE ON "notifications"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION notifications_list_version();
