import { LOCALES } from "@quad/contract/rules/constants";
import { MESSAGES } from "@quad/contract/rules/messages";
import type { AppContext } from "../../app-context.ts";
import { userCalendarEntries, userCalendarRows } from "../staff-calendar/staff-calendar.entries.ts";
import { createStaffCalendarRepository } from "../staff-calendar/staff-calendar.repository.ts";
import { createCalendarBusyRepository } from "./calendar-busy.repository.ts";
import { entryFingerprint, syncEntries } from "./calendar-entries.ts";
import { createCalendarMeetingsRepository } from "./calendar-meetings.repository.ts";
import {
  type BusyTime,
  type CalendarEntry,
  CalendarGrantRefused,
  type CalendarProviderClient,
} from "./calendar-provider.ts";
import { providerFor } from "./calendar-providers.ts";
import { createCalendarSyncRepository } from "./calendar-sync.repository.ts";

/** How far back events stay in the calendar (past events are left as they are, not removed). */
const KEEP_PAST_DAYS = 30;
/** Most visits and sessions one sync writes (by start, from 30 days back). */
const SYNC_LIMIT = 2000;
/** How far ahead a school user's busy times are read (decision 101). */
export const BUSY_AHEAD_DAYS = 8 * 7;

export interface SyncOutcome {
  written: number;
  deleted: number;
  unchanged: number;
  /** Busy times stored (a school user's), null when not read. */
  busy: number | null;
}

/**
 * One user's sync: every entry is written to every chosen calendar unless what was written last time is the
 * same (fingerprint); what Quad wrote that is no longer wanted (a cancelled visit, a calendar no longer chosen)
 * is deleted. Events are addressed by their UID, so a retry after a failure half way writes over, never twice.
 * A refused grant marks the connection expired (no retry helps); any other failure is thrown for a retry.
 */
export function createCalendarSyncRun(ctx: Pick<AppContext, "db" | "config" | "outbound" | "now" | "secrets">) {
  const repo = createCalendarSyncRepository(ctx.db, ctx.secrets);
  const meetingsRepo = createCalendarMeetingsRepository(ctx.db);
  const shared = createStaffCalendarRepository(ctx.db);
  const sender = ctx.config.MAIL_FROM.match(/<([^>]+)>/)?.[1] ?? ctx.config.MAIL_FROM;
  const busyRepo = createCalendarBusyRepository(ctx.db);
  const appHost = new URL(ctx.config.appUrl).hostname;

  /**
   * A school user's busy times for the coming weeks, from every calendar of the account, without Quad's own
   * events: by UID where the provider says it (the mailed files' UIDs too, once added), else (Google's freeBusy)
   * a busy time exactly one of Quad's events. Stored whole in place of the last read (decision 101).
   */
  async function readBusy(
    userId: number,
    partnerId: number,
    provider: CalendarProviderClient,
    calendarIds: string[],
    entries: CalendarEntry[],
  ) {
    const from = ctx.now();
    const to = new Date(from.getTime() + BUSY_AHEAD_DAYS * 86_400_000);
    const ours = new Set(entries.map((e) => e.uid));
    const ourTimes = new Set(entries.map((e) => `${e.start.getTime()}-${e.end.getTime()}`));
    const own = (b: BusyTime) =>
      b.uid !== undefined
        ? ours.has(b.uid) || b.uid.endsWith(`@${appHost}`) || b.uid.endsWith("@quad")
        : ourTimes.has(`${b.start.getTime()}-${b.end.getTime()}`);
    const busy = (await provider.busyTimes(calendarIds, from, to)).filter((b) => !own(b));
    await busyRepo.replace(userId, partnerId, busy);
    return busy.length;
  }

  return async function syncUser(userId: number): Promise<SyncOutcome | null> {
    const connection = await repo.connection(userId);
    if (!connection || connection.expired) return null;
    const chosen = (await repo.choices(userId)).filter((c) => c.selected).map((c) => c.calendar_id);
    const provider = providerFor(ctx, connection, (token, at) => repo.saveAccessToken(userId, token, at));
    const from = new Date(ctx.now().getTime() - KEEP_PAST_DAYS * 86_400_000);
    // The user's calendar as the staff feed lists it (one source, decision 090), and the meetings they booked.
    const me = { id: userId, partner_id: connection.partner_id };
    const stored = await repo.locale(userId);
    const locale = LOCALES.find((l) => l === stored) ?? "en-US";
    const entries = syncEntries(
      ctx.config.appUrl,
      userCalendarEntries(
        await userCalendarRows(shared, me, from, SYNC_LIMIT),
        { partner_id: connection.partner_id, locale },
        { appUrl: ctx.config.appUrl, sender, secret: ctx.config.fileUrlSecret, now: ctx.now() },
        SYNC_LIMIT,
      ),
      await meetingsRepo.meetings(userId, from),
    );
    const synced = await repo.synced(userId);
    const known = new Map(synced.map((s) => [`${s.calendar_id}\n${s.uid}`, s]));
    const outcome: SyncOutcome = { written: 0, deleted: 0, unchanged: 0, busy: null };
    try {
      const wanted = new Set<string>();
      for (const calendarId of chosen) {
        for (const entry of entries) {
          const key = `${calendarId}\n${entry.uid}`;
          wanted.add(key);
          const fingerprint = entryFingerprint(entry);
          if (known.get(key)?.fingerprint === fingerprint) {
            outcome.unchanged += 1;
            continue;
          }
          const written = await provider.writeEvent(calendarId, entry);
          await repo.saveSynced(
            {
              user_id: userId,
              calendar_id: calendarId,
              uid: entry.uid,
              remote_id: written.remoteId,
              etag: written.etag,
              fingerprint,
              ends_at: entry.end,
            },
            ctx.now(),
          );
          outcome.written += 1;
        }
      }
      for (const row of synced) {
        if (wanted.has(`${row.calendar_id}\n${row.uid}`)) continue;
        // A past event out of the window stays in the calendar; only its record goes.
        if (row.ends_at >= from) {
          await provider.deleteEvent(row.calendar_id, { remoteId: row.remote_id, etag: row.etag });
          outcome.deleted += 1;
        }
        await repo.forgetSynced(userId, row.calendar_id, row.uid);
      }
      if (await repo.isSchool(connection.partner_id)) {
        const listed = (await repo.choices(userId)).map((c) => c.calendar_id);
        outcome.busy = await readBusy(userId, connection.partner_id, provider, listed, entries);
      }
    } catch (err) {
      if (err instanceof CalendarGrantRefused) {
        await repo.markExpired(userId, MESSAGES.calendarExpired, ctx.now());
        return null;
      }
      await repo.recordSync(userId, { at: ctx.now(), error: MESSAGES.calendarProviderDown });
      throw err;
    }
    await repo.recordSync(userId, { at: ctx.now(), error: null });
    return outcome;
  };
}
