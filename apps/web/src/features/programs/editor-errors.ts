/**
 * Where the program editor shows a problem: the tab of each field, the counts on the tabs, the file slots, the
 * label of a row's field in a summary, and the i18n key of the program rules' messages.
 */
import { PROGRAM_MESSAGES } from "@quad/contract/rules/program";

/* ---------------------------------------------------------------- tabs and where errors go */

export const PROGRAM_TABS = ["information", "tests", "content", "courses", "requirements"] as const;
export type ProgramTab = (typeof PROGRAM_TABS)[number];

/** File fields: their errors show on the upload slots, not on form inputs. */
export const FILE_FIELDS = ["brochure", "banners", "remove_file_ids", "reuse_file_ids"] as const;

/** The tab that shows a field (a server error's key: "min_cost", "intake_rounds.1.deadline", "tests.0.test"). */
export function tabOfField(field: string): ProgramTab {
  const root = field.split(".")[0] ?? field;
  if (root === "tests") return "tests";
  if (root === "content") return "content";
  if (root === "courses") return "courses";
  if (root === "required_documents" || root === "additional_requirements") return "requirements";
  return "information";
}

/** How many errors each tab holds (its badge). */
export function errorsByTab(errors: Record<string, unknown>): Record<ProgramTab, number> {
  const out = Object.fromEntries(PROGRAM_TABS.map((t) => [t, 0])) as Record<ProgramTab, number>;
  for (const [field, value] of Object.entries(errors)) if (value) out[tabOfField(field)] += 1;
  return out;
}

/** The first tab with an error, in the tabs' order (opened after a refused save). */
export function firstTabWithError(errors: Record<string, unknown>): ProgramTab | null {
  const counts = errorsByTab(errors);
  return PROGRAM_TABS.find((t) => counts[t] > 0) ?? null;
}

/** A 422's field errors split into the form's, the file slots' and the rest (shown in the summary only). */
export function placeServerErrors(errors: Record<string, string>): {
  form: Record<string, string>;
  files: Record<string, string>;
} {
  const form: Record<string, string> = {};
  const files: Record<string, string> = {};
  for (const [field, message] of Object.entries(errors)) {
    if ((FILE_FIELDS as readonly string[]).includes(field))
      files[field === "remove_file_ids" ? "banners" : field] = message;
    else form[field] = message;
  }
  return { form, files };
}

/**
 * A field's label in a summary line: its key under `fields.` and, inside a list, the row's number
 * ("intake_rounds.1.deadline" -> { key: "fields.deadline", row: 2, list: "intake_rounds" }).
 */
export function fieldLabelRef(field: string): { key: string; row?: number; list?: string } {
  const m = /^(intake_rounds|tests|content|courses)\.(\d+)\.(\w+)$/.exec(field);
  if (m) return { key: `fields.${m[1]}_${m[3]}`, row: Number(m[2]) + 1, list: m[1] };
  const root = field.split(".")[0] ?? field;
  return { key: `fields.${root}` };
}

/** The i18n key of a program rule's message (rules/program.ts), with its values; null for other texts. */
export function programMessageKey(text: string): { key: string; values: Record<string, string> } | null {
  for (const [name, value] of Object.entries(PROGRAM_MESSAGES)) {
    if (typeof value === "string" && value === text) return { key: `messages.${name}`, values: {} };
  }
  const banners = /^at most (\d+) banners$/.exec(text);
  if (banners) return { key: "messages.tooManyBanners", values: { max: banners[1] ?? "" } };
  const brochures = /^at most (\d+) brochures?$/.exec(text);
  if (brochures) return { key: "messages.tooManyBrochures", values: { max: brochures[1] ?? "" } };
  return null;
}
