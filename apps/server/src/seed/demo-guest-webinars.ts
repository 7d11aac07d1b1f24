import { and, asc, eq, isNotNull, like, not } from "drizzle-orm";
import { createPartnerWebinarsService } from "../modules/partner-webinars/partner-webinars.service.ts";
import { instantOf, wallTimeOf } from "../modules/partner-webinars/partner-webinars.view.ts";
import { createProviderEventsService } from "../modules/partner-webinars/provider-events.service.ts";
import { partners } from "../modules/partners/partners.table.ts";
import { countries } from "../modules/reference/reference.table.ts";
import { users } from "../modules/users/users.table.ts";
import { createGuestRegistrationService } from "../modules/webinars/guest-registration.service.ts";
import { createGuestsRepository, type GuestRow } from "../modules/webinars/guests.repository.ts";
import { createGuestsService } from "../modules/webinars/guests.service.ts";
import { joinTokenFor } from "../modules/webinars/join-link.ts";
import { webinarCategories } from "../modules/webinars/webinar-catalogue.table.ts";
import { webinarRegistrations } from "../modules/webinars/webinar-registrations.table.ts";
import type { DemoActors } from "./demo-context.ts";
import {
  CLIENT_HOST,
  DEMO_RECORDING_URL,
  GUEST_PLANS,
  registrationInput,
  type SessionPlan,
  sessionInput,
  sessionPlans,
} from "./demo-sessions.ts";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** One thing someone does, at its moment; the world is played in time order. */
type Step = { at: number; order: number; run: () => Promise<void> };

/**
 * The guest side of the demo world, made through the services as in real use (decision 031): universities
 * create their sessions (and add recordings after them), guests sign up, register (taking seats or joining
 * the waiting list), cancel (a freed seat goes to the first waiting, who takes it), join through their
 * personal link, and watch replays. Each action runs at its own moment on the seed's clock, so seats,
 * waiting lists, join times and activities agree with each other. The hour the demo is seeded in has a
 * live session.
 */
export async function seedDemoGuestWebinars(
  actors: DemoActors,
  opts: { now: Date; universityEmail: string; schoolEmail: string; clientEmail?: string; password: string },
) {
  const { ctx } = actors;
  const db = ctx.db;
  const nowMs = opts.now.getTime();
  const hour = Math.floor(nowMs / HOUR) * HOUR;
  const sessions = createPartnerWebinarsService(ctx);
  const accounts = createGuestsService(ctx);
  const guestRows = createGuestsRepository(db);
  const registrations = createGuestRegistrationService(ctx);

  const categoryRows = await db
    .select({ id: webinarCategories.id })
    .from(webinarCategories)
    .orderBy(asc(webinarCategories.position), asc(webinarCategories.id));
  if (categoryRows.length === 0) throw new Error("The demo categories are seeded first");
  // The demo university and three registered universities of the directory host the sessions.
  const others = await db
    .select({ email: users.email })
    .from(users)
    .innerJoin(partners, eq(partners.id, users.partner_id))
    .where(
      and(
        eq(partners.institute_type, "University"),
        isNotNull(partners.registered_at),
        eq(users.role, "admin"),
        not(like(users.email, "%@quad.test")),
      ),
    )
    .orderBy(asc(partners.id))
    .limit(3);
  const hosts = await Promise.all([opts.universityEmail, ...others.map((o) => o.email)].map((e) => actors.user(e)));
  const client = opts.clientEmail ? await actors.user(opts.clientEmail) : undefined;
  const providerEvents = createProviderEventsService(ctx);
  const [school] = await db.select({ id: users.partner_id }).from(users).where(eq(users.email, opts.schoolEmail));
  const countryIds = new Map(
    (await db.select({ id: countries.id, code: countries.code }).from(countries)).map((c) => [c.code, c.id]),
  );

  const steps: Step[] = [];
  const step = (at: number, run: () => Promise<void>) => steps.push({ at, order: steps.length, run });
  const guestIds: number[] = [];
  const sessionIds: number[] = [];
  // A guest's row as the services read it; the profile does not change after sign-up here.
  const guestCache = new Map<number, GuestRow>();
  const guest = async (g: number) => {
    const cached = guestCache.get(g);
    if (cached) return cached;
    const row = await guestRows.findById(guestIds[g] as number);
    if (!row) throw new Error(`Demo guest ${g} was not made`);
    guestCache.set(g, row);
    return row;
  };

  // Guests sign up, oldest first.
  const year = new Date(nowMs).getUTCFullYear();
  GUEST_PLANS.forEach((g, i) => {
    step(hour - g.daysAgo * DAY + i * 7 * MINUTE, async () => {
      const countryId = countryIds.get(g.countryCode) ?? countryIds.get("US");
      if (!countryId) throw new Error("Reference countries are missing");
      const made = await accounts.register(
        registrationInput(g, i, { countryId, schoolId: school?.id ?? null, password: opts.password, year }),
      );
      guestIds[i] = made.id;
    });
  });

  // A session in a provider event takes the event's first hours; its host joins the event first.
  const events = client
    ? (await providerEvents.list(client, { participating: false, page_no: 1, per_page: 50 })).events
    : [];
  for (const [i, p] of sessionPlans().entries()) {
    const event = p.providerEvent ? events.find((e) => e.title === p.providerEvent) : undefined;
    if (p.providerEvent && !event) continue;
    if (event) {
      const eventStart = new Date(event.start_time).getTime();
      plan({ ...p, start: eventStart + HOUR - hour, end: eventStart + 2 * HOUR - hour }, i, event.id);
    } else plan(p, i);
  }

  function plan(p: SessionPlan, i: number, providerEventId?: number) {
    const host = p.host === CLIENT_HOST ? client : (hosts[p.host % hosts.length] ?? hosts[0]);
    if (!host) return;
    const [start, end] = onceOnlyTimes(hour + p.start, hour + p.end, host.partner_timezone ?? "UTC");
    const created = Math.min(start - 14 * DAY, nowMs - 2 * HOUR) - i * MINUTE;
    if (providerEventId !== undefined)
      step(created - MINUTE, async () => {
        await providerEvents.participate(host, providerEventId);
      });
    step(created, async () => {
      const timezone = host.partner_timezone ?? "UTC";
      const input = sessionInput(p, i, {
        categoryId: categoryRows[p.category % categoryRows.length]?.id as number,
        timezone,
        startAt: wallTimeOf(new Date(start), timezone),
        endAt: wallTimeOf(new Date(end), timezone),
      });
      const made = await sessions.create(host, { ...input, provider_event_id: providerEventId });
      sessionIds[i] = made.webinar.id;
    });
    // After the session the host shares its recording (a past session stays editable for that).
    if (p.recording) {
      step(Math.min(end + 3 * HOUR, nowMs - MINUTE), async () => {
        const id = sessionIds[i] as number;
        const { webinar: w } = await sessions.get(host, id);
        const input = sessionInput(p, i, {
          categoryId: w.category?.id as number,
          timezone: w.timezone,
          startAt: w.start_at,
          endAt: w.end_at,
        });
        await sessions.update(host, id, { ...input, recording_url: DEMO_RECORDING_URL, is_recording_available: true });
      });
    }
    const cancelled = new Set(p.cancelled ?? []);
    // Registrations come in, in the plan's order, between the announcement and the start (or now).
    const from = created + HOUR;
    const until = Math.min(start, nowMs) - HOUR;
    p.guests.forEach((g, k) => {
      const at = from + Math.round(((k + 1) / (p.guests.length + 1)) * (until - from));
      step(at, async () => {
        await registrations.register(await guest(g), sessionIds[i] as number, { is_attending: k % 4 !== 3 });
      });
      if (cancelled.has(g)) {
        const cancelAt = Math.min(start - 3 * HOUR, nowMs - 30 * MINUTE);
        step(cancelAt, async () => {
          await registrations.cancel(await guest(g), sessionIds[i] as number);
        });
        // The first waiting guest is offered the seat and takes it.
        step(cancelAt + 20 * MINUTE, async () => {
          const [offered] = await db
            .select({ user: webinarRegistrations.webinar_user_id })
            .from(webinarRegistrations)
            .where(
              and(
                eq(webinarRegistrations.webinar_id, sessionIds[i] as number),
                isNotNull(webinarRegistrations.offer_expires_at),
              ),
            );
          const taker = offered ? guestIds.indexOf(offered.user) : -1;
          if (taker >= 0) await registrations.register(await guest(taker), sessionIds[i] as number, {});
        });
      }
    });
    // Guests join through their personal link a few minutes into the session.
    for (const [k, g] of (p.joined ?? []).entries()) {
      const at = start + (2 + ((k * 7) % 15)) * MINUTE;
      if (at > nowMs) continue;
      step(at, async () => {
        const [reg] = await db
          .select({ id: webinarRegistrations.id })
          .from(webinarRegistrations)
          .where(
            and(
              eq(webinarRegistrations.webinar_id, sessionIds[i] as number),
              eq(webinarRegistrations.webinar_user_id, guestIds[g] as number),
              eq(webinarRegistrations.status, "registered"),
            ),
          );
        if (reg) await registrations.join(joinTokenFor(ctx.config.fileUrlSecret, reg.id));
      });
    }
    // Replays are watched once the recording is shared.
    for (const [k, g] of (p.watched ?? []).entries()) {
      const at = Math.min(end + (5 + k * 11) * HOUR, nowMs - MINUTE);
      step(at, async () => {
        await registrations.register(await guest(g), sessionIds[i] as number, { is_video_watched: true });
      });
    }
  }

  steps.sort((a, b) => a.at - b.at || a.order - b.order);
  for (const s of steps) {
    actors.at(new Date(s.at));
    await s.run();
  }
  actors.at(opts.now);
}

/**
 * A session is entered as wall-clock times in its host's zone, and a wall time the clocks pass twice (the hour
 * they go back) names its later instant. The demo plans in instants relative to today, so a plan that falls on
 * such an hour moves an hour on, to times that mean what the plan meant; its joins and replays then follow it.
 */
export function onceOnlyTimes(start: number, end: number, zone: string): [number, number] {
  const kept = (at: number) => instantOf(wallTimeOf(new Date(at), zone), zone).getTime() === at;
  let shift = 0;
  while (!(kept(start + shift) && kept(end + shift)) && shift < 3 * HOUR) shift += HOUR;
  return [start + shift, end + shift];
}
