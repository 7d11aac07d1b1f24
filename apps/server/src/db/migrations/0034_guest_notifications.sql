CREATE TABLE "guest_notifications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "guest_notifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"webinar_user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"application_id" integer,
	"program_name" text NOT NULL,
	"institution_name" text NOT NULL,
	"status" text NOT NULL,
	"result" text,
	"is_read" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guest_notifications_kind_check" CHECK ("guest_notifications"."kind" in ('application_updated'))
);
--> statement-breakpoint
ALTER TABLE "guest_notifications" ADD CONSTRAINT "guest_notifications_webinar_user_id_webinar_users_id_fk" FOREIGN KEY ("webinar_user_id") REFERENCES "public"."webinar_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_notifications" ADD CONSTRAINT "guest_notifications_application_id_student_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."student_applications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "guest_notifications_user_created_idx" ON "guest_notifications" USING btree ("webinar_user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "guest_notifications_user_unread_idx" ON "guest_notifications" USING btree ("webinar_user_id") WHERE "guest_notifications"."is_read" = false;