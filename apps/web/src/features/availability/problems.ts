import { CAPACITY_MAX, CAPACITY_MIN, MAX_SLOTS_PER_REQUEST, SLOT_MESSAGES } from "@quad/contract/rules/availability";
import { MESSAGES } from "@quad/contract/rules/messages";

/** Problems on the availability forms: codes the screen translates, from rules and from server texts. */

export const PROBLEM_CODES = [
  "required",
  "chooseDay",
  "atLeastOne",
  "atMost",
  "timeToBeforeFrom",
  "minDuration",
  "duplicate",
  "overlap",
  "overlapAt",
  "capacity",
  "capacityInteger",
  "endBeforeStart",
  "pastDate",
  "server",
] as const;
export type ProblemCode = (typeof PROBLEM_CODES)[number];

/** A form problem: an i18n code (`errors.<code>` in the availability namespace) and its values. */
export interface Problem {
  code: ProblemCode;
  values?: Record<string, string | number>;
}
export type Problems = Record<string, Problem>;

const CHOOSE_DAY = "Choose at least one day";
export const problem = (code: ProblemCode, values?: Problem["values"]): Problem =>
  values ? { code, values } : { code };
const capacityProblem = () => problem("capacity", { min: CAPACITY_MIN, max: CAPACITY_MAX });

/** The problem code of a rule text the contract or the server uses; anything else is a raw server text. */
export function problemFromMessage(text: string): Problem {
  if (text === MESSAGES.required) return { code: "required" };
  if (text === CHOOSE_DAY) return { code: "chooseDay" };
  if (text === SLOT_MESSAGES.capacity) return capacityProblem();
  if (text === SLOT_MESSAGES.atMost) return problem("atMost", { max: MAX_SLOTS_PER_REQUEST });
  for (const [code, message] of Object.entries(SLOT_MESSAGES)) {
    if (message === text) return { code: code as ProblemCode };
  }
  return { code: "server", values: { text } };
}
