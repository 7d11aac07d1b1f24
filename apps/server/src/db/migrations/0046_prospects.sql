-- Prospect and engage (issue 26 §3, decisions 110–112). A student chooses in their guest profile to be
-- discoverable by universities (webinar_users.discoverable_at, off by default); the search table `prospects` holds
-- exactly the discoverable students, kept in step by triggers when a guest opts in or out or changes their profile.
ALTER TABLE "webinar_users" ADD COLUMN "discoverable_at" timestamp with time zone;
--> statement-breakpoint
CREATE TABLE "prospects" (
  "guest_id" integer PRIMARY KEY NOT NULL REFERENCES "webinar_users"("id") ON DELETE CASCADE,
  "person_id" integer NOT NULL REFERENCES "people"("id"),
  "user_type" text NOT NULL,
  "first_name" text NOT NULL,
  "last_initial" text NOT NULL,
  "country_id" integer,
  "state" text,
  "graduation_year" integer,
  "academic_interests" text[] DEFAULT '{}'::text[] NOT NULL,
  "gender" text,
  "school_city" text,
  "date_of_birth" date,
  "opted_in_at" timestamp with time zone NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "prospects_user_type_check" CHECK ("user_type" in ('student','guardian','counsellor'))
);
--> statement-breakpoint
CREATE INDEX "prospects_recent_idx" ON "prospects" USING btree ("opted_in_at" DESC, "guest_id" DESC);
--> statement-breakpoint
CREATE INDEX "prospects_country_idx" ON "prospects" USING btree ("country_id", "graduation_year", "opted_in_at" DESC, "guest_id" DESC);
--> statement-breakpoint
CREATE INDEX "prospects_year_idx" ON "prospects" USING btree ("graduation_year", "opted_in_at" DESC, "guest_id" DESC);
--> statement-breakpoint
CREATE INDEX "prospects_interests_idx" ON "prospects" USING gin ("academic_interests");
--> statement-breakpoint
CREATE INDEX "prospects_person_idx" ON "prospects" USING btree ("person_id");
--> statement-breakpoint
-- One guest's row as the search holds it: present while the guest is a discoverable student with a person.
CREATE FUNCTION prospects_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.discoverable_at IS NOT NULL AND NEW.role = 'student' AND NEW.person_id IS NOT NULL THEN
    INSERT INTO prospects (
      guest_id, person_id, user_type, first_name, last_initial, country_id, state, graduation_year,
      academic_interests, gender, school_city, date_of_birth, opted_in_at, updated_at
    )
    SELECT NEW.id, NEW.person_id, 'student', NEW.first_name, upper(left(btrim(NEW.last_name), 1)), NEW.country_id,
      NEW.state, NEW.graduation_year,
      coalesce(ARRAY(SELECT jsonb_array_elements_text(NEW.academic_interests)), '{}'::text[]), NEW.gender,
      (SELECT sp.city FROM partners sp WHERE sp.id = NEW.school_partner_id), NEW.date_of_birth, NEW.discoverable_at,
      now()
    ON CONFLICT (guest_id) DO UPDATE SET
      person_id = excluded.person_id, user_type = excluded.user_type, first_name = excluded.first_name,
      last_initial = excluded.last_initial, country_id = excluded.country_id, state = excluded.state,
      graduation_year = excluded.graduation_year, academic_interests = excluded.academic_interests,
      gender = excluded.gender, school_city = excluded.school_city, date_of_birth = excluded.date_of_birth,
      opted_in_at = excluded.opted_in_at, updated_at = now();
  ELSE
    DELETE FROM prospects WHERE guest_id = NEW.id;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER webinar_users_prospects_insert AFTER INSERT ON "webinar_users"
  FOR EACH ROW WHEN (NEW.discoverable_at IS NOT NULL)
  EXECUTE FUNCTION prospects_sync();
--> statement-breakpoint
CREATE TRIGGER webinar_users_prospects_update AFTER UPDATE ON "webinar_users"
  FOR EACH ROW
  WHEN ((
    OLD.discoverable_at, OLD.role, OLD.person_id, OLD.first_name, OLD.last_name, OLD.country_id, OLD.state,
    OLD.graduation_year, OLD.academic_interests, OLD.gender, OLD.school_partner_id, OLD.date_of_birth
  ) IS DISTINCT FROM (
    NEW.discoverable_at, NEW.role, NEW.person_id, NEW.first_name, NEW.last_name, NEW.country_id, NEW.state,
    NEW.graduation_year, NEW.academic_interests, NEW.gender, NEW.school_partner_id, NEW.date_of_birth
  ))
  EXECUTE FUNCTION prospects_sync();
--> statement-breakpoint
-- A connect is an activity of its own kind; the connection it makes has the source "prospect".
ALTER TABLE "activities" DROP CONSTRAINT "activities_kind_check";
--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_kind_check" CHECK ("activities"."kind" in ('registered','waitlisted','cancelled','attended','watched_video','viewed_recording','visit_signup','profile_view','note','call','meeting','email','applied','prospect_connect'));
--> statement-breakpoint
ALTER TABLE "connections" DROP CONSTRAINT "connections_source_check";
--> statement-breakpoint
ALTER TABLE "connections" ADD CONSTRAINT "connections_source_check" CHECK ("connections"."source" in ('webinar','visit','profile_view','added','application','prospect'));
--> statement-breakpoint
CREATE OR REPLACE FUNCTION connection_source_of(p_kind text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN p_kind = 'visit_signup' THEN 'visit'
    WHEN p_kind = 'profile_view' THEN 'profile_view'
    WHEN p_kind IN ('note', 'call', 'meeting', 'email') THEN 'added'
    WHEN p_kind = 'applied' THEN 'application'
    WHEN p_kind = 'prospect_connect' THEN 'prospect'
    ELSE 'webinar'
  END
$$;
--> statement-breakpoint
-- The connected student is told (a guest notification without an application's status).
ALTER TABLE "guest_notifications" DROP CONSTRAINT "guest_notifications_kind_check";
--> statement-breakpoint
ALTER TABLE "guest_notifications" ADD CONSTRAINT "guest_notifications_kind_check" CHECK ("guest_notifications"."kind" in ('application_updated','prospect_connected'));
--> statement-breakpoint
ALTER TABLE "guest_notifications" ALTER COLUMN "status" DROP NOT NULL;
--> statement-breakpoint
-- Invitations of prospects to a University's session: one per prospect and session, mailed once by a job.
CREATE TABLE "prospect_invitations" (
  "id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "prospect_invitations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
  "partner_id" integer NOT NULL REFERENCES "partners"("id") ON DELETE CASCADE,
  "webinar_id" integer NOT NULL REFERENCES "webinars"("id") ON DELETE CASCADE,
  "guest_id" integer NOT NULL REFERENCES "webinar_users"("id") ON DELETE CASCADE,
  "created_by" integer,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "mailed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "prospect_invitations_webinar_guest_key" ON "prospect_invitations" USING btree ("webinar_id", "guest_id");
--> statement-breakpoint
CREATE INDEX "prospect_invitations_unmailed_idx" ON "prospect_invitations" USING btree ("webinar_id", "id") WHERE "mailed_at" IS NULL;
