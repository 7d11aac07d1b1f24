-- Quad's own market-insight reports (issue 26 §2, decisions 107–109): rollups of the platform's people, each
-- person once (by graduation year, country of residence, user type), once per academic interest and once per
-- webinar category, and of each institution's live connections, rebuilt by the `insights-refresh` job (hourly,
-- and once after the demo seed) so that a report read never scans connections or activities. Unknown values are
-- stored as 0 or '' so they take part in the primary key.
CREATE TABLE "insight_people" (
  "graduation_year" integer NOT NULL,
  "country_id" integer NOT NULL,
  "user_type" text NOT NULL,
  "n" integer NOT NULL,
  CONSTRAINT "insight_people_pk" PRIMARY KEY ("graduation_year", "country_id", "user_type")
);
--> statement-breakpoint
CREATE TABLE "insight_interests" (
  "interest" text NOT NULL,
  "graduation_year" integer NOT NULL,
  "country_id" integer NOT NULL,
  "user_type" text NOT NULL,
  "n" integer NOT NULL,
  CONSTRAINT "insight_interests_pk" PRIMARY KEY ("interest", "graduation_year", "country_id", "user_type")
);
--> statement-breakpoint
CREATE INDEX "insight_interests_lower_idx" ON "insight_interests" (lower("interest"));
--> statement-breakpoint
CREATE TABLE "insight_categories" (
  "category_id" integer NOT NULL,
  "graduation_year" integer NOT NULL,
  "country_id" integer NOT NULL,
  "user_type" text NOT NULL,
  "n" integer NOT NULL,
  CONSTRAINT "insight_categories_pk" PRIMARY KEY ("category_id", "graduation_year", "country_id", "user_type")
);
--> statement-breakpoint
CREATE TABLE "insight_partner_counts" (
  "partner_id" integer NOT NULL,
  "graduation_year" integer NOT NULL,
  "country_id" integer NOT NULL,
  "user_type" text NOT NULL,
  "n" integer NOT NULL,
  CONSTRAINT "insight_partner_counts_pk" PRIMARY KEY ("partner_id", "graduation_year", "country_id", "user_type")
);
--> statement-breakpoint
CREATE TABLE "insight_refreshes" (
  "id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
  "computed_at" timestamp with time zone NOT NULL,
  "took_ms" integer NOT NULL,
  CONSTRAINT "insight_refreshes_one_row" CHECK ("id" = 1)
);
--> statement-breakpoint
-- Rebuilds every insight rollup in one transaction (readers see the previous figures until it commits). A person's
-- profile is their guest profile when they have one (what they told us themselves), else their most recently
-- updated live connection. Two refreshes never run at once (the advisory lock).
CREATE FUNCTION insights_refresh(p_at timestamptz) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  started timestamptz := clock_timestamp();
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('insights_refresh'));
  CREATE TEMP TABLE insight_src ON COMMIT DROP AS
  WITH c AS (
    SELECT DISTINCT ON (person_id) person_id, user_type, country_id, graduation_year, academic_interests
    FROM connections WHERE disconnected_at IS NULL
    ORDER BY person_id, updated_at DESC, id DESC
  ), g AS (
    SELECT DISTINCT ON (person_id) person_id,
      CASE role WHEN 'parent' THEN 'guardian' WHEN 'counselor' THEN 'counsellor' ELSE 'student' END AS user_type,
      country_id, graduation_year,
      ARRAY(SELECT jsonb_array_elements_text(academic_interests)) AS academic_interests
    FROM webinar_users WHERE person_id IS NOT NULL AND partner_user_id IS NULL
    ORDER BY person_id, updated_at DESC, id DESC
  )
  SELECT coalesce(g.person_id, c.person_id) AS person_id,
    coalesce(g.user_type, c.user_type) AS user_type,
    coalesce(g.country_id, c.country_id, 0) AS country_id,
    coalesce(g.graduation_year, c.graduation_year, 0) AS graduation_year,
    CASE WHEN cardinality(g.academic_interests) > 0 THEN g.academic_interests
         ELSE coalesce(c.academic_interests, '{}'::text[]) END AS interests
  FROM g FULL JOIN c ON c.person_id = g.person_id;

  DELETE FROM insight_people;
  INSERT INTO insight_people (graduation_year, country_id, user_type, n)
  SELECT graduation_year, country_id, user_type, count(*) FROM insight_src GROUP BY 1, 2, 3;

  DELETE FROM insight_interests;
  INSERT INTO insight_interests (interest, graduation_year, country_id, user_type, n)
  SELECT i.interest, s.graduation_year, s.country_id, s.user_type, count(DISTINCT s.person_id)
  FROM insight_src s, LATERAL (SELECT DISTINCT btrim(x) AS interest FROM unnest(s.interests) x WHERE btrim(x) <> '') i
  GROUP BY 1, 2, 3, 4;

  DELETE FROM insight_categories;
  INSERT INTO insight_categories (category_id, graduation_year, country_id, user_type, n)
  WITH pc AS (
    SELECT c.person_id, w.category_id
    FROM connections c CROSS JOIN LATERAL unnest(c.webinar_ids) wid JOIN webinars w ON w.id = wid
    WHERE c.disconnected_at IS NULL AND w.category_id IS NOT NULL
    UNION
    SELECT u.person_id, w.category_id
    FROM webinar_registrations r JOIN webinar_users u ON u.id = r.webinar_user_id JOIN webinars w ON w.id = r.webinar_id
    WHERE r.status <> 'cancelled' AND u.person_id IS NOT NULL AND w.category_id IS NOT NULL
  )
  SELECT pc.category_id, s.graduation_year, s.country_id, s.user_type, count(*)
  FROM pc JOIN insight_src s ON s.person_id = pc.person_id
  GROUP BY 1, 2, 3, 4;

  DELETE FROM insight_partner_counts;
  INSERT INTO insight_partner_counts (partner_id, graduation_year, country_id, user_type, n)
  SELECT partner_id, coalesce(graduation_year, 0), coalesce(country_id, 0), user_type, count(*)
  FROM connections WHERE disconnected_at IS NULL GROUP BY 1, 2, 3, 4;

  INSERT INTO insight_refreshes (id, computed_at, took_ms)
  VALUES (1, p_at, (extract(epoch FROM clock_timestamp() - started) * 1000)::integer)
  ON CONFLICT (id) DO UPDATE SET computed_at = excluded.computed_at, took_ms = excluded.took_ms;
END
$$;
