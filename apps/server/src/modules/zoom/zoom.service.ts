import type { ZoomMeetingInput, ZoomMeetingResponse, ZoomMeetingTarget, ZoomStatus } from "@quad/contract/api/zoom";
import { MESSAGES } from "@quad/contract/rules/messages";
import { wallClockInstant } from "@quad/contract/rules/slot-dates";
import type { FastifyBaseLogger } from "fastify";
import type { AppContext } from "../../app-context.ts";
import { ConflictError, NotFoundError, ValidationError } from "../../lib/errors.ts";
import type { UserWithPartner } from "../users/users.repository.ts";
import {
  type NewVideoMeeting,
  VideoAccessRefusedError,
  VideoGrantRefusedError,
  type VideoMeetingProvider,
  VideoProviderDownError,
} from "./video-provider.ts";
import { createZoomProvider } from "./zoom.provider.ts";
import { type ConnectionRow, createZoomRepository, type MeetingRow, type MeetingTarget } from "./zoom.repository.ts";
import { signZoomState, verifyZoomState } from "./zoom.state.ts";

const STATE_TTL_SECONDS = 15 * 60;
/** Refresh an access token this long before Zoom says it ends. */
const REFRESH_MARGIN_MS = 60_000;
const LIVE_VISIT = new Set(["requested", "pending", "confirm", "reschedule"]);

/** The institution must connect again: the provider refused the stored grant (the connection is gone). */
export class VideoReconnectNeeded extends Error {}

type Ctx = Pick<AppContext, "db" | "config" | "now" | "secrets">;

const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

function view(row: MeetingRow | undefined): ZoomMeetingResponse {
  if (!row || row.removed_at || !row.meeting_url) return { meeting: null };
  return {
    meeting: {
      event_id: row.event_id,
      session_id: row.session_id,
      meeting_url: row.meeting_url,
      instructions: row.instructions,
      provider: row.provider === "zoom" ? "zoom" : "link",
      created_automatically: row.created_automatically,
      created_at: row.created_at.toISOString(),
    },
  };
}

/** The provider's failures on the request path, as the answers the spec's screens show. */
function answerFailure(err: unknown): never {
  if (err instanceof VideoReconnectNeeded) throw new ConflictError(MESSAGES.zoomReconnect);
  if (err instanceof VideoProviderDownError) throw new ConflictError(MESSAGES.zoomProviderDown);
  throw err;
}

/**
 * Zoom for an institution (decision 093): connect through OAuth, keep the tokens fresh, create and delete the
 * meetings of its visits and sessions, or keep a link a user pasted. `provider` is null when Zoom is not configured.
 */
export function createZoomService(
  ctx: Ctx,
  provider: VideoMeetingProvider | null = createZoomProvider(ctx.config),
  log?: FastifyBaseLogger,
) {
  const { config, now } = ctx;
  const repo = createZoomRepository(ctx.db, ctx.secrets);

  function configured(): VideoMeetingProvider {
    if (!provider) throw new NotFoundError(MESSAGES.zoomUnavailable);
    return provider;
  }

  async function refresh(p: VideoMeetingProvider, conn: ConnectionRow): Promise<string> {
    try {
      const tokens = await p.refresh(conn.refresh_token);
      await repo.updateTokens(conn.partner_id, conn.refresh_token, tokens, now());
      return tokens.accessToken;
    } catch (err) {
      if (!(err instanceof VideoGrantRefusedError)) throw err;
      log?.warn({ partner: conn.partner_id }, "Zoom refused the stored grant; the institution must connect again");
      await repo.removeConnection(conn.partner_id, conn.refresh_token);
      throw new VideoReconnectNeeded(err.message);
    }
  }

  /** Runs `fn` with a live access token of the institution's connection: refreshed when due, or once when refused. */
  async function withAccess<T>(conn: ConnectionRow, fn: (p: VideoMeetingProvider, token: string) => Promise<T>) {
    const p = configured();
    const due = conn.expires_at.getTime() - REFRESH_MARGIN_MS <= now().getTime();
    const token = due ? await refresh(p, conn) : conn.access_token;
    try {
      return await fn(p, token);
    } catch (err) {
      if (!(err instanceof VideoAccessRefusedError)) throw err;
      return fn(p, await refresh(p, conn));
    }
  }

  /** The visit or session the user's institution may give a meeting to, as the meeting to create. */
  async function targetOf(
    me: UserWithPartner,
    target: MeetingTarget,
  ): Promise<{ live: boolean; meeting: NewVideoMeeting | null }> {
    if ("event_id" in target) {
      const v = await repo.visit(target.event_id);
      if (!v || (v.school_partner_id !== me.partner_id && v.university_partner_id !== me.partner_id)) {
        throw new NotFoundError(`Event ${target.event_id} not found`);
      }
      return { live: LIVE_VISIT.has(v.status), meeting: visitMeeting(v) };
    }
    const s = await repo.session(target.session_id);
    if (!s || s.partner_id !== me.partner_id) throw new NotFoundError(MESSAGES.recordNotFound);
    return {
      live: s.status !== "cancelled" && !s.cancelled_at,
      meeting: {
        topic: s.title,
        start: s.start_time,
        durationMinutes: Math.max(1, Math.round((s.end_time.getTime() - s.start_time.getTime()) / 60_000)),
        timezone: s.timezone,
        agenda: s.description ?? undefined,
      },
    };
  }

  function visitMeeting(v: NonNullable<Awaited<ReturnType<typeof repo.visit>>>): NewVideoMeeting | null {
    if (!v.event_date || v.start_minute === null) return null;
    const zone = v.timezone ?? "UTC";
    const end = v.end_minute ?? v.start_minute + 30;
    return {
      topic: `${v.university_name} – ${v.school_name}`,
      start: wallClockInstant(v.event_date, hhmm(v.start_minute), zone),
      durationMinutes: Math.max(10, end - v.start_minute),
      timezone: zone,
    };
  }

  /** Deletes a meeting Quad created in the provider; a failure is only logged (spec 1 §8). */
  async function deleteAtProvider(row: MeetingRow) {
    if (row.provider !== "zoom" || !row.provider_meeting_id || !provider) return;
    const meetingId = row.provider_meeting_id;
    try {
      const conn = await repo.connectionOf(row.partner_id);
      if (!conn) throw new VideoReconnectNeeded("no connection");
      await withAccess(conn, (p, token) => p.deleteMeeting(token, meetingId));
    } catch (err) {
      log?.warn(
        { err, meeting: meetingId, partner: row.partner_id },
        "could not delete the Zoom meeting; removed in Quad",
      );
    }
  }

  const targetKey = (t: ZoomMeetingTarget): MeetingTarget =>
    t.event_id !== undefined ? { event_id: t.event_id } : { session_id: t.session_id as number };

  return {
    connectUrl(me: UserWithPartner) {
      const p = configured();
      const expires = Math.floor(now().getTime() / 1000) + STATE_TTL_SECONDS;
      return { url: p.authorizeUrl(signZoomState(config.fileUrlSecret, me.id, expires)) };
    },

    /** POST zoom/sync_user: trades the code for tokens, asks Zoom who the account is, and keeps both. */
    async syncUser(me: UserWithPartner, input: { code: string; state: string }): Promise<ZoomStatus> {
      const p = configured();
      const userId = verifyZoomState(config.fileUrlSecret, input.state, Math.floor(now().getTime() / 1000));
      if (userId !== me.id) throw new ValidationError({ state: MESSAGES.zoomAuthorisationExpired });
      try {
        const tokens = await p.exchangeCode(input.code);
        const account = await p.whoAmI(tokens.accessToken);
        await repo.saveConnection(me.partner_id, me.id, account, tokens, now());
        return { is_zoom_connected: true, zoom_email: account.email };
      } catch (err) {
        if (err instanceof VideoGrantRefusedError || err instanceof VideoAccessRefusedError) {
          throw new ValidationError({ code: MESSAGES.zoomAuthorisationRefused });
        }
        return answerFailure(err);
      }
    },

    async disconnect(me: UserWithPartner): Promise<ZoomStatus> {
      await repo.removeConnection(me.partner_id);
      return { is_zoom_connected: false, zoom_email: null };
    },

    async meeting(me: UserWithPartner, input: ZoomMeetingTarget): Promise<ZoomMeetingResponse> {
      const target = targetKey(input);
      await targetOf(me, target);
      return view(await repo.meetingOf(target));
    },

    /** POST zoom/meeting: keeps a pasted link, or creates the meeting in Zoom (once: a live one is kept). */
    async createMeeting(me: UserWithPartner, input: ZoomMeetingInput): Promise<ZoomMeetingResponse> {
      const target = targetKey(input as ZoomMeetingTarget);
      const { live, meeting } = await targetOf(me, target);
      const field = "event_id" in target ? "event_id" : "session_id";
      if (!live) throw new ValidationError({ [field]: MESSAGES.meetingNotLive });
      const existing = await repo.meetingOf(target);
      const current = existing && !existing.removed_at ? existing : undefined;
      const base = { ...target, partner_id: me.partner_id, created_by: me.id, created_at: now() };
      const instructions = input.instructions ?? null;
      if (input.meeting_url) {
        if (current) await deleteAtProvider(current);
        const saved = await repo.saveMeeting({
          ...base,
          provider: "link",
          provider_meeting_id: null,
          meeting_url: input.meeting_url,
          instructions,
          created_automatically: false,
        });
        return view(saved);
      }
      if (current?.provider === "zoom") {
        const { id: _id, removed_at: _removed, ...kept } = current;
        return view(await repo.saveMeeting({ ...kept, instructions: instructions ?? current.instructions }));
      }
      const conn = await repo.connectionOf(me.partner_id);
      if (!provider || !conn) throw new ValidationError({ meeting_url: MESSAGES.zoomNotConnected });
      if (!meeting) throw new ValidationError({ [field]: MESSAGES.meetingNotLive });
      const created = await withAccess(conn, (p, token) => p.createMeeting(token, meeting)).catch(answerFailure);
      if (current) await deleteAtProvider(current);
      const saved = await repo.saveMeeting({
        ...base,
        provider: "zoom",
        provider_meeting_id: created.id,
        meeting_url: created.joinUrl,
        instructions,
        created_automatically: false,
      });
      return view(saved);
    },

    /** PUT zoom/delete_meeting: removed in Quad at once; deleting it in Zoom may fail, which is only logged. */
    async deleteMeeting(me: UserWithPartner, input: ZoomMeetingTarget): Promise<ZoomMeetingResponse> {
      const target = targetKey(input);
      await targetOf(me, target);
      const row = await repo.meetingOf(target);
      if (!row || row.removed_at) return { meeting: null };
      await repo.markRemoved(row, now());
      await deleteAtProvider(row);
      return { meeting: null };
    },

    /**
     * The automatic meeting of a confirmed visit whose university has Zoom connected (decision 095). Idempotent:
     * a visit with any meeting row (a removed one too) is left alone; a meeting created twice by a race is deleted
     * again. Throws only what a retry can cure (the provider down).
     */
    async autoCreateForVisit(eventId: number): Promise<"created" | "skipped"> {
      const v = await repo.visit(eventId);
      if (!v) return "skipped";
      if (v.status !== "confirm" || (await repo.meetingOf({ event_id: eventId }))) return "skipped";
      const conn = await repo.connectionOf(v.university_partner_id);
      const meeting = visitMeeting(v);
      if (!provider || !conn || !meeting || meeting.start.getTime() < now().getTime()) return "skipped";
      let created: { id: string; joinUrl: string };
      try {
        created = await withAccess(conn, (p, token) => p.createMeeting(token, meeting));
      } catch (err) {
        if (err instanceof VideoReconnectNeeded) return "skipped";
        throw err;
      }
      const inserted = await repo.insertAutomaticMeeting({
        event_id: eventId,
        partner_id: v.university_partner_id,
        provider: "zoom",
        provider_meeting_id: created.id,
        meeting_url: created.joinUrl,
        created_at: now(),
      });
      if (inserted) return "created";
      await withAccess(conn, (p, token) => p.deleteMeeting(token, created.id)).catch((err: unknown) => {
        log?.warn({ err, meeting: created.id }, "could not delete a duplicate Zoom meeting");
      });
      return "skipped";
    },

    /** Confirmed visits (from yesterday on, in UTC) that may need an automatic meeting. */
    visitsAwaitingMeeting(limit: number) {
      const from = new Date(now().getTime() - 86_400_000).toISOString().slice(0, 10);
      return repo.visitsAwaitingMeeting(from, limit);
    },
  };
}
export type ZoomService = ReturnType<typeof createZoomService>;
