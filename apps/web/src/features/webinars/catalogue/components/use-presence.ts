import { presenceOpen } from "@quad/contract/rules/webinar-attendance";
import { useEffect, useState } from "react";
import { sendPresence } from "../api/send-presence";
import { presenceDelay } from "../model";
import { hasJoined, onJoinedChange } from "./joined-sessions";

/** Whether this tab has joined the session (updates when Join is clicked). */
export function useJoined(id: number | undefined): boolean {
  const [joined, setJoined] = useState(() => (id ? hasJoined(id) : false));
  useEffect(() => {
    if (!id) return;
    setJoined(hasJoined(id));
    return onJoinedChange(() => setJoined(hasJoined(id)));
  }, [id]);
  return joined;
}

/**
 * While the session takes presence (the contract's presenceOpen) and the guest has joined from this tab, POST
 * events/{id}/presence every minute the page is visible (decision 038). A hidden page pauses; coming back sends at
 * once when a minute has passed.
 */
export function usePresence(
  session: { id: number; start_time: string; end_time: string } | undefined,
  joined: boolean,
  now: Date,
): void {
  const open = session ? presenceOpen(new Date(session.start_time), new Date(session.end_time), now) : false;
  const id = session?.id;
  useEffect(() => {
    if (!id || !open || !joined) return;
    let since = Date.now();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = () => {
      clearTimeout(timer);
      const visible = document.visibilityState === "visible";
      const delay = presenceDelay({ open, joined, visible, since }, Date.now());
      if (delay === null) return;
      timer = setTimeout(() => {
        since = Date.now();
        sendPresence(id).catch(() => undefined);
        schedule();
      }, delay);
    };
    document.addEventListener("visibilitychange", schedule);
    schedule();
    return () => {
      clearTimeout(timer);
      document.removeEventListener("visibilitychange", schedule);
    };
  }, [id, open, joined]);
}
