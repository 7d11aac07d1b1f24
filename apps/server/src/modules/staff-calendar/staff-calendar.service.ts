import { createHash } from "node:crypto";
import { LOCALES, type Locale } from "@quad/contract/rules/constants";
import { MESSAGES } from "@quad/contract/rules/messages";
import type { AppContext } from "../../app-context.ts";
import { NotFoundError } from "../../lib/errors.ts";
import { createFeedTokens, feedTokenHash } from "../../lib/feed-tokens.ts";
import { calendarFeed } from "../mail/calendar-file.ts";
import type { UserWithPartner } from "../users/users.repository.ts";
import { type UserCalendarRows, userCalendarEntries, userCalendarRows } from "./staff-calendar.entries.ts";
import { createStaffCalendarRepository } from "./staff-calendar.repository.ts";

/** The feed keeps what ended up to this long ago (calendars drop what a feed no longer lists). */
export const STAFF_FEED_PAST_DAYS = 90;
/** Most entries in one feed. */
export const STAFF_FEED_LIMIT = 500;
/** How often subscribed calendars are asked to fetch again (seconds). */
export const STAFF_FEED_REFRESH_SECONDS = 60 * 60;

/** Feeds kept rendered in this process (the last users read), each until its rows change. */
const RENDERED_KEPT = 500;
/**
 * A feed read again this soon is answered as rendered, without reading its rows (calendar apps poll; the answer
 * says max-age 300 anyway). A change shows at the next read after this; a reset or turned-off feed is 404 at once.
 */
export const RENDERED_FRESH_MS = 30_000;

const toLocale = (value: string): Locale => LOCALES.find((l) => l === value) ?? "en-US";

/**
 * A staff user's calendar feed (issue 25 §1, decision 090): an unguessable address in their settings, shown
 * again whenever they look (written from a stored salt and FILE_URL_SECRET; only its hash finds the feed),
 * reset or turned off by them; it lists their institution's confirmed visits and the sessions it hosts or
 * they joined, with the UIDs and SEQUENCEs of the mailed calendar files.
 */
export function createStaffCalendarService(ctx: Pick<AppContext, "db" | "config" | "now">) {
  const { db, config, now } = ctx;
  const repo = createStaffCalendarRepository(db);
  const sender = config.MAIL_FROM.match(/<([^>]+)>/)?.[1] ?? config.MAIL_FROM;
  const rendered = new Map<number, { key: string; text: string; at: number }>();

  const tokens = createFeedTokens(config.fileUrlSecret, "staff-calendar-feed");
  /** The address again, or null when it was issued under another FILE_URL_SECRET (it no longer opens). */
  const tokenOf = (row: { token_salt: string; token_hash: string }) =>
    tokens.reveal({ salt: row.token_salt, hash: row.token_hash });
  const answer = (row: { token_salt: string; token_hash: string; created_at: Date } | undefined) => {
    const token = row && tokenOf(row);
    if (!row || !token) return { calendar_feed: null };
    const url = `${config.appUrl}/api/v1/partners/calendar/${token}.ics`;
    return {
      calendar_feed: {
        url,
        webcal_url: url.replace(/^https?:\/\//, "webcal://"),
        created_at: row.created_at.toISOString(),
      },
    };
  };

  return {
    /** GET users/calendar_feed: the feed's address while it is on. */
    async get(me: UserWithPartner) {
      return answer(await repo.feedOf(me.id));
    },
    /** POST users/calendar_feed: turns the feed on, or makes a new address (the previous one stops working). */
    async reset(me: Pick<UserWithPartner, "id">) {
      const { salt, hash } = tokens.issue();
      return answer(await repo.save(me.id, salt, hash, now()));
    },
    /** The feed on, keeping an address that still opens (the demo world's users, at every start). */
    async ensureOn(me: Pick<UserWithPartner, "id">) {
      const row = await repo.feedOf(me.id);
      return row && tokenOf(row) ? answer(row) : this.reset(me);
    },
    /** DELETE users/calendar_feed: the address stops working. */
    async remove(me: UserWithPartner) {
      await repo.remove(me.id);
    },

    /** GET calendar/{token}.ics: the feed, METHOD:PUBLISH, by start. */
    async feed(token: string): Promise<string> {
      const at = now();
      const owner = await repo.owner(feedTokenHash(token));
      // An address issued under an earlier FILE_URL_SECRET has ended (decision 090), though its hash is still kept.
      if (!owner || tokenOf(owner) !== token) throw new NotFoundError(MESSAGES.calendarFeedNotFound);
      const locale = toLocale(owner.locale);
      const fresh = rendered.get(owner.id);
      if (fresh && at.getTime() - fresh.at < RENDERED_FRESH_MS) return fresh.text;
      const since = new Date(at.getTime() - STAFF_FEED_PAST_DAYS * 86_400_000);
      const rows = await userCalendarRows(repo, owner, since, STAFF_FEED_LIMIT);
      // The same rows give the same file: rendering 500 entries takes ical-generator 100 ms and more, reading the
      // rows a few; calendar apps poll a feed that rarely changes.
      const key = createHash("sha256")
        .update(JSON.stringify([owner.partner_name, locale, rows]))
        .digest("base64url");
      const text = fresh?.key === key ? fresh.text : render(owner, locale, at, rows);
      rendered.delete(owner.id);
      rendered.set(owner.id, { key, text, at: at.getTime() });
      if (rendered.size > RENDERED_KEPT) rendered.delete(rendered.keys().next().value as number);
      return text;
    },
  };

  function render(
    owner: { partner_id: number; partner_name: string },
    locale: Locale,
    at: Date,
    rows: UserCalendarRows,
  ): string {
    const base = { appUrl: config.appUrl, sender, secret: config.fileUrlSecret, now: at };
    return calendarFeed({
      product: "Staff",
      name: `Quad · ${owner.partner_name}`,
      refreshSeconds: STAFF_FEED_REFRESH_SECONDS,
      events: userCalendarEntries(rows, { partner_id: owner.partner_id, locale }, base, STAFF_FEED_LIMIT),
    });
  }
}
