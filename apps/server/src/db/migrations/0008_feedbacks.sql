CREATE TABLE "event_feedbacks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "event_feedbacks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"event_id" integer NOT NULL,
	"school_partner_id" integer NOT NULL,
	"university_partner_id" integer NOT NULL,
	"user_id" integer,
	"rating" integer NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_feedbacks_event_id_unique" UNIQUE("event_id"),
	CONSTRAINT "event_feedbacks_rating_check" CHECK ("event_feedbacks"."rating" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "event_feedbacks" ADD CONSTRAINT "event_feedbacks_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_feedbacks" ADD CONSTRAINT "event_feedbacks_school_partner_id_partners_id_fk" FOREIGN KEY ("school_partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_feedbacks" ADD CONSTRAINT "event_feedbacks_university_partner_id_partners_id_fk" FOREIGN KEY ("university_partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_feedbacks" ADD CONSTRAINT "event_feedbacks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_feedbacks_school_idx" ON "event_feedbacks" USING btree ("school_partner_id","created_at");