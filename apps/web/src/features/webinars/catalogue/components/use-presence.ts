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
 * While the session is live and the guest has joined from this tab, POST events/{id}/presence every minute the
 * page is visible (a hidden page pauses; coming back sends at once when a minute has passed).
 */
export function usePresence(id: number | undefined, live: boolean, joined: boolean): void {
  useEffect(() => {
    if (!id || !live || !joined) return;
    let lastSentAt: number | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = () => {
      clearTimeout(timer);
      const visible = document.visibilityState === "visible";
      const delay = presenceDelay({ live, joined, visible, lastSentAt }, Date.now());
      if (delay === null) return;
      timer = setTimeout(() => {
        lastSentAt = Date.now();
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
  }, [id, live, joined]);
}
