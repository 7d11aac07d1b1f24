/**
 * The program editor's form (spec 3 §3 Program, §5, §9; decision 051): values <-> the API and the checks made before
 * sending. Where errors show: editor-errors.ts; files: uploads-model.ts.
 */
import type { Program } from "@quad/contract/api/programs";
import { DESCRIPTION_MAX } from "@quad/contract/rules/constants";
import { MESSAGES } from "@quad/contract/rules/messages";
import {
  MAX_INTAKE_ROUNDS,
  PROGRAM_MESSAGES,
  PROGRAM_NAME_MAX,
  parseCost,
  programConsistency,
} from "@quad/contract/rules/program";
import dayjs from "dayjs";
import { formatDate } from "../../lib/dates";

/* ---------------------------------------------------------------- values */

export interface RoundValues {
  /** A stable key for the row (React); rows of the saved program also carry their id. */
  key: string;
  id: number | null;
  name: string;
  start_date: string | null;
  opening_date: string | null;
  deadline: string | null;
}
export interface TestValues {
  key: string;
  test: string;
  min_score: string;
}
export interface SectionValues {
  key: string;
  title: string;
  body: string;
}
export interface CourseValues {
  key: string;
  id: number | null;
  name: string;
}

export interface ProgramFormValues {
  name: string;
  /** The university's id as text ("" until chosen). */
  university_id: string;
  program_type: string | null;
  currency: string | null;
  /** Costs as typed: "12,500.00" is fine (commas are stripped when sent). */
  min_cost: string;
  max_cost: string;
  application_fee: string;
  /** The enrolment deposit an offer asks (issue 27), as typed, and the days after the offer it is due ("" none). */
  deposit_amount: string;
  deposit_due_days: string;
  application_fee_waivable: boolean;
  deposit_waivable: boolean;
  description: string;
  intake_rounds: RoundValues[];
  tests: TestValues[];
  content: SectionValues[];
  courses: CourseValues[];
  required_documents: string[];
  additional_requirements: string;
}

/** The contract's bound of a deposit's due days (programs' deposit_due_days). */
export const DEPOSIT_DUE_DAYS_MAX = 365;

let sequence = 0;
/** A key for a new row of a list editor. */
export function rowKey(): string {
  sequence += 1;
  return `row-${sequence}`;
}

export function emptyRound(): RoundValues {
  return { key: rowKey(), id: null, name: "", start_date: null, opening_date: null, deadline: null };
}

export function emptyProgramValues(universityId: number | null = null): ProgramFormValues {
  return {
    name: "",
    university_id: universityId ? String(universityId) : "",
    program_type: null,
    currency: null,
    min_cost: "",
    max_cost: "",
    application_fee: "",
    deposit_amount: "",
    deposit_due_days: "",
    application_fee_waivable: false,
    deposit_waivable: false,
    description: "",
    // No round until one is added: a draft with only a name saves.
    intake_rounds: [],
    tests: [],
    content: [],
    courses: [],
    required_documents: [],
    additional_requirements: "",
  };
}

/**
 * A cost as the input shows it on load: the plain amount, without thousands separators (spec 3 §3 "commas stripped
 * on load"), cents kept when there are any: 12500 -> "12500", 12500.5 -> "12500.50"; none -> "".
 */
export function costInputValue(value: number | string | null | undefined): string {
  if (value === null || value === undefined || value === "") return "";
  const n = typeof value === "number" ? value : Number(String(value).replaceAll(",", ""));
  if (!Number.isFinite(n)) return "";
  return Number.isInteger(n) ? String(n) : n.toFixed(2);
}

/** The form's values of a saved program. */
export function programFormValues(p: Program): ProgramFormValues {
  return {
    name: p.name,
    university_id: String(p.university.id),
    program_type: p.program_type,
    currency: p.currency,
    min_cost: costInputValue(p.min_cost),
    max_cost: costInputValue(p.max_cost),
    application_fee: costInputValue(p.application_fee),
    deposit_amount: costInputValue(p.deposit_amount),
    deposit_due_days: p.deposit_due_days === null ? "" : String(p.deposit_due_days),
    application_fee_waivable: p.application_fee_waivable,
    deposit_waivable: p.deposit_waivable,
    description: p.description ?? "",
    intake_rounds: p.intake_rounds.map((r) => ({
      key: rowKey(),
      id: r.id,
      name: r.name,
      start_date: r.start_date,
      opening_date: r.opening_date,
      deadline: r.deadline,
    })),
    tests: p.tests.map((x) => ({ key: rowKey(), test: x.test, min_score: x.min_score ?? "" })),
    content: p.content.map((s) => ({ key: rowKey(), title: s.title, body: s.body })),
    courses: p.courses.map((c) => ({ key: rowKey(), id: c.id, name: c.name })),
    required_documents: [...p.required_documents],
    additional_requirements: p.additional_requirements ?? "",
  };
}

/** The text fields of POST programs / PUT programs/{id} (multipart): lists as their JSON text, blanks clear. */
export function programFields(v: ProgramFormValues): Record<string, string> {
  const withId = (id: number | null) => (id === null ? {} : { id });
  return {
    name: v.name.trim(),
    ...(v.university_id ? { university_id: v.university_id } : {}),
    program_type: v.program_type ?? "",
    currency: v.currency ?? "",
    min_cost: v.min_cost.trim(),
    max_cost: v.max_cost.trim(),
    application_fee: v.application_fee.trim(),
    deposit_amount: v.deposit_amount.trim(),
    deposit_due_days: v.deposit_due_days.trim(),
    application_fee_waivable: String(v.application_fee_waivable),
    deposit_waivable: String(v.deposit_waivable),
    description: v.description.trim(),
    additional_requirements: v.additional_requirements.trim(),
    intake_rounds: JSON.stringify(
      v.intake_rounds.map((r) => ({
        ...withId(r.id),
        name: r.name.trim(),
        start_date: r.start_date || null,
        opening_date: r.opening_date || null,
        deadline: r.deadline || null,
      })),
    ),
    tests: JSON.stringify(v.tests.map((x) => ({ test: x.test.trim(), min_score: x.min_score.trim() }))),
    content: JSON.stringify(v.content.map((s) => ({ title: s.title.trim(), body: s.body }))),
    courses: JSON.stringify(v.courses.map((c) => ({ ...withId(c.id), name: c.name.trim() }))),
    required_documents: JSON.stringify(v.required_documents),
  };
}

/* ---------------------------------------------------------------- checks before sending */

const costError = (text: string): string | null =>
  Number.isNaN(parseCost(text)) ? PROGRAM_MESSAGES.invalidCost : null;

/** The deposit's due days as the contract checks them: blank, or a whole number from 0 to 365. */
export function dueDaysProblem(text: string): string | null {
  const value = text.trim();
  if (!value) return null;
  if (!/^\d+$/.test(value)) return MESSAGES.notInteger;
  return Number(value) > DEPOSIT_DUE_DAYS_MAX ? MESSAGES.range(0, DEPOSIT_DUE_DAYS_MAX) : null;
}

/**
 * What the form can tell before sending, in the server's words (so one translation serves both): a name, costs
 * that read as amounts with min <= max, a description of at most 250 characters, named rounds whose opening date
 * is not after the deadline, named tests, titled sections, named courses without repeats. Completeness for
 * activation is left to the server, which answers what is missing.
 */
export function formProblems(v: ProgramFormValues): Record<string, string> {
  const problems: Record<string, string> = {};
  if (!v.name.trim()) problems.name = MESSAGES.required;
  else if (v.name.trim().length > PROGRAM_NAME_MAX) problems.name = `must be at most ${PROGRAM_NAME_MAX} characters`;
  for (const field of ["min_cost", "max_cost", "application_fee", "deposit_amount"] as const) {
    const error = costError(v[field]);
    if (error) problems[field] = error;
  }
  const dueDaysError = dueDaysProblem(v.deposit_due_days);
  if (dueDaysError) problems.deposit_due_days = dueDaysError;
  v.intake_rounds.forEach((r, i) => {
    if (!r.name.trim()) problems[`intake_rounds.${i}.name`] = MESSAGES.required;
  });
  v.tests.forEach((x, i) => {
    if (!x.test.trim()) problems[`tests.${i}.test`] = MESSAGES.required;
  });
  v.content.forEach((s, i) => {
    if (!s.title.trim()) problems[`content.${i}.title`] = MESSAGES.required;
  });
  const seen = new Set<string>();
  v.courses.forEach((c, i) => {
    const name = c.name.trim().toLowerCase();
    if (!name) problems[`courses.${i}.name`] = MESSAGES.required;
    else if (seen.has(name)) problems[`courses.${i}.name`] = PROGRAM_MESSAGES.duplicateCourses;
    seen.add(name);
  });
  const consistency = programConsistency({
    min_cost: costError(v.min_cost) ? null : parseCost(v.min_cost),
    max_cost: costError(v.max_cost) ? null : parseCost(v.max_cost),
    description: v.description.trim(),
    intake_rounds: v.intake_rounds,
  });
  return { ...consistency, ...problems };
}

/** The costs as numbers for the completeness rule (what does not read as an amount counts as none). */
export function parseCostsForFacts(v: Pick<ProgramFormValues, "min_cost" | "max_cost">): {
  min_cost: number | null;
  max_cost: number | null;
} {
  const read = (text: string) => {
    const n = parseCost(text);
    return n === null || Number.isNaN(n) ? null : n;
  };
  return { min_cost: read(v.min_cost), max_cost: read(v.max_cost) };
}

/* ---------------------------------------------------------------- description and rounds */

const TYPED_DATE_FORMATS = ["YYYY-MM-DD", "MMM DD, YYYY", "MMM D, YYYY", "YYYY年M月D日"];

/**
 * A round's date as typed: YYYY-MM-DD, or as the field shows it ("Sep 01, 2027", "2027年9月1日"); the calendar date
 * (YYYY-MM-DD), or null when the text is none of those.
 */
export function parseTypedDate(text: string): string | null {
  const value = text.trim();
  for (const format of TYPED_DATE_FORMATS) {
    const d = dayjs(value, format, true);
    if (d.isValid()) return d.format("YYYY-MM-DD");
  }
  return null;
}

/** A round's date as the field shows it (the reader's language). */
export const showDate = (value: string): string => formatDate(value);

export const DESCRIPTION_LIMIT = DESCRIPTION_MAX;

/** "120 / 250" under the description, red once over. */
export function descriptionCount(text: string): { used: number; over: boolean } {
  const used = text.trim().length;
  return { used, over: used > DESCRIPTION_LIMIT };
}

export function canAddRound(rounds: readonly unknown[]): boolean {
  return rounds.length < MAX_INTAKE_ROUNDS;
}

/**
 * A type's starting content (GET programs/program_types_content answers it in English) in the reader's language:
 * each title and body found in `dictionary` (the locale's `templates`) is replaced; anything else stays as sent.
 */
export function localizeSections(
  sections: readonly { title: string; body: string }[],
  dictionary: Record<string, unknown>,
): SectionValues[] {
  const say = (text: string) => {
    const found = dictionary[text];
    return typeof found === "string" && found ? found : text;
  };
  return sections.map((s) => ({ key: rowKey(), title: say(s.title), body: say(s.body) }));
}
