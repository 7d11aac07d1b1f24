import type { Config } from "../../config.ts";
import {
  type CreatedVideoMeeting,
  type NewVideoMeeting,
  VideoAccessRefusedError,
  type VideoAccount,
  VideoGrantRefusedError,
  type VideoMeetingProvider,
  VideoProviderDownError,
  type VideoTokens,
} from "./video-provider.ts";

const TIMEOUT_MS = 10_000;

interface ZoomAnswer {
  status: number;
  body: Record<string, unknown>;
}

/**
 * Zoom's OAuth (authorization code with HTTP Basic client authentication) and REST API v2 (users/me,
 * users/me/meetings, meetings/{id}). The base addresses are configuration (ZOOM_AUTHORIZE_URL, ZOOM_TOKEN_URL,
 * ZOOM_API_URL): Zoom's own, or a loopback fake in tests. Null when Zoom is not configured.
 */
export function createZoomProvider(config: Config, fetchImpl: typeof fetch = fetch): VideoMeetingProvider | null {
  const clientId = config.ZOOM_CLIENT_ID;
  const clientSecret = config.ZOOM_CLIENT_SECRET;
  if (!clientId || !clientSecret) return null;
  const redirectUri = `${config.appUrl}/zoom`;
  const apiBase = config.ZOOM_API_URL.replace(/\/+$/, "");

  async function call(url: string, init: RequestInit): Promise<ZoomAnswer> {
    const response = await fetchImpl(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) }).catch(
      (err: unknown) => {
        throw new VideoProviderDownError(`Zoom unreachable: ${String(err)}`);
      },
    );
    const text = await response.text().catch(() => "");
    let body: Record<string, unknown> = {};
    if (text) {
      try {
        const parsed: unknown = JSON.parse(text);
        if (parsed && typeof parsed === "object") body = parsed as Record<string, unknown>;
      } catch {
        if (response.ok) throw new VideoProviderDownError(`Zoom answered ${response.status} with no JSON`);
      }
    }
    if (response.status >= 500) throw new VideoProviderDownError(`Zoom answered ${response.status}`);
    return { status: response.status, body };
  }

  async function token(form: Record<string, string>): Promise<VideoTokens> {
    const basic = Buffer.from(`${clientId}:${clientSecret}`).toString("base64");
    const { status, body } = await call(config.ZOOM_TOKEN_URL, {
      method: "POST",
      headers: {
        authorization: `Basic ${basic}`,
        "content-type": "application/x-www-form-urlencoded",
        accept: "application/json",
      },
      body: new URLSearchParams(form),
    });
    if (status === 400 || status === 401) {
      throw new VideoGrantRefusedError(`Zoom refused the grant: ${String(body.error ?? body.reason ?? status)}`);
    }
    const { access_token, refresh_token, expires_in } = body;
    if (status !== 200 || typeof access_token !== "string" || typeof refresh_token !== "string") {
      throw new VideoProviderDownError(`Zoom's token endpoint answered ${status} without tokens`);
    }
    const seconds = typeof expires_in === "number" && expires_in > 0 ? expires_in : 3600;
    return { accessToken: access_token, refreshToken: refresh_token, expiresAt: new Date(Date.now() + seconds * 1000) };
  }

  async function api(accessToken: string, method: string, path: string, json?: unknown): Promise<ZoomAnswer> {
    const answer = await call(`${apiBase}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${accessToken}`,
        accept: "application/json",
        ...(json === undefined ? {} : { "content-type": "application/json" }),
      },
      body: json === undefined ? undefined : JSON.stringify(json),
    });
    if (answer.status === 401) throw new VideoAccessRefusedError(`Zoom refused the access token on ${path}`);
    return answer;
  }

  return {
    name: "zoom",
    authorizeUrl(state) {
      const params = new URLSearchParams({
        response_type: "code",
        client_id: clientId,
        redirect_uri: redirectUri,
        state,
      });
      return `${config.ZOOM_AUTHORIZE_URL}?${params.toString()}`;
    },
    exchangeCode: (code) => token({ grant_type: "authorization_code", code, redirect_uri: redirectUri }),
    refresh: (refreshToken) => token({ grant_type: "refresh_token", refresh_token: refreshToken }),
    async whoAmI(accessToken): Promise<VideoAccount> {
      const { status, body } = await api(accessToken, "GET", "/users/me");
      const id = typeof body.id === "string" || typeof body.id === "number" ? String(body.id) : null;
      if (status !== 200 || !id || typeof body.email !== "string") {
        throw new VideoProviderDownError(`Zoom's users/me answered ${status} without an account`);
      }
      return { id, email: body.email.toLowerCase() };
    },
    async createMeeting(accessToken, meeting: NewVideoMeeting): Promise<CreatedVideoMeeting> {
      const { status, body } = await api(accessToken, "POST", "/users/me/meetings", {
        topic: meeting.topic.slice(0, 200),
        type: 2,
        start_time: meeting.start.toISOString().replace(/\.\d{3}Z$/, "Z"),
        duration: meeting.durationMinutes,
        timezone: meeting.timezone,
        ...(meeting.agenda ? { agenda: meeting.agenda.slice(0, 2000) } : {}),
      });
      const id = typeof body.id === "string" || typeof body.id === "number" ? String(body.id) : null;
      if (status !== 201 || !id || typeof body.join_url !== "string") {
        throw new VideoProviderDownError(`Zoom's meeting creation answered ${status}`);
      }
      return { id, joinUrl: body.join_url };
    },
    async deleteMeeting(accessToken, meetingId) {
      const { status } = await api(accessToken, "DELETE", `/meetings/${encodeURIComponent(meetingId)}`);
      if (status === 204 || status === 200 || status === 404) return;
      throw new VideoProviderDownError(`Zoom's meeting deletion answered ${status}`);
    },
  };
}
