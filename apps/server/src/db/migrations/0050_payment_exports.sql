-- The staff's payments CSV as a background job (decision 115, amended): each asked-for CSV is a row, preparing until
-- the payment-export job has written its file (file_key) and marked it ready, or failed after the job's retries.
CREATE TABLE "payment_exports" (
  "id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
  "partner_id" integer NOT NULL REFERENCES "partners"("id"),
  "user_id" integer NOT NULL REFERENCES "users"("id"),
  "filters" jsonb DEFAULT '{}'::jsonb NOT NULL,
  "status" text DEFAULT 'preparing' NOT NULL,
  "expected_rows" integer NOT NULL,
  "rows_written" integer,
  "file_key" text,
  "requested_at" timestamp with time zone DEFAULT now() NOT NULL,
  "finished_at" timestamp with time zone,
  CONSTRAINT "payment_exports_status_check" CHECK ("status" in ('preparing','ready','failed'))
);
--> statement-breakpoint
CREATE INDEX "payment_exports_partner_idx" ON "payment_exports" ("partner_id", "requested_at");
