-- An institution's plan (issue 26 §1, decision 104): per area a tier; an area without a row has the default tier
-- (connections free, prospect-and-engage and insights on no_access).
CREATE TABLE "partner_plans" (
  "partner_id" integer NOT NULL REFERENCES "partners"("id") ON DELETE CASCADE,
  "area" text NOT NULL,
  "tier" text NOT NULL,
  "changed_at" timestamp with time zone DEFAULT now() NOT NULL,
  "changed_by" text NOT NULL,
  CONSTRAINT "partner_plans_partner_id_area_pk" PRIMARY KEY ("partner_id", "area"),
  CONSTRAINT "partner_plans_area_check" CHECK ("area" in ('connections','prospect_engage','insights')),
  CONSTRAINT "partner_plans_tier_check" CHECK ("tier" in ('no_access','paid','free'))
);
