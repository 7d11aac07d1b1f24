-- The prospect search remembered per version (decision 110, issue 26 §4): 'prospects' (scope id 0, one list for the
-- whole platform) is raised by a statement on the search table that changed at least one row: a guest opting in
-- or out, or changing what the search shows of them. A statement that touched no row (the sync trigger's delete
-- of a guest who is not discoverable) raises nothing.
CREATE FUNCTION prospects_list_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF EXISTS (SELECT 1 FROM old_rows) THEN
      PERFORM bump_list_versions('prospects', ARRAY[0]);
    END IF;
  ELSIF EXISTS (SELECT 1 FROM new_rows) THEN
    PERFORM bump_list_versions('prospects', ARRAY[0]);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER prospects_list_version_insert AFTER INSERT ON "prospects"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION prospects_list_version();
--> statement-breakpoint
CREATE TRIGGER prospects_list_version_update AFTER UPDATE ON "prospects"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION prospects_list_version();
--> statement-breakpoint
CREATE TRIGGER prospects_list_version_delete AFTER DELETE ON "prospects"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION prospects_list_version();
