CREATE TABLE "user_onboardings" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"step" integer DEFAULT 1 NOT NULL,
	"completed" boolean DEFAULT false NOT NULL,
	"data" jsonb DEFAULT '{"goals":[],"region_ids":[],"graduation_years":[]}'::jsonb NOT NULL,
	"final_steps" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_onboardings" ADD CONSTRAINT "user_onboardings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;