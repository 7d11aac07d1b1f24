/**
 * Direct apply's programs (spec 3 §3 Program, §4 Program status, §5 uploads, §9; issue 13 §1; decision 051):
 * statuses and what each allows, what activation needs, costs as typed, the copy states, limits.
 */
import { DESCRIPTION_MAX } from "./constants.ts";
import { MESSAGES } from "./messages.ts";

export const PROGRAM_STATUSES = ["declined", "active", "inactive", "pending_review", "draft"] as const;
export type ProgramStatus = (typeof PROGRAM_STATUSES)[number];

export const PROGRAM_STATUS_LABELS: Record<ProgramStatus, string> = {
  declined: "Declined",
  active: "Active",
  inactive: "Inactive",
  pending_review: "Pending review",
  draft: "Draft",
};

/** What a create or an update asks of the status (absent on an update: keep it). */
export const PROGRAM_STATUS_ACTIONS = ["save_draft", "activate", "deactivate"] as const;
export type ProgramStatusAction = (typeof PROGRAM_STATUS_ACTIONS)[number];
/** Everything staff can do to an existing program. */
export type ProgramAction = "update" | ProgramStatusAction | "delete" | "copy";

/**
 * What each status allows. A draft is saved as often as needed, complete or not, and activated once
 * complete; active and inactive toggle. Pending review and declined are Quad's review outcomes, never set
 * through this API: a program under review can still be edited (it stays complete), copied or deleted; a
 * declined one is only reworked as a draft (save_draft) or deleted, and is not copied.
 */
const ALLOWED: Record<ProgramStatus, readonly ProgramAction[]> = {
  draft: ["update", "save_draft", "activate", "delete", "copy"],
  active: ["update", "deactivate", "delete", "copy"],
  inactive: ["update", "activate", "delete", "copy"],
  pending_review: ["update", "delete", "copy"],
  declined: ["save_draft", "delete"],
};

export function allowedActions(status: ProgramStatus): ProgramAction[] {
  return [...ALLOWED[status]];
}

const TARGET: Record<ProgramStatusAction, ProgramStatus> = {
  save_draft: "draft",
  activate: "active",
  deactivate: "inactive",
};

const VERB: Record<ProgramAction, string> = {
  update: "edited",
  save_draft: "saved as a draft",
  activate: "activated",
  deactivate: "deactivated",
  delete: "deleted",
  copy: "copied",
};

/** Why a program in `status` refuses `action` (the 409's sentence), naming the program. */
export function refusalMessage(id: number, status: ProgramStatus, action: ProgramAction): string {
  const label = PROGRAM_STATUS_LABELS[status].toLowerCase();
  const hint =
    status === "declined"
      ? ": save it as a draft to rework it"
      : status === "pending_review"
        ? ": it is being reviewed by Quad"
        : "";
  return `Program ${id} is ${label} and cannot be ${VERB[action]}${hint}`;
}

/**
 * The status a create (`from` null) or an update leads to, or the refusal. A create is a draft unless it
 * asks to be activated; an update without an action keeps the status.
 */
export function statusAfter(
  from: ProgramStatus | null,
  action: ProgramStatusAction | undefined,
): { status: ProgramStatus } | { refused: true } {
  if (from === null) {
    if (action === "deactivate") return { refused: true };
    return { status: action === "activate" ? "active" : "draft" };
  }
  const asked: ProgramAction = action ?? "update";
  if (!ALLOWED[from].includes(asked)) return { refused: true };
  return { status: action ? TARGET[action] : from };
}

/** Statuses students may see or Quad reviews: a program in them must be complete. */
export function needsCompleteness(status: ProgramStatus): boolean {
  return status === "active" || status === "pending_review";
}

/** What completeness looks at. */
export interface ProgramFacts {
  name?: string | null;
  program_type?: string | null;
  currency?: string | null;
  min_cost?: number | null;
  max_cost?: number | null;
  description?: string | null;
  intake_rounds: readonly { start_date?: string | null; opening_date?: string | null; deadline?: string | null }[];
}

export const PROGRAM_MESSAGES = {
  roundNeeded: "needs at least one intake round with a start date and an application deadline",
  deadlineBeforeOpening: "must be on or after the opening date",
  maxBelowMin: "must be at least the minimum cost",
  invalidCost: "must be an amount with at most two decimals, e.g. 12,500.00",
  description: `must be at most ${DESCRIPTION_MAX} characters`,
  universityNotAllowed: "is not a university you offer programs for",
  notYourFile: "contains files that are not your institution's",
  notThisProgramsFile: "contains files that are not this program's",
  duplicateCourses: "must not name the same course twice",
  unknownRound: "is not an intake round of this program",
  unknownCourse: "is not a course of this program",
  tooManyBanners: (max: number) => `at most ${max} banners`,
  tooManyBrochures: (max: number) => `at most ${max} brochure`,
  schoolsHaveNoPrograms: "Schools have no programs",
  officersReadOnly: "Admission officers cannot change programs",
} as const;

/**
 * What a program still lacks to be active, field -> message (empty when complete): a name, a type, a
 * currency and at least one intake round with a start date and a deadline; and what must hold whatever
 * the status: opening dates on or before deadlines, min_cost <= max_cost, a description of at most 250.
 */
export function programCompleteness(p: ProgramFacts): Record<string, string> {
  const missing: Record<string, string> = {};
  if (!p.name?.trim()) missing.name = MESSAGES.required;
  if (!p.program_type) missing.program_type = MESSAGES.required;
  if (!p.currency) missing.currency = MESSAGES.required;
  if (!p.intake_rounds.some((r) => r.start_date && r.deadline)) missing.intake_rounds = PROGRAM_MESSAGES.roundNeeded;
  Object.assign(missing, programConsistency(p));
  return missing;
}

/** The rules every saved program keeps, drafts included (the table's CHECKs say the same). */
export function programConsistency(p: Omit<ProgramFacts, "name" | "program_type" | "currency">) {
  const problems: Record<string, string> = {};
  p.intake_rounds.forEach((r, i) => {
    if (r.opening_date && r.deadline && r.opening_date > r.deadline)
      problems[`intake_rounds.${i}.deadline`] = PROGRAM_MESSAGES.deadlineBeforeOpening;
  });
  if (typeof p.min_cost === "number" && typeof p.max_cost === "number" && p.min_cost > p.max_cost)
    problems.max_cost = PROGRAM_MESSAGES.maxBelowMin;
  if (p.description && p.description.length > DESCRIPTION_MAX) problems.description = PROGRAM_MESSAGES.description;
  return problems;
}

/** The largest cost the table keeps (numeric(12,2)); application fees are numeric(10,2). */
export const COST_MAX = 9_999_999_999.99;
export const APPLICATION_FEE_MAX = 99_999_999.99;

/**
 * A cost as people type it: "12,500.00" -> 12500 (commas are thousands separators, spec 3 §3); blank -> null;
 * anything that is not an amount of at most two decimals -> NaN.
 */
export function parseCost(value: unknown): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === "number") return Number.isFinite(value) && value >= 0 && hasCents(value) ? value : Number.NaN;
  if (typeof value !== "string") return Number.NaN;
  const text = value.replaceAll(",", "").trim();
  if (text === "") return null;
  return /^\d{1,10}(\.\d{1,2})?$/.test(text) ? Number(text) : Number.NaN;
}
const hasCents = (n: number) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6;

export const COPY_STATES = ["existing", "newly_created", "dont_show"] as const;
export type CopyState = (typeof COPY_STATES)[number];

/**
 * GET programs/{id}/copy: a declined program is not copied (dont_show); a program whose copy still exists
 * (not deleted, whatever its status) answers that copy (existing); otherwise a copy is made (newly_created).
 */
export function copyPlan(status: ProgramStatus, hasLiveCopy: boolean): "dont_show" | "existing" | "create" {
  if (!ALLOWED[status].includes("copy")) return "dont_show";
  return hasLiveCopy ? "existing" : "create";
}

export const PROGRAM_NAME_MAX = 200;
const COPY_SUFFIX = " (copy)";
/** The copy's name: "<name> (copy)", the name shortened so the whole stays within PROGRAM_NAME_MAX. */
export function copyName(name: string): string {
  return `${name.slice(0, PROGRAM_NAME_MAX - COPY_SUFFIX.length).trimEnd()}${COPY_SUFFIX}`;
}

export const PROGRAMS_PAGE_SIZE = 20;
export const PROGRAMS_PER_PAGE_MAX = 100;
export const MAX_INTAKE_ROUNDS = 12;
export const MAX_PROGRAM_COURSES = 100;
export const MAX_CONTENT_SECTIONS = 20;
export const CONTENT_BODY_MAX = 5000;
export const MAX_PROGRAM_TESTS = 20;
export const ADDITIONAL_REQUIREMENTS_MAX = 5000;
/** One brochure per program (a new upload replaces it); banners per MAX_BANNERS (document-types.ts). */
export const MAX_BROCHURES = 1;

export const PROGRAM_SORT_KEYS = [
  "id",
  "name",
  "start_date",
  "deadline",
  "opening_date",
  "applicants",
  "status",
  "updated_at",
] as const;
export type ProgramSortKey = (typeof PROGRAM_SORT_KEYS)[number];

/** The program list download's columns: the list's labels (issue 13 §1) plus the university. */
export const PROGRAM_CSV_COLUMNS = [
  { key: "id", header: "ID" },
  { key: "name", header: "Program" },
  { key: "partner", header: "Partner" },
  { key: "university", header: "University" },
  { key: "round", header: "Round/Intake" },
  { key: "start_date", header: "Start date" },
  { key: "deadline", header: "Application deadline" },
  { key: "opening_date", header: "Opening date" },
  { key: "applicants", header: "Applicants" },
  { key: "status", header: "Status" },
] as const;

/**
 * Which institution a program is shown under, everywhere (issue 24 §3, decision 078): the university it leads to
 * (`university`) — in Programs, the editor, the applications list and detail, the student's catalogue. The
 * institution that manages it (its owner, `partner`: an application client for a university) is named beside it
 * only when it is another one ("managed by …").
 */
export function programInstitution<N extends { id: number; name: string }>(program: {
  partner: N;
  university: N;
}): { shownUnder: N; managedBy: N | null } {
  const { partner, university } = program;
  return { shownUnder: university, managedBy: partner.id === university.id ? null : partner };
}
