CREATE TABLE "account_representatives" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "account_representatives_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"email" text NOT NULL,
	"title" text,
	"timezone" text DEFAULT 'UTC' NOT NULL,
	"day_start_hour" smallint DEFAULT 9 NOT NULL,
	"day_end_hour" smallint DEFAULT 17 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dashboard_activity_days" (
	"partner_id" integer NOT NULL,
	"day" date NOT NULL,
	"country_id" integer NOT NULL,
	"kind" text NOT NULL,
	"access_tier" text NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "dashboard_activity_days_partner_id_day_country_id_kind_access_tier_pk" PRIMARY KEY("partner_id","day","country_id","kind","access_tier")
);
--> statement-breakpoint
CREATE TABLE "dashboard_citizenship_counts" (
	"partner_id" integer NOT NULL,
	"citizenship_id" integer NOT NULL,
	"list_state" text NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "dashboard_citizenship_counts_partner_id_citizenship_id_list_state_pk" PRIMARY KEY("partner_id","citizenship_id","list_state")
);
--> statement-breakpoint
CREATE TABLE "dashboard_connection_counts" (
	"partner_id" integer NOT NULL,
	"country_id" integer NOT NULL,
	"user_type" text NOT NULL,
	"list_state" text NOT NULL,
	"access_tier" text NOT NULL,
	"graduation_year" integer NOT NULL,
	"source" text NOT NULL,
	"engaged" smallint NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "dashboard_connection_counts_partner_id_country_id_user_type_list_state_access_tier_graduation_year_source_engaged_pk" PRIMARY KEY("partner_id","country_id","user_type","list_state","access_tier","graduation_year","source","engaged")
);
--> statement-breakpoint
CREATE TABLE "dashboard_connection_months" (
	"partner_id" integer NOT NULL,
	"month" date NOT NULL,
	"country_id" integer NOT NULL,
	"user_type" text NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "dashboard_connection_months_partner_id_month_country_id_user_type_pk" PRIMARY KEY("partner_id","month","country_id","user_type")
);
--> statement-breakpoint
CREATE TABLE "dashboard_event_counts" (
	"partner_id" integer NOT NULL,
	"webinar_id" integer NOT NULL,
	"country_id" integer NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "dashboard_event_counts_partner_id_webinar_id_country_id_pk" PRIMARY KEY("partner_id","webinar_id","country_id")
);
--> statement-breakpoint
CREATE TABLE "dashboard_preferences" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"country_ids" integer[],
	"last_viewed_at" timestamp with time zone,
	"previous_viewed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dashboard_school_counts" (
	"partner_id" integer NOT NULL,
	"school_partner_id" integer NOT NULL,
	"country_id" integer NOT NULL,
	"list_state" text NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "dashboard_school_counts_partner_id_school_partner_id_country_id_list_state_pk" PRIMARY KEY("partner_id","school_partner_id","country_id","list_state")
);
--> statement-breakpoint
CREATE TABLE "dashboard_state_months" (
	"partner_id" integer NOT NULL,
	"month" date NOT NULL,
	"country_id" integer NOT NULL,
	"list_state" text NOT NULL,
	"entered" integer NOT NULL,
	"left" integer NOT NULL,
	CONSTRAINT "dashboard_state_months_partner_id_month_country_id_list_state_pk" PRIMARY KEY("partner_id","month","country_id","list_state")
);
--> statement-breakpoint
CREATE TABLE "event_bookings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "event_bookings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"partner_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"rep_id" integer NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"comments" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "partner_account_reps" (
	"partner_id" integer PRIMARY KEY NOT NULL,
	"rep_id" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "connections" ADD COLUMN "guardian_consent_given_by" text;--> statement-breakpoint
ALTER TABLE "connections" ADD COLUMN "guardian_consent_method" text;--> statement-breakpoint
ALTER TABLE "connections" ADD COLUMN "guardian_consent_recorded_by" integer;--> statement-breakpoint
ALTER TABLE "dashboard_preferences" ADD CONSTRAINT "dashboard_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_bookings" ADD CONSTRAINT "event_bookings_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_bookings" ADD CONSTRAINT "event_bookings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_bookings" ADD CONSTRAINT "event_bookings_rep_id_account_representatives_id_fk" FOREIGN KEY ("rep_id") REFERENCES "public"."account_representatives"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_account_reps" ADD CONSTRAINT "partner_account_reps_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_account_reps" ADD CONSTRAINT "partner_account_reps_rep_id_account_representatives_id_fk" FOREIGN KEY ("rep_id") REFERENCES "public"."account_representatives"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "event_bookings_rep_slot_key" ON "event_bookings" USING btree ("rep_id","start_at") WHERE "event_bookings"."cancelled_at" is null;--> statement-breakpoint
CREATE INDEX "event_bookings_user_idx" ON "event_bookings" USING btree ("user_id","start_at");--> statement-breakpoint
ALTER TABLE "connections" ADD CONSTRAINT "connections_guardian_consent_recorded_by_users_id_fk" FOREIGN KEY ("guardian_consent_recorded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- The dashboard's rollups (issue 12 §3, decision 050), kept by statement triggers in the same transaction
-- as the rows they count: connection figures equal what /connections lists for the same filter.

-- Engagement bits of a connection from its activity kinds: 1 a visit sign-up, 2 a webinar, 4 a profile view.
CREATE FUNCTION dashboard_engaged(p_kinds text[]) RETURNS smallint LANGUAGE sql IMMUTABLE AS $$
  SELECT ((CASE WHEN p_kinds && ARRAY['visit_signup'] THEN 1 ELSE 0 END)
        | (CASE WHEN p_kinds && ARRAY['registered','waitlisted','cancelled','attended','watched_video','viewed_recording']
                THEN 2 ELSE 0 END)
        | (CASE WHEN p_kinds && ARRAY['profile_view'] THEN 4 ELSE 0 END))::smallint
$$;
--> statement-breakpoint
-- Connection rows going out (removed) and coming in (added) move every connection rollup by -1 and +1.
-- Only live (not disconnected) connections count. Rows are written in key order (no deadlock between two
-- writers of the same institution); an update that changes no key nets to nothing and writes nothing.
CREATE FUNCTION dashboard_connections_apply(added connections[], removed connections[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  WITH d AS (
    SELECT 1 AS s, c.* FROM unnest(added) c WHERE c.disconnected_at IS NULL
    UNION ALL SELECT -1, c.* FROM unnest(removed) c WHERE c.disconnected_at IS NULL
  ), g AS (
    SELECT partner_id, coalesce(country_id, 0) AS country_id, user_type, coalesce(list_state, '') AS list_state,
      access_tier, coalesce(graduation_year, 0) AS graduation_year, source, dashboard_engaged(activity_kinds) AS engaged,
      sum(s)::integer AS n
    FROM d GROUP BY 1, 2, 3, 4, 5, 6, 7, 8 HAVING sum(s) <> 0 ORDER BY 1, 2, 3, 4, 5, 6, 7, 8
  )
  INSERT INTO dashboard_connection_counts AS t
    (partner_id, country_id, user_type, list_state, access_tier, graduation_year, source, engaged, n)
  SELECT * FROM g
  ON CONFLICT (partner_id, country_id, user_type, list_state, access_tier, graduation_year, source, engaged)
  DO UPDATE SET n = t.n + excluded.n;

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
CREATE FUNCTION dashboard_connections_rollup() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  added connections[] := '{}';
  removed connections[] := '{}';
BEGIN
  IF TG_OP <> 'DELETE' THEN
    SELECT coalesce(array_agg(r), '{}') INTO added FROM new_rows r;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    SELECT coalesce(array_agg(r), '{}') INTO removed FROM old_rows r;
  END IF;
  PERFORM dashboard_connections_apply(added, removed);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER connections_dashboard_insert AFTER INSERT ON "connections"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION dashboard_connections_rollup();
--> statement-breakpoint
CREATE TRIGGER connections_dashboard_update AFTER UPDATE ON "connections"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION dashboard_connections_rollup();
--> statement-breakpoint
CREATE TRIGGER connections_dashboard_delete AFTER DELETE ON "connections"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION dashboard_connections_rollup();
--> statement-breakpoint
-- List-state changes by month of the change and the person's country then: entered (to) and left (from).
CREATE FUNCTION dashboard_state_changes_apply(added connection_state_changes[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO dashboard_state_months AS t (partner_id, month, country_id, list_state, entered, "left")
  SELECT c.partner_id, date_trunc('month', x.changed_at AT TIME ZONE 'UTC')::date, coalesce(c.country_id, 0), v.state,
    sum(v.entered)::integer, sum(v.left_)::integer
  FROM unnest(added) x
  JOIN connections c ON c.id = x.connection_id
  CROSS JOIN LATERAL (VALUES (x.to_state, 1, 0), (x.from_state, 0, 1)) v(state, entered, left_)
  WHERE v.state IS NOT NULL
  GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
  ON CONFLICT (partner_id, month, country_id, list_state)
  DO UPDATE SET entered = t.entered + excluded.entered, "left" = t."left" + excluded."left";
$$;
--> statement-breakpoint
CREATE FUNCTION dashboard_state_changes_rollup() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  added connection_state_changes[];
BEGIN
  SELECT coalesce(array_agg(r), '{}') INTO added FROM new_rows r;
  PERFORM dashboard_state_changes_apply(added);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER connection_state_changes_dashboard AFTER INSERT ON "connection_state_changes"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION dashboard_state_changes_rollup();
--> statement-breakpoint
-- Activities by UTC day, with the connection's country and access tier when they were recorded. The trigger's
-- name sorts after activities_connections, so the connection of a person's first activity exists by then.
CREATE FUNCTION dashboard_activities_apply(added activities[], removed activities[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  WITH d AS (
    SELECT 1 AS s, a.partner_id, a.person_id, a.occurred_at, a.kind FROM unnest(added) a
    UNION ALL SELECT -1, a.partner_id, a.person_id, a.occurred_at, a.kind FROM unnest(removed) a
  ), g AS (
    SELECT d.partner_id, (d.occurred_at AT TIME ZONE 'UTC')::date AS day, coalesce(c.country_id, 0) AS country_id,
      d.kind, c.access_tier, sum(d.s)::integer AS n
    FROM d JOIN connections c ON c.partner_id = d.partner_id AND c.person_id = d.person_id
    GROUP BY 1, 2, 3, 4, 5 HAVING sum(d.s) <> 0 ORDER BY 1, 2, 3, 4, 5
  )
  INSERT INTO dashboard_activity_days AS t (partner_id, day, country_id, kind, access_tier, n)
  SELECT * FROM g
  ON CONFLICT (partner_id, day, country_id, kind, access_tier) DO UPDATE SET n = t.n + excluded.n;
END
$$;
--> statement-breakpoint
CREATE FUNCTION dashboard_activities_rollup() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  added activities[] := '{}';
  removed activities[] := '{}';
BEGIN
  IF TG_OP <> 'DELETE' THEN
    SELECT coalesce(array_agg(r), '{}') INTO added FROM new_rows r;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    SELECT coalesce(array_agg(r), '{}') INTO removed FROM old_rows r;
  END IF;
  PERFORM dashboard_activities_apply(added, removed);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER activities_dashboard_insert AFTER INSERT ON "activities"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION dashboard_activities_rollup();
--> statement-breakpoint
CREATE TRIGGER activities_dashboard_delete AFTER DELETE ON "activities"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION dashboard_activities_rollup();
--> statement-breakpoint
-- Every rollup recomputed from the rows (the backfill below; the benchmark's bulk seed, which writes with
-- triggers off). One institution at a time keeps the arrays small.
CREATE FUNCTION dashboard_rollups_rebuild() RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  p integer;
BEGIN
  TRUNCATE dashboard_connection_counts, dashboard_connection_months, dashboard_citizenship_counts,
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
-- A webinar category renamed: its name is a connections look-up of every institution with webinars in it
-- (decision 049 left reference-like data out; categories are edited by operators, so they raise it too).
CREATE FUNCTION webinar_categories_list_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bump_list_versions('connections', ARRAY(SELECT DISTINCT w.partner_id FROM webinars w WHERE w.category_id = NEW.id));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER webinar_categories_connections_version AFTER UPDATE ON "webinar_categories"
  FOR EACH ROW WHEN ((OLD.name, OLD.name_zh) IS DISTINCT FROM (NEW.name, NEW.name_zh))
  EXECUTE FUNCTION webinar_categories_list_version();
--> statement-breakpoint
-- A school's counsellor who opens a university's profile is a counsellor connection of it (issue 12 §1,
-- "profile views are recorded when a school or guest opens the university's profile"): a person who is no
-- webinar guest but is the staff of a School takes their name, their school and its place from there.
CREATE OR REPLACE FUNCTION connection_profile_of(p_person integer)
RETURNS TABLE (
  user_type text, first_name text, last_name text, email text, phone text, gender text, date_of_birth date,
  country_id integer, state text, city text, citizenship_ids integer[], graduation_year integer,
  academic_interests text[], scores jsonb, school_partner_id integer, school_name text, school_state text,
  school_city text
)
LANGUAGE sql STABLE AS $$
  SELECT
    CASE WHEN u.id IS NULL AND su.id IS NOT NULL THEN 'counsellor'
         WHEN u.role = 'parent' THEN 'guardian' WHEN u.role = 'counselor' THEN 'counsellor' ELSE 'student' END,
    coalesce(u.first_name, su.first_name, ''), coalesce(u.last_name, su.last_name, ''), coalesce(u.email, pe.email),
    coalesce(u.phone, su.phone), coalesce(u.gender, su.gender), u.date_of_birth,
    CASE WHEN u.id IS NULL THEN ss.country_id ELSE u.country_id END,
    CASE WHEN u.id IS NULL THEN sst.name ELSE u.state END,
    CASE WHEN u.id IS NULL THEN ss.city ELSE u.city END,
    CASE WHEN u.citizenship_country_id IS NULL THEN '{}'::integer[] ELSE ARRAY[u.citizenship_country_id] END,
    u.graduation_year,
    coalesce(ARRAY(SELECT jsonb_array_elements_text(u.academic_interests)), '{}'::text[]),
    coalesce(u.scores, '{}'::jsonb),
    coalesce(u.school_partner_id, ss.id), coalesce(sp.name, u.institute_name, ss.name),
    coalesce(st.name, sst.name), coalesce(sp.city, ss.city)
  FROM people pe
  LEFT JOIN webinar_users u ON u.person_id = pe.id
  LEFT JOIN partners sp ON sp.id = u.school_partner_id
  LEFT JOIN states st ON st.id = sp.state_id
  LEFT JOIN LATERAL (
    SELECT us.* FROM users us JOIN partners p ON p.id = us.partner_id AND p.institute_type = 'School'
    WHERE lower(us.email) = lower(pe.email) ORDER BY us.id LIMIT 1
  ) su ON true
  LEFT JOIN partners ss ON ss.id = su.partner_id
  LEFT JOIN states sst ON sst.id = ss.state_id
  WHERE pe.id = p_person
  ORDER BY u.id
  LIMIT 1
$$;
