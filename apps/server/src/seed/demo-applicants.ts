import { GuestProfileInputSchema, SCORE_TESTS } from "@quad/contract/api/webinars";
import { missingRequiredFields } from "@quad/contract/rules/webinar-sessions";
import { and, eq, isNotNull, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { countries } from "../modules/reference/reference.table.ts";
import type { UserWithPartner } from "../modules/users/users.repository.ts";
import { users } from "../modules/users/users.table.ts";
import { createGuestsRepository, type GuestRow } from "../modules/webinars/guests.repository.ts";
import { createGuestsService } from "../modules/webinars/guests.service.ts";
import type { DemoActors } from "./demo-context.ts";
import { cityOf } from "./names.ts";

/** A student who may apply: their person, guest account, and from when their history allows it (ms). */
export interface Applicant {
  personId: number;
  guestId: number;
  email: string;
  /** After their first activity with the institution and their connection's last list-state change. */
  ready: number;
  /** The School partner named in their profile, if any. */
  schoolId: number | null;
}

const rowsOf = <T>(result: unknown): T[] => ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];

/**
 * The institution's students with a live connection, the earliest moment each could apply: after they first came
 * (webinar, visit, profile view) and after the team last moved them on its lists, so the application and the
 * connection's history read in order.
 */
export async function applicantPool(db: Db, partnerId: number): Promise<Applicant[]> {
  const rows = rowsOf<{
    person_id: number;
    guest_id: number;
    email: string;
    ready: Date | string;
    school_id: number | null;
  }>(
    await db.execute(sql`
      select c.person_id, min(u.id) as guest_id, min(u.email) as email, min(u.school_partner_id) as school_id,
        greatest(c.first_activity_at, max(x.changed_at), c.guardian_consent_at) as ready
      from connections c
      join webinar_users u on u.person_id = c.person_id and u.role = 'student'
      left join connection_state_changes x on x.connection_id = c.id
      where c.partner_id = ${partnerId} and c.disconnected_at is null and c.first_activity_at is not null
      group by c.id
      order by c.id`),
  );
  return rows.map((r) => ({
    personId: Number(r.person_id),
    guestId: Number(r.guest_id),
    email: r.email,
    ready: new Date(r.ready).getTime(),
    schoolId: r.school_id === null ? null : Number(r.school_id),
  }));
}

/** A reviewer of the institution and from when they were in its team (joined, or invited). */
export interface Staff {
  user: UserWithPartner;
  since: number;
}

/** The institution's active team members who can sign in (an invitee who never joined cannot act). */
export async function staffOf(actors: DemoActors, partnerId: number): Promise<Staff[]> {
  const rows = await actors.ctx.db
    .select({
      email: users.email,
      since: sql<Date | string>`least(${users.created_at}, coalesce(${users.email_confirmed_at}, ${users.created_at}))`,
    })
    .from(users)
    .where(and(eq(users.partner_id, partnerId), eq(users.status, "active"), isNotNull(users.password_hash)))
    .orderBy(users.id);
  const staff: Staff[] = [];
  for (const r of rows) staff.push({ user: await actors.user(r.email), since: new Date(r.since).getTime() });
  return staff;
}

/**
 * The guest side of applying: a student whose profile lacks what applying asks for (the demo's leads signed up
 * through forms that did not ask for a city) completes it through the guests service first, as the apply screen
 * sends them to do; scores are saved under the profile's test names.
 */
export function createApplicantProfiles(actors: DemoActors) {
  const repo = createGuestsRepository(actors.ctx.db);
  const service = createGuestsService(actors.ctx);
  let countryCodes: Map<number, string> | undefined;

  async function codeOf(countryId: number | null) {
    countryCodes ??= new Map(
      (await actors.ctx.db.select({ id: countries.id, code: countries.code }).from(countries)).map((c) => [
        c.id,
        c.code,
      ]),
    );
    return countryId === null ? undefined : countryCodes.get(countryId);
  }

  async function load(guestId: number): Promise<GuestRow> {
    const row = await repo.findById(guestId);
    if (!row) throw new Error(`Demo applicant ${guestId} not found`);
    return row;
  }

  return {
    load,
    /** The guest, with a profile complete enough to apply (saved through the service when it was not). */
    async ready(guestId: number, plannedStart: string | null): Promise<GuestRow> {
      const g = await load(guestId);
      if (missingRequiredFields(g).length === 0) return g;
      const scores = Object.fromEntries(
        Object.entries(g.scores ?? {}).flatMap(([test, score]) => {
          const known = SCORE_TESTS.find((t) => t.toLowerCase() === test.toLowerCase());
          return known ? [[known, score]] : [];
        }),
      );
      const input = GuestProfileInputSchema.parse({
        first_name: g.first_name,
        last_name: g.last_name,
        role: g.role,
        date_of_birth: g.date_of_birth ?? undefined,
        graduation_year: g.graduation_year ?? undefined,
        country_id: g.country_id ?? undefined,
        state: g.state ?? undefined,
        city: g.city ?? cityOf((await codeOf(g.country_id)) ?? "", g.id),
        postal_code: g.postal_code ?? undefined,
        citizenship_country_id: g.citizenship_country_id ?? undefined,
        planned_start: g.planned_start ?? plannedStart?.slice(0, 7),
        scores,
        academic_interests: g.academic_interests ?? [],
        school_partner_id: g.school_partner_id ?? undefined,
        institute_name: g.institute_name ?? undefined,
        gender: g.gender ?? undefined,
        timezone: g.timezone ?? undefined,
      });
      await service.updateProfile(g, input);
      return load(guestId);
    },
  };
}
