CREATE TABLE "availabilities" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "availabilities_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"partner_id" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"is_bulk_upload" boolean DEFAULT false NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "availabilities_dates_check" CHECK ("availabilities"."end_date" >= "availabilities"."start_date")
);
--> statement-breakpoint
CREATE TABLE "availability_slots" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "availability_slots_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"availability_id" integer NOT NULL,
	"partner_id" integer NOT NULL,
	"day" integer NOT NULL,
	"start_minute" integer NOT NULL,
	"end_minute" integer NOT NULL,
	"capacity" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	CONSTRAINT "availability_slots_day_check" CHECK ("availability_slots"."day" between 1 and 7),
	CONSTRAINT "availability_slots_minutes_check" CHECK ("availability_slots"."start_minute" >= 0 and "availability_slots"."end_minute" <= 1440 and "availability_slots"."end_minute" - "availability_slots"."start_minute" >= 10),
	CONSTRAINT "availability_slots_capacity_check" CHECK ("availability_slots"."capacity" between 1 and 20)
);
--> statement-breakpoint
CREATE TABLE "slot_bookings" (
	"slot_id" integer NOT NULL,
	"event_date" date NOT NULL,
	"booked" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "slot_bookings_slot_id_event_date_pk" PRIMARY KEY("slot_id","event_date"),
	CONSTRAINT "slot_bookings_booked_check" CHECK ("slot_bookings"."booked" >= 0)
);
--> statement-breakpoint
ALTER TABLE "availabilities" ADD CONSTRAINT "availabilities_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "availabilities" ADD CONSTRAINT "availabilities_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "availability_slots" ADD CONSTRAINT "availability_slots_availability_id_availabilities_id_fk" FOREIGN KEY ("availability_id") REFERENCES "public"."availabilities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "availability_slots" ADD CONSTRAINT "availability_slots_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_bookings" ADD CONSTRAINT "slot_bookings_slot_id_availability_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."availability_slots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "availability_slots_partner_idx" ON "availability_slots" USING btree ("partner_id","day");