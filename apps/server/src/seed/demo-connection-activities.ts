import type { activities, webinarRegistrations } from "../modules/webinars/webinars.table.ts";
import { DAY } from "./demo-connection-data.ts";
import type { Random } from "./random.ts";

export type DemoActivity = typeof activities.$inferInsert;

/**
 * What each person did: registrations (most attended, some watched the replay), visit sign-ups, profile views,
 * drawn from the first moment each came, over the university's past sessions and visits.
 */
export function demoPersonActivities(
  random: Random,
  opts: {
    partnerId: number;
    personIds: readonly number[];
    guestIds: readonly number[];
    sessions: readonly { id: number; start_time: Date }[];
    visits: readonly { id: number }[];
    /** The first moment (ms) a person may come. */
    start: number;
    nowMs: number;
  },
) {
  const { partnerId, personIds, guestIds, sessions, visits, start, nowMs } = opts;
  const acts: DemoActivity[] = [];
  const registrations: (typeof webinarRegistrations.$inferInsert)[] = [];
  for (const [i, personId] of personIds.entries()) {
    const guestId = guestIds[i] as number;
    // Newer people are more numerous: the university's reach grows.
    const firstAt = start + Math.floor(Math.sqrt(random.next()) * 720) * DAY;
    const firstKind = random.weighted([
      { weight: 70, value: "webinar" },
      { weight: visits.length ? 18 : 0, value: "visit" },
      { weight: 12, value: "profile" },
    ]);
    if (firstKind === "profile")
      acts.push({ person_id: personId, partner_id: partnerId, kind: "profile_view", occurred_at: new Date(firstAt) });
    if (firstKind === "visit")
      acts.push({
        person_id: personId,
        partner_id: partnerId,
        kind: "visit_signup",
        event_id: random.pick(visits).id,
        occurred_at: new Date(firstAt),
      });
    // Sessions after the person first came (a registration is made before the session starts).
    const later = sessions.filter((s) => s.start_time.getTime() > firstAt + 60 * 60 * 1000);
    const count = firstKind === "webinar" ? random.int(1, 3) : random.int(0, 2);
    const taken = new Set<number>();
    for (let k = 0; k < count && later.length; k += 1) {
      const s = random.pick(later);
      if (taken.has(s.id)) continue;
      taken.add(s.id);
      const registeredAt = Math.max(firstAt, s.start_time.getTime() - random.int(1, 14) * DAY);
      const joinedAt = new Date(s.start_time.getTime() + random.int(0, 10) * 60_000);
      const attended = random.chance(0.65);
      const seconds = attended ? random.int(10, 60) * 60 : 0;
      const replayAt = s.start_time.getTime() + random.int(1, 20) * DAY;
      const watched = !attended && random.chance(0.3) && replayAt < nowMs;
      registrations.push({
        webinar_id: s.id,
        partner_id: partnerId,
        webinar_user_id: guestId,
        registered_at: new Date(registeredAt),
        first_joined_at: attended ? joinedAt : null,
        joined_seconds: seconds,
        is_video_watched: watched,
      });
      acts.push({
        person_id: personId,
        partner_id: partnerId,
        kind: "registered",
        webinar_id: s.id,
        occurred_at: new Date(registeredAt),
      });
      if (attended)
        acts.push({
          person_id: personId,
          partner_id: partnerId,
          kind: "attended",
          webinar_id: s.id,
          duration_seconds: seconds,
          via: "join_link",
          occurred_at: joinedAt,
        });
      if (watched)
        acts.push({
          person_id: personId,
          partner_id: partnerId,
          kind: "viewed_recording",
          webinar_id: s.id,
          occurred_at: new Date(replayAt),
        });
    }
    if (random.chance(0.15)) {
      const at = firstAt + random.int(1, 60) * DAY;
      if (at < nowMs)
        acts.push({ person_id: personId, partner_id: partnerId, kind: "watched_video", occurred_at: new Date(at) });
    }
    // Some come back to the university's profile later (its profile views, week after week).
    if (random.chance(0.12)) {
      const at = firstAt + random.int(1, 120) * DAY;
      if (at < nowMs)
        acts.push({ person_id: personId, partner_id: partnerId, kind: "profile_view", occurred_at: new Date(at) });
    }
  }
  return { acts, registrations };
}
