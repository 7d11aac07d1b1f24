-- Payments of direct apply (issue 27, decision 115). Programs get their enrolment deposit (major units, like the
-- application fee), its due days after the offer and whether staff may waive the fee or the deposit. A payment is an
-- application's fee or deposit in the currency's minor unit (an integer), made due by the applications' rules; its
-- steps are payment_events, where the provider's event id is unique: a webhook delivered twice records once.
ALTER TABLE "programs" ADD COLUMN "deposit_amount" numeric(12, 2);
--> statement-breakpoint
ALTER TABLE "programs" ADD COLUMN "deposit_due_days" integer;
--> statement-breakpoint
ALTER TABLE "programs" ADD COLUMN "application_fee_waivable" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "programs" ADD COLUMN "deposit_waivable" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
CREATE TABLE "payments" (
  "id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
  "public_token" text NOT NULL,
  "partner_id" integer NOT NULL REFERENCES "partners"("id"),
  "application_id" integer NOT NULL REFERENCES "student_applications"("id"),
  "program_id" integer NOT NULL REFERENCES "programs"("id"),
  "guest_id" integer REFERENCES "webinar_users"("id"),
  "kind" text NOT NULL,
  "amount_minor" bigint NOT NULL,
  "currency" text NOT NULL,
  "status" text DEFAULT 'due' NOT NULL,
  "due_date" date,
  "provider" text,
  "provider_session_id" text,
  "provider_payment_id" text,
  "flagged_at" timestamp with time zone,
  "paid_at" timestamp with time zone,
  "refunded_at" timestamp with time zone,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "payments_kind_check" CHECK ("kind" in ('application_fee','deposit')),
  CONSTRAINT "payments_status_check"
    CHECK ("status" in ('due','pending','paid','failed','refunded','waived','cancelled')),
  CONSTRAINT "payments_amount_check" CHECK ("amount_minor" > 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "payments_public_token_key" ON "payments" ("public_token");
--> statement-breakpoint
CREATE UNIQUE INDEX "payments_application_kind_live_key" ON "payments" ("application_id", "kind")
  WHERE "status" <> 'cancelled';
--> statement-breakpoint
CREATE INDEX "payments_partner_list_idx" ON "payments" ("partner_id", "created_at", "id");
--> statement-breakpoint
CREATE INDEX "payments_guest_idx" ON "payments" ("guest_id");
--> statement-breakpoint
CREATE INDEX "payments_provider_session_idx" ON "payments" ("provider_session_id");
--> statement-breakpoint
CREATE TABLE "payment_events" (
  "id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
  "payment_id" integer NOT NULL REFERENCES "payments"("id"),
  "kind" text NOT NULL,
  "provider_event_id" text,
  "at" timestamp with time zone DEFAULT now() NOT NULL,
  "detail" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "payment_events_provider_event_key" ON "payment_events" ("provider_event_id");
--> statement-breakpoint
CREATE INDEX "payment_events_payment_idx" ON "payment_events" ("payment_id", "at");
