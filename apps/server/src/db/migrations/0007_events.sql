CREATE TABLE "event_audits" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "event_audits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"event_id" integer NOT NULL,
	"user_id" integer,
	"from_status" text,
	"to_status" text NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"school_partner_id" integer NOT NULL,
	"university_partner_id" integer NOT NULL,
	"slot_id" integer,
	"event_date" date,
	"start_minute" integer,
	"end_minute" integer,
	"timezone" text,
	"status" text NOT NULL,
	"holds_capacity" integer DEFAULT 0 NOT NULL,
	"note" text,
	"attendees" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"location" text,
	"reason" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "events_status_check" CHECK ("events"."status" in ('requested','pending','confirm','declined','cancel','reschedule')),
	CONSTRAINT "events_holds_capacity_check" CHECK ("events"."holds_capacity" in (0, 1))
);
--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "is_event_auto_accept" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "event_audits" ADD CONSTRAINT "event_audits_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_audits" ADD CONSTRAINT "event_audits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_school_partner_id_partners_id_fk" FOREIGN KEY ("school_partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_university_partner_id_partners_id_fk" FOREIGN KEY ("university_partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_slot_id_availability_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."availability_slots"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_audits_event_idx" ON "event_audits" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "events_school_idx" ON "events" USING btree ("school_partner_id","event_date");--> statement-breakpoint
CREATE INDEX "events_university_idx" ON "events" USING btree ("university_partner_id","event_date");--> statement-breakpoint
CREATE UNIQUE INDEX "events_university_slot_date_key" ON "events" USING btree ("university_partner_id","slot_id","event_date") WHERE "events"."status" in ('pending','confirm','reschedule');