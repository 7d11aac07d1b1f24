/**
 * Direct apply's programs on the web (spec 3 §2, §3 Program, §4, §9; issue 13 §1; decision 051): the list's address
 * (search, filters, sort in the URL), its call, paging, which actions a row offers, and the copy states.
 * The editor's form rules are in form-model.ts.
 */
import type { ProgramsListInputSchema } from "@quad/contract/api/programs";
import type { InstituteType, Role } from "@quad/contract/rules/constants";
import {
  allowedActions,
  type CopyState,
  PROGRAM_SORT_KEYS,
  PROGRAM_STATUSES,
  PROGRAMS_PAGE_SIZE,
  type ProgramStatus,
} from "@quad/contract/rules/program";
import { PROGRAM_TYPES } from "@quad/contract/rules/program-types";
import { z } from "zod";

/* ---------------------------------------------------------------- list address */

export const STATUS_FILTERS = ["all", ...PROGRAM_STATUSES] as const;
export const TYPE_FILTERS = ["all", ...PROGRAM_TYPES] as const;

/** The list's search, filters and sort, kept in the URL search params (plain strings, validated here). */
export const ProgramsSearchSchema = z.object({
  q: z.string().trim().max(100).catch(""),
  status: z.enum(STATUS_FILTERS).catch("all"),
  type: z.enum(TYPE_FILTERS).catch("all"),
  /** A university id (an application client's programs may belong to several); "" for all. */
  university: z
    .string()
    .regex(/^[1-9]\d{0,8}$/)
    .catch(""),
  sort: z.enum(PROGRAM_SORT_KEYS).catch("id"),
  dir: z.enum(["asc", "desc"]).catch("desc"),
});
export type ProgramsSearch = z.infer<typeof ProgramsSearchSchema>;

export function parseProgramsSearch(search: Record<string, unknown>): ProgramsSearch {
  return ProgramsSearchSchema.parse(search);
}

/** Only the values that differ from the defaults go into the URL. */
export function programsSearchParams(search: ProgramsSearch): Partial<ProgramsSearch> {
  const defaults = parseProgramsSearch({});
  const out: Partial<Record<keyof ProgramsSearch, string>> = {};
  for (const key of Object.keys(search) as (keyof ProgramsSearch)[]) {
    if (search[key] !== defaults[key]) out[key] = search[key];
  }
  return out as Partial<ProgramsSearch>;
}

export function isFiltered(search: ProgramsSearch): boolean {
  return search.q !== "" || search.status !== "all" || search.type !== "all" || search.university !== "";
}

/** The same address without search text and filters (the sort stays). */
export function clearFilters(search: ProgramsSearch): ProgramsSearch {
  return { ...search, q: "", status: "all", type: "all", university: "" };
}

/** The list call's body without its page (the download takes the same filters and sort). */
type ProgramsListInput = z.input<typeof ProgramsListInputSchema>;
export type ProgramsFilters = Omit<ProgramsListInput, "page_no" | "per_page">;

export function programsFilters(search: ProgramsSearch): ProgramsFilters {
  return {
    ...(search.q ? { search_text: search.q } : {}),
    ...(search.status !== "all" ? { status: [search.status] } : {}),
    ...(search.type !== "all" ? { program_types: [search.type] } : {}),
    ...(search.university ? { university_ids: [Number(search.university)] } : {}),
    sort_params: { sort_by: search.sort, sort_direction: search.dir },
  };
}

/** One page of the list (spec 3 §9: 20 a page, pages from 1). */
export function programsPageBody(filters: ProgramsFilters, pageNo: number): ProgramsListInput {
  return { ...filters, page_no: pageNo, per_page: PROGRAMS_PAGE_SIZE };
}

/** The next page to ask for, or undefined when every matched program is loaded (later pages append). */
export function nextPageNo(loaded: number, matched: number, lastPageNo: number): number | undefined {
  return loaded < matched ? lastPageNo + 1 : undefined;
}

/* ---------------------------------------------------------------- who may change programs */

/**
 * Whether the reader owns programs and may change them (decision 051): universities and application clients own
 * programs, a school has none; admission officers read them only.
 */
export function canWritePrograms(type: InstituteType, role: Role): boolean {
  return type !== "School" && role !== "admission_officer";
}

/* ---------------------------------------------------------------- statuses and actions */

export const STATUS_COLORS: Record<ProgramStatus, string> = {
  draft: "gray",
  active: "teal",
  inactive: "orange",
  pending_review: "blue",
  declined: "red",
};

export type RowAction = "edit" | "copy" | "activate" | "deactivate" | "delete";

/**
 * What a row's menu offers (rules/program.ts allowedActions): edit (a reader without write access views), copy
 * unless the status hides it (dont_show: a declined program), activate or deactivate per the status machine,
 * delete.
 */
export function rowActions(status: ProgramStatus, canWrite: boolean): RowAction[] {
  if (!canWrite) return ["edit"];
  const allowed = allowedActions(status);
  const out: RowAction[] = ["edit"];
  if (allowed.includes("copy")) out.push("copy");
  if (allowed.includes("activate")) out.push("activate");
  if (allowed.includes("deactivate")) out.push("deactivate");
  if (allowed.includes("delete")) out.push("delete");
  return out;
}

/** What the app does with GET programs/{id}/copy's answer. */
export type CopyOutcome = "open" | "tellExisting" | "hide";

export function copyOutcome(state: CopyState): CopyOutcome {
  if (state === "newly_created") return "open";
  if (state === "existing") return "tellExisting";
  return "hide";
}

/* ---------------------------------------------------------------- paths */

export const PROGRAMS_PATH = "/direct-apply/programs";
/** The editor of a new program shares the detail route: /direct-apply/programs/new. */
export const NEW_PROGRAM_ID = "new";

export function programPath(id: number | typeof NEW_PROGRAM_ID): string {
  return `${PROGRAMS_PATH}/${id}`;
}

/** The route's id parameter: a program id, "new", or null when it is neither (a not-found screen). */
export function editorTarget(param: string | undefined): number | typeof NEW_PROGRAM_ID | null {
  if (param === NEW_PROGRAM_ID) return NEW_PROGRAM_ID;
  if (!param || !/^[1-9]\d{0,9}$/.test(param)) return null;
  const id = Number(param);
  return id <= 2_147_483_647 ? id : null;
}

/** A CSV name for the download when the server gives none. */
export function downloadName(today: string): string {
  return `programs-${today}.csv`;
}

/* ---------------------------------------------------------------- the editor's buttons */

export type SaveAction = "save" | "save_draft" | "activate" | "deactivate";

/**
 * The editor's buttons for a program (null: a new one) from the server's allowed_actions: a new program or a draft
 * is saved as a draft and activated; an active one is saved (it stays active) and deactivated; an inactive one is
 * saved and activated; a declined one is only saved back as a draft. Copy and delete sit in the menu.
 */
export function editorActions(allowed: readonly string[] | null): { buttons: SaveAction[]; menu: RowAction[] } {
  if (allowed === null) return { buttons: ["save_draft", "activate"], menu: [] };
  const buttons: SaveAction[] = [];
  if (allowed.includes("save_draft")) buttons.push("save_draft");
  else if (allowed.includes("update")) buttons.push("save");
  if (allowed.includes("activate")) buttons.push("activate");
  if (allowed.includes("deactivate")) buttons.push("deactivate");
  const menu: RowAction[] = [];
  if (allowed.includes("copy")) menu.push("copy");
  if (allowed.includes("delete")) menu.push("delete");
  return { buttons, menu };
}

/** The update's `action` for a button: a plain save keeps the status. */
export function statusActionOf(button: SaveAction): "save_draft" | "activate" | "deactivate" | undefined {
  return button === "save" ? undefined : button;
}
