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
--> statement-breakpoint
-- What each person did with the institution, kept on the connection (decision 049): the activity kinds and the
-- webinars of its activities, sorted and without repeats, so the activity filters and look-ups read connections
-- alone (GIN indexes) instead of joining ten activities per connection.
ALTER TABLE "connections" ADD COLUMN "activity_kinds" text[] DEFAULT '{}'::text[] NOT NULL;
--> statement-breakpoint
ALTER TABLE "connections" ADD COLUMN "webinar_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;
--> statement-breakpoint
-- The 0028 function, the two sets added to the connection's update.
CREATE OR REPLACE FUNCTION connections_from_activities() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO connections (
    partner_id, person_id, user_type, source, first_name, last_name, email, phone, gender, date_of_birth,
    country_id, state, city, citizenship_ids, graduation_year, academic_interests, scores, school_partner_id,
    school_name, school_state, school_city, changed_at, created_at
  )
  SELECT n.partner_id, n.person_id, pr.user_type, connection_source_of(n.first_kind), pr.first_name, pr.last_name,
    pr.email, pr.phone, pr.gender, pr.date_of_birth, pr.country_id, pr.state, pr.city, pr.citizenship_ids,
    pr.graduation_year, pr.academic_interests, pr.scores, pr.school_partner_id, pr.school_name, pr.school_state,
    pr.school_city, coalesce(n.person_last_at, n.first_at), least(n.first_at, now())
  FROM (
    SELECT a.partner_id, a.person_id, min(a.occurred_at) AS first_at,
      max(a.occurred_at) FILTER (WHERE a.kind NOT IN ('note', 'call', 'meeting', 'email')) AS person_last_at,
      (array_agg(a.kind ORDER BY a.occurred_at, a.id))[1] AS first_kind
    FROM new_activities a
    GROUP BY a.partner_id, a.person_id
  ) n
  JOIN partners p ON p.id = n.partner_id AND p.institute_type IN ('University', 'ApplicationClient')
  CROSS JOIN LATERAL connection_profile_of(n.person_id) pr
  ON CONFLICT (partner_id, person_id) DO NOTHING;

  UPDATE connections c SET
    activities_count = c.activities_count + n.n,
    -- The source follows the earliest activity (a back-dated one may come later).
    source = CASE WHEN c.first_activity_at IS NULL OR n.first_at < c.first_activity_at
      THEN connection_source_of(n.first_kind) ELSE c.source END,
    first_activity_at = least(c.first_activity_at, n.first_at),
    last_activity_at = greatest(c.last_activity_at, n.last_at),
    changed_at = greatest(c.changed_at, n.person_last_at),
    activity_kinds = ARRAY(SELECT DISTINCT k FROM unnest(c.activity_kinds || n.kinds) k ORDER BY 1),
    webinar_ids = ARRAY(SELECT DISTINCT w FROM unnest(c.webinar_ids || n.webinar_ids) w ORDER BY 1),
    updated_at = now()
  FROM (
    SELECT a.partner_id, a.person_id, count(*)::integer AS n, min(a.occurred_at) AS first_at,
      max(a.occurred_at) AS last_at,
      max(a.occurred_at) FILTER (WHERE a.kind NOT IN ('note', 'call', 'meeting', 'email')) AS person_last_at,
      (array_agg(a.kind ORDER BY a.occurred_at, a.id))[1] AS first_kind,
      array_agg(DISTINCT a.kind) AS kinds,
      coalesce(array_agg(DISTINCT a.webinar_id) FILTER (WHERE a.webinar_id IS NOT NULL), '{}'::integer[]) AS webinar_ids
    FROM new_activities a
    GROUP BY a.partner_id, a.person_id
  ) n
  WHERE c.partner_id = n.partner_id AND c.person_id = n.person_id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Activities deleted, or changed in kind, webinar or owner (a webinar deleted sets its activities' webinar to
-- null): the sets of the connections concerned are read again from their activities. The connection's update
-- raises its list version.
CREATE FUNCTION connections_activity_sets_refresh(p_partner integer, p_person integer) RETURNS void
LANGUAGE sql AS $$
  UPDATE connections c SET
    activity_kinds = ARRAY(SELECT DISTINCT a.kind FROM activities a
                           WHERE a.partner_id = c.partner_id AND a.person_id = c.person_id ORDER BY 1),
    webinar_ids = ARRAY(SELECT DISTINCT a.webinar_id FROM activities a
                        WHERE a.partner_id = c.partner_id AND a.person_id = c.person_id AND a.webinar_id IS NOT NULL
                        ORDER BY 1)
  WHERE c.partner_id = p_partner AND c.person_id = p_person;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION activities_row_list_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'activities' THEN
    PERFORM connections_activity_sets_refresh(OLD.partner_id, OLD.person_id);
    IF (NEW.partner_id, NEW.person_id) IS DISTINCT FROM (OLD.partner_id, OLD.person_id) THEN
      PERFORM connections_activity_sets_refresh(NEW.partner_id, NEW.person_id);
    END IF;
  END IF;
  PERFORM bump_list_versions('connections', ARRAY[OLD.partner_id, NEW.partner_id]);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION activities_deleted_sets() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM connections_activity_sets_refresh(d.partner_id, d.person_id)
  FROM (SELECT DISTINCT partner_id, person_id FROM old_rows ORDER BY 1, 2) d;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER activities_sets_delete AFTER DELETE ON "activities"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION activities_deleted_sets();
--> statement-breakpoint
-- Backfill from the activities recorded so far.
UPDATE connections c SET activity_kinds = n.kinds, webinar_ids = n.webinar_ids
FROM (
  SELECT a.partner_id, a.person_id, array_agg(DISTINCT a.kind) AS kinds,
    coalesce(array_agg(DISTINCT a.webinar_id) FILTER (WHERE a.webinar_id IS NOT NULL), '{}'::integer[]) AS webinar_ids
  FROM activities a
  GROUP BY a.partner_id, a.person_id
) n
WHERE c.partner_id = n.partner_id AND c.person_id = n.person_id;
--> statement-breakpoint
CREATE INDEX "connections_activity_kinds_idx" ON "connections" USING gin ("activity_kinds");
--> statement-breakpoint
CREATE INDEX "connections_webinar_ids_idx" ON "connections" USING gin ("webinar_ids");
