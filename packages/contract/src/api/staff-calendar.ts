import { z } from "zod";

/** A staff user's calendar feed (issue 25 §1, decision 090): its address while it is on, else null. */
export const StaffCalendarFeedSchema = z.object({
  /** https://…/api/v1/partners/calendar/{token}.ics */
  url: z.string(),
  /** The same address as webcal://, which calendar apps open as a subscription. */
  webcal_url: z.string(),
  created_at: z.string(),
});
export const StaffCalendarFeedResponseSchema = z.object({ calendar_feed: StaffCalendarFeedSchema.nullable() });
export type StaffCalendarFeedResponse = z.infer<typeof StaffCalendarFeedResponseSchema>;

/** GET calendar/{token}.ics: the feed's token. */
export const StaffCalendarFeedParamsSchema = z.object({
  token: z
    .string()
    .min(16, "is not a calendar feed")
    .max(100, "is not a calendar feed")
    .regex(/^[A-Za-z0-9_-]+$/, "is not a calendar feed"),
});
