CREATE TABLE "direct_apply_settings" (
	"partner_id" integer NOT NULL,
	"review_days" integer DEFAULT 14 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "direct_apply_settings_partner_id_pk" PRIMARY KEY("partner_id"),
	CONSTRAINT "direct_apply_settings_review_days_check" CHECK ("direct_apply_settings"."review_days" between 1 and 365)
);
--> statement-breakpoint
CREATE TABLE "student_application_comments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "student_application_comments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"application_id" integer NOT NULL,
	"partner_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "student_application_comments_body_check" CHECK (char_length("student_application_comments"."body") between 1 and 2000)
);
--> statement-breakpoint
CREATE TABLE "student_application_documents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "student_application_documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"application_id" integer NOT NULL,
	"partner_id" integer NOT NULL,
	"document_type" text NOT NULL,
	"file_name" text NOT NULL,
	"original_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"uploaded_by" integer,
	"is_university_document" boolean DEFAULT false NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"deleted_at" timestamp with time zone,
	"deleted_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "student_application_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "student_application_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"application_id" integer NOT NULL,
	"partner_id" integer NOT NULL,
	"kind" text NOT NULL,
	"from_value" text,
	"to_value" text,
	"note" text,
	"actor_user_id" integer,
	"actor_kind" text NOT NULL,
	"document_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "student_application_events_actor_check" CHECK ("student_application_events"."actor_kind" in ('staff','applicant','system'))
);
--> statement-breakpoint
CREATE TABLE "student_applications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "student_applications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"partner_id" integer NOT NULL,
	"program_id" integer NOT NULL,
	"intake_round_id" integer,
	"course_id" integer,
	"person_id" integer NOT NULL,
	"webinar_user_id" integer,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"country_id" integer,
	"school_partner_id" integer,
	"school_name" text,
	"personal" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"guardian" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"education" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"academic" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"tests" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'submitted' NOT NULL,
	"result" text,
	"status_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"start_date" date,
	"fee_status" text DEFAULT 'unpaid' NOT NULL,
	"fee_waived" boolean DEFAULT false NOT NULL,
	"is_deposit_paid" boolean,
	"choice" text,
	"is_new" boolean DEFAULT true NOT NULL,
	"document_upload_date" timestamp with time zone,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower(first_name || ' ' || last_name || ' ' || email || ' ' || coalesce(school_name, ''))) STORED,
	CONSTRAINT "student_applications_status_check" CHECK ("student_applications"."status" in ('submitted','in_review','decided','completed','withdrawn')),
	CONSTRAINT "student_applications_result_check" CHECK ("student_applications"."result" is null or "student_applications"."result" in ('admitted','conditional_offer','waitlisted','rejected')),
	CONSTRAINT "student_applications_fee_status_check" CHECK ("student_applications"."fee_status" in ('paid','unpaid','waived')),
	CONSTRAINT "student_applications_choice_check" CHECK ("student_applications"."choice" is null or "student_applications"."choice" in ('firm','insurance','declined'))
);
--> statement-breakpoint
CREATE TABLE "program_courses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "program_courses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"program_id" integer NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "program_files" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "program_files_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"program_id" integer NOT NULL,
	"kind" text NOT NULL,
	"file_name" text NOT NULL,
	"original_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "program_files_kind_check" CHECK ("program_files"."kind" in ('brochure','banner'))
);
--> statement-breakpoint
CREATE TABLE "program_intake_rounds" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "program_intake_rounds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"program_id" integer NOT NULL,
	"name" text NOT NULL,
	"start_date" date,
	"opening_date" date,
	"deadline" date,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "program_intake_rounds_dates_check" CHECK ("program_intake_rounds"."opening_date" is null or "program_intake_rounds"."deadline" is null or "program_intake_rounds"."opening_date" <= "program_intake_rounds"."deadline")
);
--> statement-breakpoint
CREATE TABLE "programs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "programs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"partner_id" integer NOT NULL,
	"university_id" integer NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"program_type" text,
	"currency" text,
	"min_cost" numeric(12, 2),
	"max_cost" numeric(12, 2),
	"application_fee" numeric(10, 2),
	"description" text,
	"content" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"tests" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"required_documents" text[] DEFAULT '{}'::text[] NOT NULL,
	"additional_requirements" text,
	"copied_from_id" integer,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "programs_status_check" CHECK ("programs"."status" in ('declined','active','inactive','pending_review','draft')),
	CONSTRAINT "programs_cost_check" CHECK ("programs"."min_cost" is null or "programs"."max_cost" is null or "programs"."min_cost" <= "programs"."max_cost"),
	CONSTRAINT "programs_description_check" CHECK (char_length("programs"."description") <= 250)
);
--> statement-breakpoint
ALTER TABLE "connections" DROP CONSTRAINT "connections_source_check";--> statement-breakpoint
ALTER TABLE "activities" DROP CONSTRAINT "activities_kind_check";--> statement-breakpoint
ALTER TABLE "direct_apply_settings" ADD CONSTRAINT "direct_apply_settings_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_application_comments" ADD CONSTRAINT "student_application_comments_application_id_student_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."student_applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_application_comments" ADD CONSTRAINT "student_application_comments_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_application_comments" ADD CONSTRAINT "student_application_comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_application_documents" ADD CONSTRAINT "student_application_documents_application_id_student_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."student_applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_application_documents" ADD CONSTRAINT "student_application_documents_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_application_documents" ADD CONSTRAINT "student_application_documents_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_application_documents" ADD CONSTRAINT "student_application_documents_deleted_by_users_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_application_events" ADD CONSTRAINT "student_application_events_application_id_student_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."student_applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_application_events" ADD CONSTRAINT "student_application_events_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_application_events" ADD CONSTRAINT "student_application_events_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_application_events" ADD CONSTRAINT "student_application_events_document_id_student_application_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."student_application_documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_applications" ADD CONSTRAINT "student_applications_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_applications" ADD CONSTRAINT "student_applications_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_applications" ADD CONSTRAINT "student_applications_intake_round_id_program_intake_rounds_id_fk" FOREIGN KEY ("intake_round_id") REFERENCES "public"."program_intake_rounds"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_applications" ADD CONSTRAINT "student_applications_course_id_program_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."program_courses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_applications" ADD CONSTRAINT "student_applications_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_applications" ADD CONSTRAINT "student_applications_webinar_user_id_webinar_users_id_fk" FOREIGN KEY ("webinar_user_id") REFERENCES "public"."webinar_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_applications" ADD CONSTRAINT "student_applications_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_applications" ADD CONSTRAINT "student_applications_school_partner_id_partners_id_fk" FOREIGN KEY ("school_partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_courses" ADD CONSTRAINT "program_courses_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_files" ADD CONSTRAINT "program_files_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_intake_rounds" ADD CONSTRAINT "program_intake_rounds_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "programs" ADD CONSTRAINT "programs_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "programs" ADD CONSTRAINT "programs_university_id_partners_id_fk" FOREIGN KEY ("university_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "programs" ADD CONSTRAINT "programs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "programs" ADD CONSTRAINT "programs_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "student_application_comments_application_idx" ON "student_application_comments" USING btree ("application_id","created_at");--> statement-breakpoint
CREATE INDEX "student_application_documents_application_idx" ON "student_application_documents" USING btree ("application_id","created_at");--> statement-breakpoint
CREATE INDEX "student_application_events_application_idx" ON "student_application_events" USING btree ("application_id","created_at","id");--> statement-breakpoint
CREATE INDEX "student_applications_partner_submitted_idx" ON "student_applications" USING btree ("partner_id","submitted_at","id");--> statement-breakpoint
CREATE INDEX "student_applications_partner_start_idx" ON "student_applications" USING btree ("partner_id","start_date","id");--> statement-breakpoint
CREATE INDEX "student_applications_partner_status_idx" ON "student_applications" USING btree ("partner_id","status","id");--> statement-breakpoint
CREATE INDEX "student_applications_program_idx" ON "student_applications" USING btree ("program_id");--> statement-breakpoint
CREATE INDEX "student_applications_person_idx" ON "student_applications" USING btree ("person_id");--> statement-breakpoint
CREATE INDEX "student_applications_school_idx" ON "student_applications" USING btree ("school_partner_id");--> statement-breakpoint
CREATE INDEX "student_applications_search_idx" ON "student_applications" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "program_courses_program_name_key" ON "program_courses" USING btree ("program_id",lower("name"));--> statement-breakpoint
CREATE INDEX "program_files_program_idx" ON "program_files" USING btree ("program_id","kind","position");--> statement-breakpoint
CREATE INDEX "program_intake_rounds_program_idx" ON "program_intake_rounds" USING btree ("program_id","position");--> statement-breakpoint
CREATE INDEX "programs_partner_list_idx" ON "programs" USING btree ("partner_id","id") WHERE "programs"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "programs_university_idx" ON "programs" USING btree ("university_id","status") WHERE "programs"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "programs_copied_from_idx" ON "programs" USING btree ("copied_from_id");--> statement-breakpoint
ALTER TABLE "connections" ADD CONSTRAINT "connections_source_check" CHECK ("connections"."source" in ('webinar','visit','profile_view','added','application'));--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_kind_check" CHECK ("activities"."kind" in ('registered','waitlisted','cancelled','attended','watched_video','viewed_recording','visit_signup','profile_view','note','call','meeting','email','applied'));--> statement-breakpoint
-- A connection that first came by applying to one of the institution's programs (issue 13 §3).
CREATE OR REPLACE FUNCTION connection_source_of(p_kind text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN p_kind = 'visit_signup' THEN 'visit'
    WHEN p_kind = 'profile_view' THEN 'profile_view'
    WHEN p_kind IN ('note', 'call', 'meeting', 'email') THEN 'added'
    WHEN p_kind = 'applied' THEN 'application'
    ELSE 'webinar'
  END
$$;
