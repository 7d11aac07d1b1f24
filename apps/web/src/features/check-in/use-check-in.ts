import type { CheckInResult } from "@quad/contract/api/check-in";
import { useCallback, useRef, useState } from "react";
import { ApiError, showErrorToast } from "../../lib/api-client";
import { classifyFailure } from "../../lib/error-catalogue";
import { useScanStudent } from "./api/scan-student";
import {
  addRecent,
  failureFeedback,
  isRepeatScan,
  type LastScan,
  personName,
  type RecentCheckIn,
  readScannedCode,
  type ScanFeedback,
} from "./model";

/**
 * The check-in desk's state for one event: the outcome of the last attempt, this session's check-ins,
 * and the handlers the scanner, the image upload, the manual lookup and the walk-in form call.
 */
export function useCheckIn(webinarId: number) {
  const scan = useScanStudent();
  const [feedback, setFeedback] = useState<ScanFeedback | null>(null);
  const [recent, setRecent] = useState<RecentCheckIn[]>([]);
  const last = useRef<LastScan | null>(null);
  const busy = useRef(false);

  const record = useCallback((result: CheckInResult) => {
    const name = personName(result.participant);
    setFeedback(
      result.status === "checked_in"
        ? { kind: "checkedIn", name }
        : { kind: "alreadyCheckedIn", name, at: result.participant.attended_at },
    );
    setRecent((list) => addRecent(list, { participant: result.participant, status: result.status, at: Date.now() }));
  }, []);

  const checkIn = useCallback(
    async (studentId: number, method: "qr" | "manual") => {
      try {
        record(await scan.mutateAsync({ student_id: studentId, webinar_id: webinarId, method }));
        return true;
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        const shown = failureFeedback(error.status, error.body);
        if (shown) setFeedback(shown);
        else if (error.outcome.action === "none" && error.status !== undefined)
          showErrorToast(classifyFailure({ status: error.status, body: error.body }).message);
        return false;
      }
    },
    [record, scan, webinarId],
  );

  /** A decoded QR text. The camera sees a code many times: its repeats are ignored for a few seconds. */
  const handleText = useCallback(
    async (text: string, fromCamera: boolean) => {
      const now = Date.now();
      if (busy.current || (fromCamera && isRepeatScan(last.current, text, now))) return;
      last.current = { text, at: now };
      const code = readScannedCode(text, webinarId);
      if (code.kind === "invalid") return setFeedback({ kind: "invalid" });
      if (code.kind === "otherEvent") return setFeedback({ kind: "otherEvent" });
      busy.current = true;
      try {
        await checkIn(code.student_id, "qr");
      } finally {
        busy.current = false;
      }
    },
    [checkIn, webinarId],
  );

  return {
    feedback,
    setFeedback,
    recent,
    record,
    checkIn,
    onCameraText: (text: string) => handleText(text, true),
    onImageText: (text: string) => handleText(text, false),
    onUnreadable: () => setFeedback({ kind: "unreadable" }),
    pending: scan.isPending,
  };
}
