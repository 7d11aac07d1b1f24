-- The connection counts without graduation years (decision 050): with them the rollup held nearly a row per
-- connection (228,557 rows for 249,885 connections at a quarter of the bench's scale). Graduation years get
-- a rollup of their own; both are rebuilt from the connections.
TRUNCATE dashboard_connection_counts;--> statement-breakpoint
CREATE TABLE "dashboard_connection_years" (
	"partner_id" integer NOT NULL,
	"country_id" integer NOT NULL,
	"list_state" text NOT NULL,
	"graduation_year" integer NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "dashboard_connection_years_partner_id_country_id_list_state_graduation_year_pk" PRIMARY KEY("partner_id","country_id","list_state","graduation_year")
);
--> statement-breakpoint
ALTER TABLE "dashboard_connection_counts" DROP CONSTRAINT "dashboard_connection_counts_partner_id_country_id_user_type_list_state_access_tier_graduation_year_source_engaged_pk";--> statement-breakpoint
ALTER TABLE "dashboard_connection_counts" ADD CONSTRAINT "dashboard_connection_counts_partner_id_country_id_user_type_list_state_access_tier_source_engaged_pk" PRIMARY KEY("partner_id","country_id","user_type","list_state","access_tier","source","engaged");--> statement-breakpoint
ALTER TABLE "dashboard_connection_counts" DROP COLUMN "graduation_year";--> statement-breakpoint
CREATE OR REPLACE FUNCTION dashboard_connections_apply(added connections[], removed connections[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  WITH d AS (
    SELECT 1 AS s, c.* FROM unnest(added) c WHERE c.disconnected_at IS NULL
    UNION ALL SELECT -1, c.* FROM unnest(removed) c WHERE c.disconnected_at IS NULL
  ), g AS (
    SELECT partner_id, coalesce(country_id, 0) AS country_id, user_type, coalesce(list_state, '') AS list_state,
      access_tier, source, dashboard_engaged(activity_kinds) AS engaged, sum(s)::integer AS n
    FROM d GROUP BY 1, 2, 3, 4, 5, 6, 7 HAVING sum(s) <> 0 ORDER BY 1, 2, 3, 4, 5, 6, 7
  )
  INSERT INTO dashboard_connection_counts AS t
    (partner_id, country_id, user_type, list_state, access_tier, source, engaged, n)
  SELECT * FROM g
  ON CONFLICT (partner_id, country_id, user_type, list_state, access_tier, source, engaged)
  DO UPDATE SET n = t.n + excluded.n;

  WITH d AS (
    SELECT 1 AS s, c.* FROM unnest(added) c WHERE c.disconnected_at IS NULL
    UNION ALL SELECT -1, c.* FROM unnest(removed) c WHERE c.disconnected_at IS NULL
  ), g AS (
    SELECT partner_id, coalesce(country_id, 0) AS country_id, coalesce(list_state, '') AS list_state,
      coalesce(graduation_year, 0) AS graduation_year, sum(s)::integer AS n
    FROM d GROUP BY 1, 2, 3, 4 HAVING sum(s) <> 0 ORDER BY 1, 2, 3, 4
  )
  INSERT INTO dashboard_connection_years AS t (partner_id, country_id, list_state, graduation_year, n)
  SELECT * FROM g
  ON CONFLICT (partner_id, country_id, list_state, graduation_year) DO UPDATE SET n = t.n + excluded.n;

  WITH d AS (
    SELECT 1 AS s, c.* FROM unnest(added) c WHERE c.disconnected_at IS NULL
    UNION ALL SELECT -1, c.* FROM unnest(removed) c WHERE c.disconnected_at IS NULL
  ), g AS (
    SELECT partner_id, date_trunc('month', created_at AT TIME ZONE 'UTC')::date AS month,
      coalesce(country_id, 0) AS country_id, user_type, sum(s)::integer AS n
    FROM d GROUP BY 1, 2, 3, 4 HAVING sum(s) <> 0 ORDER BY 1, 2, 3, 4
  )
  INSERT INTO dashboard_connection_months AS t (partner_id, month, country_id, user_type, n)
  SELECT * FROM g
  ON CONFLICT (partner_id, month, country_id, user_type) DO UPDATE SET n = t.n + excluded.n;

  WITH d AS (
    SELECT 1 AS s, c.* FROM unnest(added) c WHERE c.disconnected_at IS NULL
    UNION ALL SELECT -1, c.* FROM unnest(removed) c WHERE c.disconnected_at IS NULL
  ), g AS (
    SELECT partner_id, z AS citizenship_id, coalesce(list_state, '') AS list_state, sum(s)::integer AS n
    FROM d CROSS JOIN LATERAL unnest(d.citizenship_ids) z
    GROUP BY 1, 2, 3 HAVING sum(s) <> 0 ORDER BY 1, 2, 3
  )
  INSERT INTO dashboard_citizenship_counts AS t (partner_id, citizenship_id, list_state, n)
  SELECT * FROM g
  ON CONFLICT (partner_id, citizenship_id, list_state) DO UPDATE SET n = t.n + excluded.n;

  WITH d AS (
    SELECT 1 AS s, c.* FROM unnest(added) c WHERE c.disconnected_at IS NULL
    UNION ALL SELECT -1, c.* FROM unnest(removed) c WHERE c.disconnected_at IS NULL
  ), g AS (
    SELECT partner_id, w AS webinar_id, coalesce(country_id, 0) AS country_id, sum(s)::integer AS n
    FROM d CROSS JOIN LATERAL unnest(d.webinar_ids) w
    GROUP BY 1, 2, 3 HAVING sum(s) <> 0 ORDER BY 1, 2, 3
  )
  INSERT INTO dashboard_event_counts AS t (partner_id, webinar_id, country_id, n)
  SELECT * FROM g
  ON CONFLICT (partner_id, webinar_id, country_id) DO UPDATE SET n = t.n + excluded.n;

  WITH d AS (
    SELECT 1 AS s, c.* FROM unnest(added) c WHERE c.disconnected_at IS NULL AND c.school_partner_id IS NOT NULL
    UNION ALL SELECT -1, c.* FROM unnest(removed) c WHERE c.disconnected_at IS NULL AND c.school_partner_id IS NOT NULL
  ), g AS (
    SELECT partner_id, school_partner_id, coalesce(country_id, 0) AS country_id, coalesce(list_state, '') AS list_state,
      sum(s)::integer AS n
    FROM d GROUP BY 1, 2, 3, 4 HAVING sum(s) <> 0 ORDER BY 1, 2, 3, 4
  )
  INSERT INTO dashboard_school_counts AS t (partner_id, school_partner_id, country_id, list_state, n)
  SELECT * FROM g
  ON CONFLICT (partner_id, school_partner_id, country_id, list_state) DO UPDATE SET n = t.n + excluded.n;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION dashboard_rollups_rebuild() RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  p integer;
BEGIN
  TRUNCATE dashboard_connection_counts, dashboard_connection_years, dashboard_connection_months, dashboard_citizenship_counts,
    dashboard_event_counts, dashboard_school_counts, dashboard_state_months, dashboard_activity_days;
  FOR p IN SELECT DISTINCT partner_id FROM connections ORDER BY 1 LOOP
    PERFORM dashboard_connections_apply(ARRAY(SELECT c FROM connections c WHERE c.partner_id = p), '{}');
    PERFORM dashboard_activities_apply(ARRAY(SELECT a FROM activities a WHERE a.partner_id = p), '{}');
    PERFORM dashboard_state_changes_apply(ARRAY(
      SELECT x FROM connection_state_changes x JOIN connections c ON c.id = x.connection_id WHERE c.partner_id = p));
  END LOOP;
END
$$;
--> statement-breakpoint
SELECT dashboard_rollups_rebuild();
--> statement-breakpoint
-- New activities since a visit count by person from this index alone (no visit to the table's rows).
DROP INDEX "activities_partner_time_idx";--> statement-breakpoint
CREATE INDEX "activities_partner_time_idx" ON "activities" USING btree ("partner_id","occurred_at","id","person_id");
--> statement-breakpoint
-- The week at a glance (GET dashboards/events) is remembered per institution under the 'glance' version: its
-- own webinars (sessions, their registrations) raise the institution's; provider events raise 0 (everyone's);
-- taking part in one raises the institution's. Visits raise the schools directory's version (migration 0017).
CREATE FUNCTION glance_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'provider_events' THEN
    PERFORM bump_list_versions('glance', ARRAY[0]);
  ELSIF TG_OP = 'INSERT' THEN
    PERFORM bump_list_versions('glance', ARRAY(SELECT partner_id FROM new_rows));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM bump_list_versions('glance', ARRAY(SELECT partner_id FROM new_rows UNION SELECT partner_id FROM old_rows));
  ELSE
    PERFORM bump_list_versions('glance', ARRAY(SELECT partner_id FROM old_rows));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER webinars_glance_version_insert AFTER INSERT ON "webinars"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION glance_version();
--> statement-breakpoint
CREATE TRIGGER webinars_glance_version_update AFTER UPDATE ON "webinars"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION glance_version();
--> statement-breakpoint
CREATE TRIGGER webinars_glance_version_delete AFTER DELETE ON "webinars"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION glance_version();
--> statement-breakpoint
CREATE TRIGGER provider_event_participants_glance_version_insert AFTER INSERT ON "provider_event_participants"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION glance_version();
--> statement-breakpoint
CREATE TRIGGER provider_event_participants_glance_version_delete AFTER DELETE ON "provider_event_participants"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION glance_version();
--> statement-breakpoint
CREATE TRIGGER provider_events_glance_version AFTER INSERT OR UPDATE OR DELETE ON "provider_events"
  FOR EACH STATEMENT EXECUTE FUNCTION glance_version();
