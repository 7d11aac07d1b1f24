/**
 * Changes to connections (spec 2 §7): list state, lead category and next step, one or many; badges seen;
 * a guardian's consent; a withdrawn consent. Every path is under /api/v1/partners/.
 */
import { z } from "zod";
import { BULK_IDS_MAX, CONSENT_METHODS, NEXT_STEPS } from "../rules/connection-privacy.ts";
import { CONNECTION_USER_TYPES, LIST_STATES } from "../rules/connections.ts";
import { idField, optionalText, requiredText } from "./common.ts";
import { blankToUndefined } from "./connections.ts";

const changeFields = {
  /** null takes the connection off every list. */
  list_state: z.enum(LIST_STATES).nullable().optional(),
  lead_category_id: z.preprocess((v) => (v === "" ? null : v), idField().nullable().optional()),
  next_step: z.enum(NEXT_STEPS).nullable().optional(),
};
const someChange = (v: Record<string, unknown>) =>
  v.list_state !== undefined || v.lead_category_id !== undefined || v.next_step !== undefined;
const SOME_CHANGE = { message: "Choose a list state, lead category or next step", path: ["list_state"] };

/** PUT connections/{id} — list state (history kept), lead category, next step; what is left out stays. */
export const UpdateConnectionInputSchema = z.object(changeFields).refine(someChange, SOME_CHANGE);
export type UpdateConnectionInput = z.infer<typeof UpdateConnectionInputSchema>;

const idsField = z
  .array(idField())
  .min(1, "Choose at least one connection")
  .max(BULK_IDS_MAX, `at most ${BULK_IDS_MAX}`);
/** PUT connections/bulk_update — the same change on many; ids not of this institution are skipped. */
export const BulkUpdateConnectionsInputSchema = z
  .object({ ids: idsField, ...changeFields })
  .refine(someChange, SOME_CHANGE);
export type BulkUpdateConnectionsInput = z.infer<typeof BulkUpdateConnectionsInputSchema>;
/** How many connections a bulk call changed. */
export const UpdatedCountResponseSchema = z.object({ updated: z.number() });

/** PUT connections/update_listing_badge — the rows seen: their New and Updated badges clear. */
export const UpdateListingBadgeInputSchema = z.object({ ids: idsField });

/** GET connections/hidden_counts — connections not seen since they came or changed (decision 042). */
export const HiddenCountsQuerySchema = z.object({
  user_type: z.preprocess(blankToUndefined, z.enum(["all", ...CONNECTION_USER_TYPES]).default("all")),
});
export const HiddenCountsResponseSchema = z.object({ user_connection_count: z.number() });

/** PUT connections/{id}/guardian_consent — staff record a guardian's consent: who gave it and how (decision 043). */
export const GuardianConsentInputSchema = z.object({
  /** The guardian's name. */
  given_by: requiredText(200),
  method: z.enum(CONSENT_METHODS),
});
export type GuardianConsentInput = z.infer<typeof GuardianConsentInputSchema>;

/** PUT connections/{id}/disconnect — the person withdrew consent: the connection leaves every list and export. */
export const DisconnectInputSchema = z.object({ reason: optionalText(500) });
