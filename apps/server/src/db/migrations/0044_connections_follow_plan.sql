-- A connection's tier follows its institution's plan (issue 26 §1, decisions 104 and 105).
-- A connection made from activities takes the institution's stored connections tier (no row: free, the default
-- plan); its email and phone are withheld unless that tier is paid. Rows written straight into the table (tests,
-- benchmarks, imports) keep the column's default, now paid: fully visible, as every connection was before.
-- Moving a plan to paid unlocks the connections already made in a background job (connections-unlock), never here.
ALTER TABLE "connections" ALTER COLUMN "access_tier" SET DEFAULT 'paid';
--> statement-breakpoint
-- The 0029 function, the new connection's tier read from partner_plans.
CREATE OR REPLACE FUNCTION connections_from_activities() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO connections (
    partner_id, person_id, user_type, source, first_name, last_name, email, phone, gender, date_of_birth,
    country_id, state, city, citizenship_ids, graduation_year, academic_interests, scores, school_partner_id,
    school_name, school_state, school_city, changed_at, created_at, access_tier
  )
  SELECT n.partner_id, n.person_id, pr.user_type, connection_source_of(n.first_kind), pr.first_name, pr.last_name,
    pr.email, pr.phone, pr.gender, pr.date_of_birth, pr.country_id, pr.state, pr.city, pr.citizenship_ids,
    pr.graduation_year, pr.academic_interests, pr.scores, pr.school_partner_id, pr.school_name, pr.school_state,
    pr.school_city, coalesce(n.person_last_at, n.first_at), least(n.first_at, now()),
    coalesce(pp.tier, 'free')
  FROM (
    SELECT a.partner_id, a.person_id, min(a.occurred_at) AS first_at,
      max(a.occurred_at) FILTER (WHERE a.kind NOT IN ('note', 'call', 'meeting', 'email')) AS person_last_at,
      (array_agg(a.kind ORDER BY a.occurred_at, a.id))[1] AS first_kind
    FROM new_activities a
    GROUP BY a.partner_id, a.person_id
  ) n
  JOIN partners p ON p.id = n.partner_id AND p.institute_type IN ('University', 'ApplicationClient')
  LEFT JOIN partner_plans pp ON pp.partner_id = n.partner_id AND pp.area = 'connections'
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
-- The session (sign-in, check_session) carries the plan (plan_tiers of the session's user row): a change of plan
-- is announced on quad_auth like a change of the user or institution (migration 0014), so every process drops
-- its cached sessions and the next request reads the new plan.
CREATE TRIGGER partner_plans_auth_cache AFTER INSERT OR UPDATE OR DELETE ON "partner_plans"
  FOR EACH STATEMENT EXECUTE FUNCTION auth_cache_changed();
