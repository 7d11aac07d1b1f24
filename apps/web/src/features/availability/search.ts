import { z } from "zod";

const isoDate = /^\d{4}-\d{2}-\d{2}$/;
const today = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
};

/** The availability screen's tab, calendar view and shown date, kept in the URL (validated here). */
export const AvailabilitySearchSchema = z.object({
  tab: z.enum(["calendar", "slots", "settings"]).catch("calendar"),
  view: z.enum(["week", "month"]).catch("week"),
  date: z
    .string()
    .regex(isoDate)
    .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)))
    .catch(() => today()),
});
export type AvailabilitySearch = z.infer<typeof AvailabilitySearchSchema>;

export function parseAvailabilitySearch(search: Record<string, unknown>): AvailabilitySearch {
  return AvailabilitySearchSchema.parse(search);
}

/** The URL keeps the tab and view only when they differ from the defaults; the date always. */
export function searchParams(search: AvailabilitySearch): Partial<AvailabilitySearch> {
  const out: Partial<AvailabilitySearch> = { date: search.date };
  if (search.tab !== "calendar") out.tab = search.tab;
  if (search.view !== "week") out.view = search.view;
  return out;
}
