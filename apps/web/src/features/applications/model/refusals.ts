/** The server's refusals (409, 422) as translation keys. */
import { type ApplicationStatus, STATUS_LABELS } from "@quad/contract/rules/application";

export interface TextRef {
  key: string;
  values?: Record<string, string>;
}

const STATUS_BY_TEXT = new Map(
  (Object.entries(STATUS_LABELS) as [ApplicationStatus, string][]).map(([code, label]) => [label.toLowerCase(), code]),
);

/** The refusals of rules/application.ts and the documents' service, with the status they name (if any). */
const REFUSALS: { re: RegExp; key: string; status?: boolean; vars?: string[] }[] = [
  { re: /^Only a submitted application can go into review; this one is (.+)$/, key: "onlySubmitted", status: true },
  { re: /^A result is chosen during review; this application is (.+)$/, key: "resultDuringReview", status: true },
  { re: /^The deposit is paid: the result can no longer change$/, key: "depositPaidResult" },
  { re: /^Only a decided application can be completed; this one is (.+)$/, key: "onlyDecided", status: true },
  { re: /^Only an application not yet decided can be withdrawn; this one is (.+)$/, key: "withdrawn", status: true },
  { re: /^A deposit is set only on an offer/, key: "depositOffer" },
  { re: /^A deposit is set once decided; this application is (.+)$/, key: "depositDecided", status: true },
  { re: /^A UCAS choice is made once decided; this application is (.+)$/, key: "choiceDecided", status: true },
  { re: /^Firm and insurance choices are made on an offer/, key: "choiceOffer" },
  { re: /^The application was withdrawn: its fee no longer changes$/, key: "feeWithdrawn" },
  { re: /^Choose a result to decide the application$/, key: "chooseResult" },
  { re: /^An application cannot go back to submitted; this one is (.+)$/, key: "backToSubmitted", status: true },
  { re: /^Document \d+ is the applicant's own/, key: "applicantDocument" },
  { re: /^Application (\d+) not found$/, key: "notFound", vars: ["id"] },
  { re: /^You have already applied to this program$/, key: "alreadyApplied" },
  { re: /^Applications for (.+) are not open today$/, key: "roundClosed", vars: ["round"] },
  { re: /^Only students apply to programs$/, key: "studentsOnly" },
];

/**
 * A server refusal (409 or 422 text) as a translation key under `refusals.` with its values (`status` is a status
 * code for the component to translate); null for a text the app does not know (shown as it came).
 */
export function refusalKey(message: string): (TextRef & { status?: ApplicationStatus }) | null {
  for (const r of REFUSALS) {
    const m = r.re.exec(message);
    if (!m) continue;
    if (r.status) {
      const status = STATUS_BY_TEXT.get(m[1] ?? "");
      return status ? { key: `refusals.${r.key}`, status } : null;
    }
    const values = Object.fromEntries((r.vars ?? []).map((v, i) => [v, m[i + 1] ?? ""]));
    return { key: `refusals.${r.key}`, ...(r.vars ? { values } : {}) };
  }
  return null;
}

/** The text of an API failure body: 409 `{ error }`, 422 `{ errors: { field: message } }` (first field). */
export function failureText(body: unknown): string | null {
  if (typeof body !== "object" || body === null) return null;
  const b = body as { error?: unknown; errors?: unknown };
  if (typeof b.error === "string" && b.error) return b.error;
  if (typeof b.errors === "object" && b.errors !== null) {
    for (const value of Object.values(b.errors as Record<string, unknown>)) {
      const text = Array.isArray(value) ? value[0] : value;
      if (typeof text === "string" && text) return text;
    }
  }
  return null;
}
