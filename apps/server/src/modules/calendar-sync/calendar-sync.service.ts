import type { CalendarsResponse, CalendarTokenInput } from "@quad/contract/api/calendar-sync";
import { MESSAGES } from "@quad/contract/rules/messages";
import type { AppContext } from "../../app-context.ts";
import { NotFoundError, ValidationError } from "../../lib/errors.ts";
import { outboundUrlProblem } from "../../lib/outbound/url-rule.ts";
import type { UserWithPartner } from "../users/users.repository.ts";
import { calDavProvider } from "./caldav.provider.ts";
import { CalendarGrantRefused, type RemoteCalendar } from "./calendar-provider.ts";
import { providerFor } from "./calendar-providers.ts";
import { queueUserSync, SYNC_QUEUE } from "./calendar-sync.job.ts";
import { createCalendarSyncRepository, type NewConnection } from "./calendar-sync.repository.ts";
import { signCalendarState, verifyCalendarState } from "./calendar-sync.state.ts";
import { exchangeGoogleCode, GOOGLE_CALENDAR_SCOPE, googleCalendarProvider } from "./google-calendar.provider.ts";

type Ctx = Pick<AppContext, "db" | "config" | "outbound" | "now" | "jobs" | "secrets">;

const STATE_TTL_SECONDS = 15 * 60;

/** Calendar sync for the signed-in user: connect (Google or CalDAV), choose calendars, sync, disconnect. */
export function createCalendarSyncService(ctx: Ctx) {
  const { config, now } = ctx;
  const repo = createCalendarSyncRepository(ctx.db, ctx.secrets);
  const redirectUri = `${config.appUrl}/calendar-sync`;

  /** {id} is the caller's own institution; any other is not found (decision 086). */
  function own(me: UserWithPartner, partnerId: number) {
    if (me.partner_id !== partnerId) throw new NotFoundError(MESSAGES.recordNotFound);
  }

  async function status(userId: number): Promise<CalendarsResponse> {
    const connection = await repo.connection(userId);
    if (!connection) {
      return {
        connected: false,
        provider: null,
        account: null,
        server_url: null,
        is_calender_expired: false,
        last_synced_at: null,
        last_error: null,
        syncing: false,
        synced_events: 0,
        calendars: [],
      };
    }
    const choices = await repo.choices(userId);
    return {
      connected: true,
      provider: connection.provider as "google" | "caldav",
      account: connection.account,
      server_url: connection.server_url,
      is_calender_expired: connection.expired,
      last_synced_at: connection.last_synced_at?.toISOString() ?? null,
      last_error: connection.last_error,
      syncing: (await ctx.jobs.pending(SYNC_QUEUE)) > 0 && !connection.expired,
      synced_events: await repo.syncedCount(userId),
      calendars: choices.map((c) => ({ id: c.calendar_id, name: c.name, color: c.color, selected: c.selected })),
    };
  }

  /** The provider's answer, or the user's field error: a refused grant expires the connection. */
  async function ask<T>(userId: number | null, field: string, call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (err) {
      // While connecting (no user's connection yet), a refusal is a wrong password or code, said as such.
      if (err instanceof CalendarGrantRefused && userId !== null) {
        await repo.markExpired(userId, MESSAGES.calendarExpired, now());
        throw new ValidationError({ [field]: MESSAGES.calendarExpired });
      }
      throw new ValidationError({ [field]: MESSAGES.calendarProviderDown });
    }
  }

  /** A fresh connection: its calendars listed, the first (Google's primary) chosen until the user chooses. */
  async function saveConnection(values: NewConnection, list: RemoteCalendar[]) {
    await repo.connect(values, now());
    await repo.replaceCalendars(values.user_id, list);
    const primary = (list as (RemoteCalendar & { primary?: boolean })[]).find((c) => c.primary) ?? list[0];
    if (primary) await repo.choose(values.user_id, [primary.id]);
  }

  return {
    status: async (me: UserWithPartner, partnerId: number) => {
      own(me, partnerId);
      return status(me.id);
    },

    /** Google's authorisation address for this user (spec: GET google_authorization redirects the browser). */
    authorizationUrl(me: UserWithPartner, partnerId: number, core: boolean): string {
      own(me, partnerId);
      if (!config.GOOGLE_CLIENT_ID) throw new NotFoundError(MESSAGES.googleCalendarUnavailable);
      const expires = Math.floor(now().getTime() / 1000) + STATE_TTL_SECONDS;
      const params = new URLSearchParams({
        response_type: "code",
        client_id: config.GOOGLE_CLIENT_ID,
        redirect_uri: redirectUri,
        scope: GOOGLE_CALENDAR_SCOPE,
        access_type: "offline",
        prompt: "consent",
        include_granted_scopes: "true",
        state: signCalendarState(config.fileUrlSecret, me.id, expires, core),
      });
      return `${config.GOOGLE_AUTHORIZE_URL}?${params.toString()}`;
    },

    /** The calendar token call: Google's code, or a CalDAV server with user name and app password. */
    async connect(me: UserWithPartner, partnerId: number, input: CalendarTokenInput) {
      own(me, partnerId);
      if (input.provider === "google") {
        if (!config.GOOGLE_CLIENT_ID) throw new NotFoundError(MESSAGES.googleCalendarUnavailable);
        const state = verifyCalendarState(config.fileUrlSecret, input.state, now().getTime() / 1000);
        if (!state || state.userId !== me.id) throw new ValidationError({ state: MESSAGES.calendarExpired });
        const tokens = await ask(null, "auth_token", () => exchangeGoogleCode(config, input.auth_token, redirectUri));
        if (!tokens.refresh_token) throw new ValidationError({ auth_token: MESSAGES.calendarExpired });
        const expiresAt = new Date(now().getTime() + (tokens.expires_in ?? 3600) * 1000);
        const provider = googleCalendarProvider(config, {
          refreshToken: tokens.refresh_token,
          accessToken: tokens.access_token,
          expiresAt,
          onToken: async () => {},
          now,
        });
        const list = await ask(null, "auth_token", () => provider.listCalendars());
        const primary = (list as (RemoteCalendar & { primary?: boolean })[]).find((c) => c.primary);
        await saveConnection(
          {
            user_id: me.id,
            partner_id: me.partner_id,
            provider: "google",
            account: primary?.id ?? null,
            server_url: null,
            secret: tokens.refresh_token,
            access_token: tokens.access_token,
            access_token_expires_at: expiresAt,
          },
          list,
        );
      } else {
        const problem = outboundUrlProblem(input.server_url, config.OUTBOUND_ALLOW_HTTP);
        if (problem) {
          throw new ValidationError({
            server_url:
              problem === "credentials"
                ? MESSAGES.urlWithCredentials
                : problem === "httpsRequired"
                  ? MESSAGES.httpsRequired
                  : MESSAGES.invalidUrl,
          });
        }
        const account = { serverUrl: input.server_url, username: input.username, password: input.auth_token };
        const provider = calDavProvider(account, {
          outbound: ctx.outbound,
          allowHttp: config.OUTBOUND_ALLOW_HTTP,
          now,
        });
        const list = await ask(null, "server_url", () => provider.listCalendars());
        await saveConnection(
          {
            user_id: me.id,
            partner_id: me.partner_id,
            provider: "caldav",
            account: input.username,
            server_url: input.server_url,
            secret: input.auth_token,
            access_token: null,
            access_token_expires_at: null,
          },
          list,
        );
      }
      await queueUserSync(ctx.jobs, me.id);
      return status(me.id);
    },

    /** GET fetch_calendars: the account's calendars as the provider lists them now. */
    async fetchCalendars(me: UserWithPartner, partnerId: number) {
      own(me, partnerId);
      const connection = await repo.connection(me.id);
      if (!connection) throw new ValidationError({ calendar: MESSAGES.calendarNotConnected });
      if (connection.expired) throw new ValidationError({ calendar: MESSAGES.calendarExpired });
      const provider = providerFor(ctx, connection, (token, at) => repo.saveAccessToken(me.id, token, at));
      await repo.replaceCalendars(me.id, await ask(me.id, "calendar", () => provider.listCalendars()));
      return status(me.id);
    },

    /** POST calendars: the calendars to sync into (at least one, each one of the account's). */
    async choose(me: UserWithPartner, partnerId: number, calendarIds: string[]) {
      own(me, partnerId);
      const connection = await repo.connection(me.id);
      if (!connection) throw new ValidationError({ calendar_ids: MESSAGES.calendarNotConnected });
      const known = new Set((await repo.choices(me.id)).map((c) => c.calendar_id));
      if (calendarIds.some((id) => !known.has(id)))
        throw new ValidationError({ calendar_ids: MESSAGES.calendarUnknown });
      await repo.choose(me.id, [...new Set(calendarIds)]);
      await queueUserSync(ctx.jobs, me.id);
      return status(me.id);
    },

    /** POST google_sync: a sync now, in the background. */
    async syncNow(me: UserWithPartner, partnerId: number) {
      own(me, partnerId);
      const connection = await repo.connection(me.id);
      if (!connection) throw new ValidationError({ calendar: MESSAGES.calendarNotConnected });
      if (connection.expired) throw new ValidationError({ calendar: MESSAGES.calendarExpired });
      const chosen = (await repo.choices(me.id)).some((c) => c.selected);
      if (!chosen) throw new ValidationError({ calendar_ids: MESSAGES.calendarRequired });
      await queueUserSync(ctx.jobs, me.id);
      return { message: MESSAGES.calendarSyncQueued, queued: true };
    },

    /** Forgets the connection (the events written stay in the calendar: they are the user's now). */
    async disconnect(me: UserWithPartner, partnerId: number) {
      own(me, partnerId);
      await repo.disconnect(me.id);
      return status(me.id);
    },
  };
}
