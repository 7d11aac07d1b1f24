-- Institutions that had connections before plans (issue 26 §1, decision 114). Until migration 0043 every connection
-- showed its email and phone, and the dashboard called an institution's plan free only when it had no paid
-- connection. An institution with a paid connection and no stored connections plan keeps full access: its plan is
-- stored as paid, and its other connections are unlocked as a move to paid unlocks them (decision 105). Without
-- this, the default plan (connections free) would lock its contacts and its new connections on the day of the
-- upgrade. A new database has no institution yet: nothing happens there.
INSERT INTO "partner_plans" ("partner_id", "area", "tier", "changed_by")
SELECT DISTINCT c."partner_id", 'connections', 'paid', 'migration 0047'
FROM "connections" c
JOIN "partners" p ON p."id" = c."partner_id" AND p."institute_type" IN ('University', 'ApplicationClient')
WHERE c."access_tier" = 'paid'
  AND NOT EXISTS (
    SELECT 1 FROM "partner_plans" pp WHERE pp."partner_id" = c."partner_id" AND pp."area" = 'connections'
  );
--> statement-breakpoint
UPDATE "connections" c SET "access_tier" = 'paid', "updated_at" = now()
FROM "partner_plans" pp
WHERE pp."partner_id" = c."partner_id" AND pp."area" = 'connections' AND pp."changed_by" = 'migration 0047'
  AND c."access_tier" <> 'paid';
