import { GuestWebinarSessionSchema } from "@quad/contract/api/webinars";
import { useMutation } from "@tanstack/react-query";
import { z } from "zod";
import { guestRequest } from "../../api/guest-request";

const RecordingViewAnswerSchema = z.object({ session: GuestWebinarSessionSchema });

/** POST events/{id}/recording_view — the replay started playing ("viewed recording"). Quiet: the video plays on. */
export function recordRecordingView(id: number) {
  return guestRequest({
    method: "POST",
    path: `events/${id}/recording_view`,
    schema: RecordingViewAnswerSchema,
    silent: true,
  });
}

export function useRecordRecordingView() {
  return useMutation({ mutationFn: recordRecordingView });
}
