import { LOCALES, type Locale } from "@quad/contract/rules/constants";
import { MESSAGES } from "@quad/contract/rules/messages";
import type { AppContext } from "../../app-context.ts";
import { NotFoundError } from "../../lib/errors.ts";
import { createFeedTokens } from "../../lib/feed-tokens.ts";
import { calendarFeed, calendarFile } from "../mail/calendar-file.ts";
import { type CalendarSessionRow, createGuestCalendarRepository } from "./guest-calendar.repository.ts";
import { createGuestsRepository, type GuestRow } from "./guests.repository.ts";
import { sessionCalendarEntry } from "./webinar-calendar.ts";

/** The feed keeps sessions that ended up to this long ago (calendars drop what a feed no longer lists). */
export const FEED_PAST_DAYS = 90;
/** Most sessions in one feed. */
export const FEED_LIMIT = 500;
/** How often subscribed calendars are asked to fetch the feed again (seconds). */
export const FEED_REFRESH_SECONDS = 60 * 60;

const toLocale = (value: string): Locale => LOCALES.find((l) => l === value) ?? "en-US";

/**
 * A guest's sessions in their own calendar (issue 10 §3): the personal feed, an unguessable URL that
 * the guest turns on (or makes anew) and off, kept only as its SHA-256; and one registration's .ics file
 * (the confirmation mail's Apple Calendar link), whose credential is the registration's join token.
 */
export function createGuestCalendarService(ctx: Pick<AppContext, "db" | "config" | "now">) {
  const { db, config, now } = ctx;
  const guests = createGuestsRepository(db);
  const calendars = createGuestCalendarRepository(db);
  const sender = config.MAIL_FROM.match(/<([^>]+)>/)?.[1] ?? config.MAIL_FROM;
  const tokens = createFeedTokens(config.fileUrlSecret, "guest-calendar-feed");

  const entry = (row: CalendarSessionRow, at: Date) => {
    const { registration_id, locale, ...session } = row;
    return sessionCalendarEntry({
      session,
      registrationId: registration_id,
      appUrl: config.appUrl,
      secret: config.fileUrlSecret,
      sender,
      now: at,
      locale: toLocale(locale),
    });
  };

  return {
    /**
     * POST users/calendar_feed: a new feed URL (an earlier one stops working); answered once, so only the token's
     * hash is kept (no salt: the address is never shown again). Found by that hash, as the random tokens made
     * before the shared helper (decision 103) still are.
     */
    async createFeed(guest: GuestRow): Promise<{ url: string }> {
      const { token, hash } = tokens.issue();
      await guests.update(guest.id, { calendar_token_hash: hash, updated_at: now() });
      return { url: `${config.appUrl}/api/v1/webinars/calendar/${token}.ics` };
    },

    /** DELETE users/calendar_feed: the feed URL stops working. */
    async revokeFeed(guest: GuestRow): Promise<void> {
      await guests.update(guest.id, { calendar_token_hash: null, updated_at: now() });
    },

    /** GET calendar/{token}.ics: the guest's registered sessions (not cancelled), recent and coming. */
    async feed(token: string): Promise<string> {
      const at = now();
      const owner = await calendars.feedOwner(token);
      if (!owner) throw new NotFoundError(MESSAGES.calendarFeedNotFound);
      const rows = await calendars.feedSessions(
        owner.id,
        new Date(at.getTime() - FEED_PAST_DAYS * 86_400_000),
        FEED_LIMIT,
      );
      return calendarFeed({
        product: "Webinars",
        name: toLocale(owner.locale) === "zh-CN" ? "Quad 网络研讨会" : "Quad webinars",
        refreshSeconds: FEED_REFRESH_SECONDS,
        events: rows.map((r) => entry(r, at)),
      });
    },

    /** GET join/{token}/calendar.ics: one registered session as an .ics file (METHOD:PUBLISH). */
    async registrationFile(token: string): Promise<string> {
      const row = await calendars.byJoinToken(token);
      if (!row) throw new NotFoundError(MESSAGES.joinLinkNotFound);
      return calendarFile({ method: "PUBLISH", filename: "webinar.ics", product: "Webinars", ...entry(row, now()) })
        .content;
    },
  };
}
