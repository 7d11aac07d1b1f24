CREATE TABLE "webinar_mail_log" (
	"registration_id" integer NOT NULL,
	"kind" text NOT NULL,
	"outbox_id" integer,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "webinar_mail_log_pkey" PRIMARY KEY("registration_id","kind"),
	CONSTRAINT "webinar_mail_log_kind_check" CHECK ("webinar_mail_log"."kind" in ('reminder_24h','reminder_1h','thanks','replay','waitlist_offer'))
);
--> statement-breakpoint
ALTER TABLE "webinar_mail_log" ADD CONSTRAINT "webinar_mail_log_registration_id_webinar_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."webinar_registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webinar_mail_log" ADD CONSTRAINT "webinar_mail_log_outbox_id_outbox_id_fk" FOREIGN KEY ("outbox_id") REFERENCES "public"."outbox"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "webinar_mail_log_sent_idx" ON "webinar_mail_log" USING btree ("sent_at");