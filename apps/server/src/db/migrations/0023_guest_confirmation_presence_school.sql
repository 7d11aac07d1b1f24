ALTER TABLE "webinar_mail_log" DROP CONSTRAINT "webinar_mail_log_kind_check";--> statement-breakpoint
ALTER TABLE "webinar_registrations" ADD COLUMN "last_presence_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "webinar_users" ADD COLUMN "partner_user_id" integer;--> statement-breakpoint
ALTER TABLE "webinar_users" ADD CONSTRAINT "webinar_users_partner_user_id_users_id_fk" FOREIGN KEY ("partner_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webinar_users" ADD CONSTRAINT "webinar_users_partner_user_id_unique" UNIQUE("partner_user_id");--> statement-breakpoint
ALTER TABLE "webinar_mail_log" ADD CONSTRAINT "webinar_mail_log_kind_check" CHECK ("webinar_mail_log"."kind" in ('confirmation','waitlisted','reminder_24h','reminder_1h','thanks','replay','waitlist_offer'));