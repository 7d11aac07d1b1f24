CREATE TABLE "webinar_registrations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "webinar_registrations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"webinar_id" integer NOT NULL,
	"partner_id" integer NOT NULL,
	"webinar_user_id" integer NOT NULL,
	"is_attending" boolean DEFAULT true NOT NULL,
	"is_video_watched" boolean DEFAULT false NOT NULL,
	"source" text DEFAULT 'online' NOT NULL,
	"registered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attended_at" timestamp with time zone,
	"check_in_method" text,
	"checked_in_by" integer,
	CONSTRAINT "webinar_registrations_webinar_user_key" UNIQUE("webinar_id","webinar_user_id"),
	CONSTRAINT "webinar_registrations_source_check" CHECK ("webinar_registrations"."source" in ('online','walk_in')),
	CONSTRAINT "webinar_registrations_method_check" CHECK ("webinar_registrations"."check_in_method" is null or "webinar_registrations"."check_in_method" in ('qr','manual','walk_in')),
	CONSTRAINT "webinar_registrations_attended_check" CHECK (("webinar_registrations"."attended_at" is null) = ("webinar_registrations"."check_in_method" is null))
);
--> statement-breakpoint
CREATE TABLE "webinar_users" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "webinar_users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"role" text DEFAULT 'student' NOT NULL,
	"school_partner_id" integer,
	"institute_name" text,
	"graduation_year" integer,
	"date_of_birth" date,
	"country_id" integer,
	"state" text,
	"city" text,
	"postal_code" text,
	"phone" text,
	"locale" text DEFAULT 'en-US' NOT NULL,
	"required_fields_filled" boolean DEFAULT false NOT NULL,
	"password_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "webinar_users_role_check" CHECK ("webinar_users"."role" in ('student','parent','counselor')),
	CONSTRAINT "webinar_users_locale_check" CHECK ("webinar_users"."locale" in ('en-US','zh-CN'))
);
--> statement-breakpoint
CREATE TABLE "webinars" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "webinars_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"partner_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"timezone" text NOT NULL,
	"is_in_person" boolean DEFAULT false NOT NULL,
	"location" text,
	"join_url" text,
	"is_recording_available" boolean DEFAULT false NOT NULL,
	"is_slido_embed" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'published' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "webinars_id_partner_key" UNIQUE("id","partner_id"),
	CONSTRAINT "webinars_time_check" CHECK ("webinars"."end_time" > "webinars"."start_time"),
	CONSTRAINT "webinars_status_check" CHECK ("webinars"."status" in ('draft','published','cancelled'))
);
--> statement-breakpoint
ALTER TABLE "webinar_registrations" ADD CONSTRAINT "webinar_registrations_webinar_user_id_webinar_users_id_fk" FOREIGN KEY ("webinar_user_id") REFERENCES "public"."webinar_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webinar_registrations" ADD CONSTRAINT "webinar_registrations_checked_in_by_users_id_fk" FOREIGN KEY ("checked_in_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webinar_registrations" ADD CONSTRAINT "webinar_registrations_webinar_partner_fk" FOREIGN KEY ("webinar_id","partner_id") REFERENCES "public"."webinars"("id","partner_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webinar_users" ADD CONSTRAINT "webinar_users_school_partner_id_partners_id_fk" FOREIGN KEY ("school_partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webinar_users" ADD CONSTRAINT "webinar_users_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webinars" ADD CONSTRAINT "webinars_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webinars" ADD CONSTRAINT "webinars_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "webinar_registrations_webinar_idx" ON "webinar_registrations" USING btree ("webinar_id","registered_at","id");--> statement-breakpoint
CREATE INDEX "webinar_registrations_user_idx" ON "webinar_registrations" USING btree ("webinar_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "webinar_users_email_key" ON "webinar_users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "webinar_users_school_idx" ON "webinar_users" USING btree ("school_partner_id");--> statement-breakpoint
CREATE INDEX "webinars_partner_start_idx" ON "webinars" USING btree ("partner_id","start_time");