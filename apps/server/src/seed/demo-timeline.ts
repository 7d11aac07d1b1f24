import type { DemoActors } from "./demo-context.ts";

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/** One thing someone does, at its moment (ms). */
interface Step {
  at: number;
  order: number;
  run: () => Promise<void>;
}

/**
 * A history to play: actions are planned at their moments in any order, then run in time order (ties in the
 * order they were planned), each on the seed's clock at its moment. An action may plan later ones while running.
 */
export function createTimeline(until: number) {
  const steps: Step[] = [];
  let order = 0;
  return {
    /** Plans an action; one planned after `until` (the present) is left out, as it has not happened yet. */
    add(at: number, run: () => Promise<void>): boolean {
      if (at > until) return false;
      steps.push({ at: Math.round(at), order: order++, run });
      return true;
    },
    async play(actors: DemoActors) {
      let played = 0;
      while (steps.length > 0) {
        // The earliest next (a small heap is not worth it: a few thousand steps, re-sorted only when some were added).
        steps.sort((a, b) => b.at - a.at || b.order - a.order);
        const batch = steps.length;
        for (let i = 0; i < batch && steps.length > 0; i += 1) {
          const next = steps.at(-1) as Step;
          const before = steps.length;
          steps.pop();
          actors.at(new Date(next.at));
          await next.run();
          played += 1;
          if (steps.length >= before) break; // the action planned more: sort again
        }
      }
      return played;
    },
  };
}
export type Timeline = ReturnType<typeof createTimeline>;
