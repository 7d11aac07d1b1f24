import type { ManagedTimerId, TimeoutCallback, TimeoutProvider } from "@tanstack/react-query";

interface Pending {
  at: number;
  run: TimeoutCallback;
}

/**
 * A TanStack Query timeout provider (its `timeoutManager`) that keeps one platform timer for all of Query's timeouts
 * (decision 125). Each query and observer sets and clears its own garbage-collection and staleness timeouts: on a
 * screen subscribing twenty queries, some eighty platform timer calls inside the screen's commit, each of which a
 * browser under tracing (Lighthouse) records with its stack. Here a timeout is a row in a table; the one platform
 * timer is armed for the earliest, and moved only when a sooner one arrives. A cleared timeout is only deleted.
 *
 * When the platform timer fires, every timeout due by the time it was armed for runs (in order of their times), so
 * the platform's own clock decides, as with its timers. Intervals are the platform's.
 */
export function coalescedTimers(now: () => number = () => performance.now()): TimeoutProvider {
  const pending = new Map<number, Pending>();
  let lastId = 0;
  let armed: { at: number; handle: ReturnType<typeof setTimeout> } | null = null;

  // Read through a function: a callback run below may have armed the timer (no narrowing holds across it).
  const armedAt = () => armed?.at ?? Number.POSITIVE_INFINITY;

  const arm = (at: number) => {
    if (armed) clearTimeout(armed.handle);
    armed = { at, handle: setTimeout(() => fire(at), Math.max(0, at - now())) };
  };

  const fire = (until: number) => {
    armed = null;
    const due = [...pending].filter(([, p]) => p.at <= until).sort((a, b) => a[1].at - b[1].at);
    for (const [id] of due) {
      // One run before may have cleared it.
      const p = pending.get(id);
      if (!p) continue;
      pending.delete(id);
      try {
        p.run();
      } catch (error) {
        // As a platform timer's callback: reported, and the other timeouts still run.
        queueMicrotask(() => {
          throw error;
        });
      }
    }
    let next = Number.POSITIVE_INFINITY;
    for (const p of pending.values()) next = Math.min(next, p.at);
    // A timeout set by a callback may have armed the timer for later than one still waiting.
    if (next < armedAt()) arm(next);
  };

  return {
    setTimeout(run, delay) {
      const at = now() + Math.max(0, delay);
      lastId += 1;
      pending.set(lastId, { at, run });
      if (at < armedAt()) arm(at);
      return lastId;
    },
    clearTimeout(id) {
      if (id !== undefined) pending.delete(Number(id));
    },
    // The platform's handle (a number in a browser, an object that converts to one in Node).
    setInterval: (run, delay) => setInterval(run, delay) as unknown as ManagedTimerId,
    clearInterval(id) {
      if (id !== undefined) clearInterval(id as unknown as ReturnType<typeof setInterval>);
    },
  };
}
