ALTER TABLE "partners" ADD COLUMN "primary_contact_user_id" integer;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "notified_contact_ids" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "publish_events" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "event_location" text;