import { UserPartnerResponseSchema } from "@quad/contract/api/auth";
import { ZoomConnectResponseSchema } from "@quad/contract/api/auth-extras";
import { ZoomMeetingResponseSchema, type ZoomMeetingTarget, ZoomStatusSchema } from "@quad/contract/api/zoom";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ApiError, apiRequest } from "../api-client";

export const zoomKeys = {
  status: ["zoom", "status"] as const,
  meeting: (target: ZoomMeetingTarget) => ["zoom", "meeting", target.event_id ?? 0, target.session_id ?? 0] as const,
};

/** The institution's Zoom connection as the session's partner answer shows it (spec 1 §3, GET users/user_partner). */
export function useZoomStatus(enabled = true) {
  return useQuery({
    queryKey: zoomKeys.status,
    enabled,
    queryFn: async ({ signal }) => {
      const { partner } = await apiRequest({ path: "users/user_partner", schema: UserPartnerResponseSchema, signal });
      return { is_zoom_connected: partner.is_zoom_connected, zoom_email: partner.zoom_email };
    },
  });
}

/** GET zoom/connect — the address to authorise Zoom at; a 404 (Zoom not set up on this server) is the caller's. */
export async function getZoomConnectUrl(opts: { silent?: boolean } = {}) {
  const res = await apiRequest({
    path: "zoom/connect",
    schema: ZoomConnectResponseSchema,
    handledStatuses: opts.silent ? [404] : [],
    silent: opts.silent,
  });
  return res.url;
}

/** Whether this server can connect Zoom: GET zoom/connect answers an address, or 404 when Zoom is not set up. */
export function useZoomAvailable(enabled = true) {
  return useQuery({
    queryKey: ["zoom", "available"],
    enabled,
    staleTime: 60_000,
    retry: false,
    queryFn: async () => {
      try {
        await getZoomConnectUrl({ silent: true });
        return true;
      } catch (err) {
        if (err instanceof ApiError && err.status === 404) return false;
        throw err;
      }
    },
  });
}

/** POST zoom/sync_user — the /zoom return page hands Zoom's code and state back. */
export function useSyncZoomUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { code: string; state: string }) =>
      apiRequest({
        method: "POST",
        path: "zoom/sync_user",
        json: input,
        schema: ZoomStatusSchema,
        silent: true,
        handledStatuses: [404, 409, 422],
      }),
    onSuccess: (status) => client.setQueryData(zoomKeys.status, status),
  });
}

/** PUT zoom/disconnect */
export function useDisconnectZoom() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest({ method: "PUT", path: "zoom/disconnect", schema: ZoomStatusSchema }),
    onSuccess: (status) => client.setQueryData(zoomKeys.status, status),
  });
}

/** GET zoom/meeting — the meeting of a visit or a session, or null. */
export function useMeeting(target: ZoomMeetingTarget) {
  return useQuery({
    queryKey: zoomKeys.meeting(target),
    queryFn: ({ signal }) =>
      apiRequest({
        path: "zoom/meeting",
        query: { event_id: target.event_id, session_id: target.session_id },
        schema: ZoomMeetingResponseSchema,
        signal,
      }),
  });
}

/** POST zoom/meeting (a pasted link, or a new Zoom meeting) and PUT zoom/delete_meeting. */
export function useMeetingChanges(target: ZoomMeetingTarget, onChanged?: () => void) {
  const client = useQueryClient();
  const settle = (answer: { meeting: unknown }) => {
    client.setQueryData(zoomKeys.meeting(target), answer);
    onChanged?.();
  };
  const save = useMutation({
    mutationFn: (input: { meeting_url?: string; instructions?: string }) =>
      apiRequest({
        method: "POST",
        path: "zoom/meeting",
        json: { ...target, ...input },
        schema: ZoomMeetingResponseSchema,
        handledStatuses: [409, 422],
        silent: true,
      }),
    onSuccess: settle,
  });
  const remove = useMutation({
    mutationFn: () =>
      apiRequest({ method: "PUT", path: "zoom/delete_meeting", json: target, schema: ZoomMeetingResponseSchema }),
    onSuccess: settle,
  });
  return { save, remove };
}
