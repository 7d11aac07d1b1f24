import { type BOOKING_STATES, SCHOOLS_PAGE_SIZE, type SchoolsListInput } from "@quad/contract/api/schools";
import { SCHOOL_TYPES } from "@quad/contract/rules/constants";
import { z } from "zod";

/** The directory's filters, kept in the URL search params (validated here; bad values fall back). */
export const SchoolsSearchSchema = z.object({
  country: z.coerce.number().int().positive().optional().catch(undefined),
  state: z.coerce.number().int().positive().optional().catch(undefined),
  type: z.enum(SCHOOL_TYPES).optional().catch(undefined),
  size: z.coerce.number().int().positive().optional().catch(undefined),
  q: z.string().trim().max(100).catch(""),
  open: z
    .union([z.boolean(), z.enum(["true", "false"]).transform((v) => v === "true")])
    .catch(false)
    .default(false),
});
export type SchoolsSearch = z.infer<typeof SchoolsSearchSchema>;

export function parseSchoolsSearch(search: Record<string, unknown>): SchoolsSearch {
  return SchoolsSearchSchema.parse(search);
}

/** Only the values that are set go into the URL; a state without its country is dropped. */
export function schoolsSearchParams(search: SchoolsSearch): Partial<SchoolsSearch> {
  const out: Partial<SchoolsSearch> = {};
  if (search.country) out.country = search.country;
  if (search.country && search.state) out.state = search.state;
  if (search.type) out.type = search.type;
  if (search.size) out.size = search.size;
  if (search.q) out.q = search.q;
  if (search.open) out.open = true;
  return out;
}

/** Choosing another country clears the state (states depend on the country). */
export function withCountry(search: SchoolsSearch, country: number | undefined): SchoolsSearch {
  return { ...search, country, state: country === search.country ? search.state : undefined };
}

export function isFiltered(search: SchoolsSearch): boolean {
  return Boolean(search.country || search.type || search.size || search.q || search.open);
}

/** The list call's payload without the page. */
export type SchoolsFilters = Omit<SchoolsListInput, "page_no">;

/** URL filters -> POST universities/{id}/schools_list payload (empty filters are left out). */
export function schoolsFilters(search: SchoolsSearch): SchoolsFilters {
  const filters: SchoolsFilters = { per_page: SCHOOLS_PAGE_SIZE };
  if (search.country) filters.country_ids = [search.country];
  if (search.country && search.state) filters.state_ids = [search.state];
  if (search.type) filters.school_type = search.type;
  if (search.size) filters.school_size_ids = [search.size];
  if (search.q) filters.search_text = search.q;
  if (search.open) filters.open_availability = true;
  return filters;
}

function sameIds(a: number[] | undefined, b: number[] | undefined): boolean {
  const x = a ?? [];
  const y = b ?? [];
  return x.length === y.length && x.every((v, i) => v === y[i]);
}

export function sameFilters(a: SchoolsFilters, b: SchoolsFilters): boolean {
  return (
    sameIds(a.country_ids, b.country_ids) &&
    sameIds(a.state_ids, b.state_ids) &&
    sameIds(a.school_size_ids, b.school_size_ids) &&
    a.school_type === b.school_type &&
    (a.search_text ?? "") === (b.search_text ?? "") &&
    Boolean(a.open_availability) === Boolean(b.open_availability) &&
    a.per_page === b.per_page
  );
}

export interface SchoolsListState {
  filters: SchoolsFilters;
  loaded: number;
  page_no: number;
}

/**
 * Spec 2 §4 paging: the same filters load page_no + 1 and append; changed filters (or nothing loaded yet)
 * restart at page 1 and replace the list.
 */
export function nextSchoolsPage(
  prev: SchoolsListState | null,
  filters: SchoolsFilters,
): { page_no: number; mode: "append" | "replace" } {
  if (prev && prev.loaded > 0 && sameFilters(prev.filters, filters))
    return { page_no: prev.page_no + 1, mode: "append" };
  return { page_no: 1, mode: "replace" };
}

export function hasMorePages(loaded: number, matched: number): boolean {
  return loaded < matched;
}

export type BookingState = (typeof BOOKING_STATES)[number];

/**
 * What the "Booking a visit" column offers: Book now while a slot is open in the booking window, otherwise
 * Send Request. The slot status (fully booked / no open times) is only told when the server says it may be.
 */
export function bookingAction(
  state: BookingState,
  slotStatusVisible: boolean,
): { action: "book" | "request"; note: "fullyBooked" | "noAvailability" | null } {
  if (state === "open") return { action: "book", note: null };
  if (!slotStatusVisible) return { action: "request", note: null };
  return { action: "request", note: state === "fully_booked" ? "fullyBooked" : "noAvailability" };
}

/** Badge colour of a visit status (spec 2 §3 status display values). */
export const STATUS_COLORS: Record<string, string> = {
  requested: "yellow",
  pending: "yellow",
  confirm: "teal",
  reschedule: "blue",
  declined: "red",
  cancel: "gray",
};

/** "State, Country" of a directory row or card; "—" when neither is known. */
export function placeLine(state: string | null | undefined, country: string | null | undefined): string {
  return [state, country].filter((part) => part?.trim()).join(", ") || "—";
}

/**
 * The directory's layouts by viewport: cards below `lg` (the eight columns need about 1,100 px), the table with
 * type and size folded under the school's name from `lg`, and every column in its own cell from `xl` (1,408 px).
 */
export const DIRECTORY_TABLE_QUERY = "(min-width: 75em)";
export const DIRECTORY_ALL_COLUMNS_QUERY = "(min-width: 88em)";
