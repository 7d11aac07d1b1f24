-- Connections come into being from activities (issue 11 §1, decision 042). Every writer of activities
-- (registrations, check-in, presence, replays, staff notes, the seed) goes through this trigger, so a
-- University's or ApplicationClient's connection to a person exists as soon as the person does anything
-- with it. The profile columns are copied from the person's webinar guest (webinar_users) and refreshed
-- when the guest's profile changes.

-- The person's profile as a connection holds it: the guest's details when the person is a guest, else
-- the person's email alone.
CREATE FUNCTION connection_profile_of(p_person integer)
RETURNS TABLE (
  user_type text, first_name text, last_name text, email text, phone text, gender text, date_of_birth date,
  country_id integer, state text, city text, citizenship_ids integer[], graduation_year integer,
  academic_interests text[], scores jsonb, school_partner_id integer, school_name text, school_state text,
  school_city text
)
LANGUAGE sql STABLE AS $$
  SELECT
    CASE u.role WHEN 'parent' THEN 'guardian' WHEN 'counselor' THEN 'counsellor' ELSE 'student' END,
    coalesce(u.first_name, ''), coalesce(u.last_name, ''), coalesce(u.email, pe.email), u.phone, u.gender,
    u.date_of_birth, u.country_id, u.state, u.city,
    CASE WHEN u.citizenship_country_id IS NULL THEN '{}'::integer[] ELSE ARRAY[u.citizenship_country_id] END,
    u.graduation_year,
    coalesce(ARRAY(SELECT jsonb_array_elements_text(u.academic_interests)), '{}'::text[]),
    coalesce(u.scores, '{}'::jsonb),
    u.school_partner_id, coalesce(sp.name, u.institute_name), st.name, sp.city
  FROM people pe
  LEFT JOIN webinar_users u ON u.person_id = pe.id
  LEFT JOIN partners sp ON sp.id = u.school_partner_id
  LEFT JOIN states st ON st.id = sp.state_id
  WHERE pe.id = p_person
  ORDER BY u.id
  LIMIT 1
$$;
--> statement-breakpoint
-- How a connection first came, from its first activity's kind.
CREATE FUNCTION connection_source_of(p_kind text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN p_kind = 'visit_signup' THEN 'visit'
    WHEN p_kind = 'profile_view' THEN 'profile_view'
    WHEN p_kind IN ('note', 'call', 'meeting', 'email') THEN 'added'
    ELSE 'webinar'
  END
$$;
--> statement-breakpoint
-- One statement's new activities, grouped per (institution, person), create or advance the connections:
-- first the missing connections (no activity counted yet; a concurrent writer's row wins), then every
-- connection concerned takes the counts under its row lock. changed_at (the Updated badge) moves with
-- what the person did, not with what staff logged.
CREATE FUNCTION connections_from_activities() RETURNS trigger LANGUAGE plpgsql AS $$
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
    updated_at = now()
  FROM (
    SELECT a.partner_id, a.person_id, count(*)::integer AS n, min(a.occurred_at) AS first_at,
      max(a.occurred_at) AS last_at,
      max(a.occurred_at) FILTER (WHERE a.kind NOT IN ('note', 'call', 'meeting', 'email')) AS person_last_at,
      (array_agg(a.kind ORDER BY a.occurred_at, a.id))[1] AS first_kind
    FROM new_activities a
    GROUP BY a.partner_id, a.person_id
  ) n
  WHERE c.partner_id = n.partner_id AND c.person_id = n.person_id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER activities_connections AFTER INSERT ON "activities"
  REFERENCING NEW TABLE AS new_activities
  FOR EACH STATEMENT EXECUTE FUNCTION connections_from_activities();
--> statement-breakpoint
-- A guest's profile change reaches every connection of the person (and marks them Updated).
CREATE FUNCTION connections_profile_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE connections c SET
    user_type = pr.user_type, first_name = pr.first_name, last_name = pr.last_name, email = pr.email,
    phone = pr.phone, gender = pr.gender, date_of_birth = pr.date_of_birth, country_id = pr.country_id,
    state = pr.state, city = pr.city, citizenship_ids = pr.citizenship_ids, graduation_year = pr.graduation_year,
    academic_interests = pr.academic_interests, scores = pr.scores, school_partner_id = pr.school_partner_id,
    school_name = pr.school_name, school_state = pr.school_state, school_city = pr.school_city,
    changed_at = now(), updated_at = now()
  FROM connection_profile_of(NEW.person_id) pr
  WHERE c.person_id = NEW.person_id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER webinar_users_connections AFTER UPDATE ON "webinar_users"
  FOR EACH ROW
  WHEN (NEW.person_id IS NOT NULL AND (
    OLD.person_id, OLD.role, OLD.email, OLD.first_name, OLD.last_name, OLD.phone, OLD.gender, OLD.date_of_birth,
    OLD.country_id, OLD.state, OLD.city, OLD.citizenship_country_id, OLD.graduation_year, OLD.academic_interests,
    OLD.scores, OLD.school_partner_id, OLD.institute_name
  ) IS DISTINCT FROM (
    NEW.person_id, NEW.role, NEW.email, NEW.first_name, NEW.last_name, NEW.phone, NEW.gender, NEW.date_of_birth,
    NEW.country_id, NEW.state, NEW.city, NEW.citizenship_country_id, NEW.graduation_year, NEW.academic_interests,
    NEW.scores, NEW.school_partner_id, NEW.institute_name
  ))
  EXECUTE FUNCTION connections_profile_refresh();
--> statement-breakpoint
-- Backfill: the activities recorded before this migration, as the trigger would have taken them.
INSERT INTO connections (
  partner_id, person_id, user_type, source, first_name, last_name, email, phone, gender, date_of_birth,
  country_id, state, city, citizenship_ids, graduation_year, academic_interests, scores, school_partner_id,
  school_name, school_state, school_city, activities_count, first_activity_at, last_activity_at, changed_at,
  created_at, updated_at
)
SELECT n.partner_id, n.person_id, pr.user_type, connection_source_of(n.first_kind), pr.first_name, pr.last_name,
  pr.email, pr.phone, pr.gender, pr.date_of_birth, pr.country_id, pr.state, pr.city, pr.citizenship_ids,
  pr.graduation_year, pr.academic_interests, pr.scores, pr.school_partner_id, pr.school_name, pr.school_state,
  pr.school_city, n.n, n.first_at, n.last_at, coalesce(n.person_last_at, n.first_at), least(n.first_at, now()), now()
FROM (
  SELECT a.partner_id, a.person_id, count(*)::integer AS n, min(a.occurred_at) AS first_at,
    max(a.occurred_at) AS last_at,
    max(a.occurred_at) FILTER (WHERE a.kind NOT IN ('note', 'call', 'meeting', 'email')) AS person_last_at,
    (array_agg(a.kind ORDER BY a.occurred_at, a.id))[1] AS first_kind
  FROM activities a
  GROUP BY a.partner_id, a.person_id
) n
JOIN partners p ON p.id = n.partner_id AND p.institute_type IN ('University', 'ApplicationClient')
CROSS JOIN LATERAL connection_profile_of(n.person_id) pr
ON CONFLICT (partner_id, person_id) DO NOTHING;
