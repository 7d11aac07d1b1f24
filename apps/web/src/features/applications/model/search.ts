/** The list's address (tab, search, filters, sort in the URL) and the list call's payload (spec 3 §5, §9). */
import {
  APPLICATION_SORT_KEYS,
  type ApplicationSortKey,
  DEFAULT_APPLICATION_SORT,
  type SortDirection,
} from "@quad/contract/rules/application-list";
import { z } from "zod";
import {
  APPLICATION_FILTERS,
  type ApplicationFilterValues,
  DATE_RANGES,
  type DayRange,
  decodeRange,
  decodeValues,
  FILTER_KEYS,
  type RangeKey,
} from "./filters";

export interface ApplicationsSearch {
  tab: "upcoming" | "past";
  q: string;
  sort: ApplicationSortKey;
  dir: SortDirection;
  filters: ApplicationFilterValues;
  ranges: Partial<Record<RangeKey, DayRange>>;
}

const SearchSchema = z.object({
  tab: z.enum(["upcoming", "past"]).catch("upcoming"),
  q: z.string().trim().max(100).catch(""),
  sort: z.enum(APPLICATION_SORT_KEYS).catch(DEFAULT_APPLICATION_SORT.sort_by),
  dir: z.enum(["asc", "desc"]).catch(DEFAULT_APPLICATION_SORT.sort_direction),
});

/** The list's state from the URL search params (plain strings; anything invalid falls back to its default). */
export function parseApplicationsSearch(raw: Record<string, unknown>): ApplicationsSearch {
  const base = SearchSchema.parse({
    tab: raw.tab ?? undefined,
    q: raw.q ?? undefined,
    sort: raw.sort ?? undefined,
    dir: raw.dir ?? undefined,
  });
  const filters: ApplicationFilterValues = {};
  for (const key of FILTER_KEYS) {
    const values = decodeValues(key, raw[key]);
    if (values.length) filters[key] = values;
  }
  const ranges: ApplicationsSearch["ranges"] = {};
  for (const { key } of DATE_RANGES) {
    const range = decodeRange(raw[key]);
    if (range) ranges[key] = range;
  }
  return { ...base, filters, ranges };
}

/** Only what differs from the defaults goes into the URL. */
export function applicationsSearchParams(search: ApplicationsSearch): Record<string, string> {
  const out: Record<string, string> = {};
  if (search.tab !== "upcoming") out.tab = search.tab;
  if (search.q) out.q = search.q;
  if (search.sort !== DEFAULT_APPLICATION_SORT.sort_by || search.dir !== DEFAULT_APPLICATION_SORT.sort_direction) {
    out.sort = search.sort;
    out.dir = search.dir;
  }
  for (const key of FILTER_KEYS) {
    const values = search.filters[key];
    if (values?.length) out[key] = values.join(",");
  }
  for (const { key } of DATE_RANGES) {
    const range = search.ranges[key];
    if (range) out[key] = `${range.from}..${range.to}`;
  }
  return out;
}

/** The list call's body (spec 3 §5 payload), page_no apart. */
export function listPayload(search: ApplicationsSearch) {
  const filters: Record<string, string | string[] | number[]> = {};
  for (const f of APPLICATION_FILTERS) {
    const values = search.filters[f.key];
    if (values?.length) filters[f.param] = f.ids ? values.map(Number) : values;
  }
  for (const r of DATE_RANGES) {
    const range = search.ranges[r.key];
    if (range) {
      filters[r.from] = range.from;
      filters[r.to] = range.to;
    }
  }
  return {
    ...(search.q ? { search_text: search.q } : {}),
    filters,
    sort_params: { sort_by: search.sort, sort_direction: search.dir },
    tab: search.tab,
  };
}
export type ListPayload = ReturnType<typeof listPayload>;
