CREATE TABLE "event_views" (
	"event_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"seen_at" timestamp with time zone NOT NULL,
	CONSTRAINT "event_views_user_id_event_id_pk" PRIMARY KEY("user_id","event_id")
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "school_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "university_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "event_views" ADD CONSTRAINT "event_views_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_views" ADD CONSTRAINT "event_views_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Each side's last change so far, from the audit trail (creating a visit is the university's).
UPDATE "events" e SET "university_changed_at" = coalesce(
  (SELECT max(a."created_at") FROM "event_audits" a JOIN "users" u ON u."id" = a."user_id" JOIN "partners" p ON p."id" = u."partner_id"
    WHERE a."event_id" = e."id" AND p."institute_type" <> 'School'),
  e."created_at");--> statement-breakpoint
UPDATE "events" e SET "school_changed_at" =
  (SELECT max(a."created_at") FROM "event_audits" a JOIN "users" u ON u."id" = a."user_id" JOIN "partners" p ON p."id" = u."partner_id"
    WHERE a."event_id" = e."id" AND p."institute_type" = 'School');
