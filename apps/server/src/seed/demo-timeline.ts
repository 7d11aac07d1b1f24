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
 * A history to play: actions are planned at their moments in any order, then run in time order (ties in the order
 * they were planned), each on the seed's clock at its moment, so that every rule about time (rounds open, days in a
 * status, notifications' dates) sees the moment the action happened at.
 */
export function createTimeline(until: number) {
  const steps: Step[] = [];
  return {
    /** Plans an action; one after `until` (the present) is left out: it has not happened yet. */
    add(at: number, run: () => Promise<void>): boolean {
      if (at > until) return false;
      steps.push({ at: Math.round(at), order: steps.length, run });
      return true;
    },
    async play(actors: DemoActors) {
      steps.sort((a, b) => a.at - b.at || a.order - b.order);
      for (const step of steps) {
        actors.at(new Date(step.at));
        await step.run();
      }
      return steps.length;
    },
  };
}
export type Timeline = ReturnType<typeof createTimeline>;
