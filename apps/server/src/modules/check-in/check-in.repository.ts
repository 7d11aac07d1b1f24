import type { MobileEventDetailQuery } from "@quad/contract/api/check-in";
import { and, asc, count, desc, eq, gt, ilike, isNotNull, isNull, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { containsPattern } from "../../lib/like.ts";
import { partners } from "../partners/partners.table.ts";
import { countries } from "../reference/reference.table.ts";
import { users } from "../users/users.table.ts";
import { webinarUsers as guests, webinarRegistrations as regs, webinars } from "../webinars/webinars.table.ts";
import {
  checker,
  type GuestRow,
  type ParticipantRow,
  participantColumns,
  school,
  type WebinarRow,
  webinarColumns,
} from "./check-in.sql.ts";

export type { GuestRow, ParticipantRow, WebinarRow };

export function createCheckInRepository(db: Db) {
  /** Gives a guest their person (one identity by email, issue 10 §5) when they have none yet. */
  async function linkPerson(guestId: number) {
    await db.execute(sql`
      with g as (select id, lower(email) as email from webinar_users where id = ${guestId} and person_id is null),
      p as (
        insert into people (email) select email from g
        on conflict (lower(email)) do update set email = people.email returning id
      )
      update webinar_users set person_id = (select id from p) where id in (select id from g)`);
  }

  const participants = () =>
    db
      .select(participantColumns)
      .from(regs)
      .innerJoin(guests, eq(guests.id, regs.webinar_user_id))
      .leftJoin(school, eq(school.id, guests.school_partner_id))
      .leftJoin(checker, eq(checker.id, regs.checked_in_by));

  function participantFilter(webinarId: number, query: Pick<MobileEventDetailQuery, "status" | "search_text">) {
    const pattern = containsPattern(query.search_text);
    return and(
      eq(regs.webinar_id, webinarId),
      query.status === "checked_in" ? isNotNull(regs.attended_at) : undefined,
      query.status === "not_checked_in" ? isNull(regs.attended_at) : undefined,
      pattern
        ? or(
            ilike(guests.first_name, pattern),
            ilike(guests.last_name, pattern),
            ilike(sql`${guests.first_name} || ' ' || ${guests.last_name}`, pattern),
            ilike(guests.email, pattern),
          )
        : undefined,
    );
  }

  async function countParticipants(where: SQL | undefined) {
    const [row] = await db
      .select({ n: count() })
      .from(regs)
      .innerJoin(guests, eq(guests.id, regs.webinar_user_id))
      .where(where);
    return Number(row?.n ?? 0);
  }

  return {
    /** A published webinar of the partner, with its counts; undefined for another partner's. */
    async findWebinar(partnerId: number, id: number): Promise<WebinarRow | undefined> {
      const [row] = await db
        .select(webinarColumns)
        .from(webinars)
        .where(and(eq(webinars.id, id), eq(webinars.partner_id, partnerId), eq(webinars.status, "published")));
      return row;
    },

    /** The same look-up without the counts: enough to check access and whether check-in is open. */
    async findWebinarAccess(partnerId: number, id: number): Promise<{ id: number; end_time: Date } | undefined> {
      const [row] = await db
        .select({ id: webinars.id, end_time: webinars.end_time })
        .from(webinars)
        .where(and(eq(webinars.id, id), eq(webinars.partner_id, partnerId), eq(webinars.status, "published")));
      return row;
    },

    /** The partner's published webinars ending after `since`, soonest first. */
    async listOpen(partnerId: number, since: Date, limit: number): Promise<{ rows: WebinarRow[]; total: number }> {
      const where = and(
        eq(webinars.partner_id, partnerId),
        eq(webinars.status, "published"),
        gt(webinars.end_time, since),
      );
      const rows = await db
        .select(webinarColumns)
        .from(webinars)
        .where(where)
        .orderBy(asc(webinars.start_time), asc(webinars.id))
        .limit(limit);
      const [n] = await db.select({ n: count() }).from(webinars).where(where);
      return { rows, total: Number(n?.n ?? 0) };
    },

    async participantsPage(
      webinarId: number,
      query: MobileEventDetailQuery,
      perPage: number,
    ): Promise<{ rows: ParticipantRow[]; matched: number; total: number }> {
      const where = participantFilter(webinarId, query);
      const order =
        query.status === "checked_in"
          ? [desc(regs.attended_at), desc(regs.id)]
          : [asc(sql`lower(${guests.last_name})`), asc(sql`lower(${guests.first_name})`), asc(regs.id)];
      const rows = await participants()
        .where(where)
        .orderBy(...order)
        .limit(perPage)
        .offset((query.page_no - 1) * perPage);
      const matched = await countParticipants(where);
      const total =
        query.status === "all" && !query.search_text
          ? matched
          : await countParticipants(eq(regs.webinar_id, webinarId));
      return { rows, matched, total };
    },

    async findParticipant(webinarId: number, studentId: number): Promise<ParticipantRow | undefined> {
      const [row] = await participants().where(
        and(eq(regs.webinar_id, webinarId), eq(regs.webinar_user_id, studentId)),
      );
      return row;
    },

    /**
     * Records the check-in unless there is one already, with its "attended" activity for the host (issue 10 §4);
     * true when this call recorded it. One statement: both or neither.
     */
    async checkIn(
      webinarId: number,
      studentId: number,
      values: { method: "qr" | "manual" | "walk_in"; by: number; at: Date },
    ): Promise<boolean> {
      await linkPerson(studentId);
      const at = values.at.toISOString();
      const result = await db.execute<{ n: number }>(sql`
        with done as (
          update webinar_registrations
             set attended_at = ${at}, check_in_method = ${values.method}, checked_in_by = ${values.by}
           where webinar_id = ${webinarId} and webinar_user_id = ${studentId} and attended_at is null
          returning webinar_id, webinar_user_id
        ), act as (
          insert into activities (person_id, partner_id, kind, webinar_id, via, occurred_at)
          select u.person_id, w.partner_id, 'attended', w.id, 'check_in', ${at}
            from done join webinar_users u on u.id = done.webinar_user_id join webinars w on w.id = done.webinar_id
           where u.person_id is not null
        )
        select count(*)::int as n from done`);
      return Number(result.rows[0]?.n) === 1;
    },

    async counts(webinarId: number) {
      const [row] = await db
        .select({ registered_count: count(), checked_in_count: count(regs.attended_at) })
        .from(regs)
        .where(eq(regs.webinar_id, webinarId));
      return {
        registered_count: Number(row?.registered_count ?? 0),
        checked_in_count: Number(row?.checked_in_count ?? 0),
      };
    },

    async findGuestByEmail(email: string): Promise<GuestRow | undefined> {
      const [row] = await db
        .select({
          id: guests.id,
          email: guests.email,
          first_name: guests.first_name,
          last_name: guests.last_name,
          role: guests.role,
          school_partner_id: guests.school_partner_id,
          school_name: school.name,
          graduation_year: guests.graduation_year,
        })
        .from(guests)
        .leftJoin(school, eq(school.id, guests.school_partner_id))
        .where(eq(sql`lower(${guests.email})`, email.toLowerCase()));
      return row;
    },

    /** Creates the guest unless one has this email already (a guest's own details are never overwritten). */
    async insertGuest(values: typeof guests.$inferInsert) {
      await db.insert(guests).values(values).onConflictDoNothing();
    },

    /** Registers the guest at the door with its "registered" activity; true when this call created it. */
    async register(webinarId: number, partnerId: number, guestId: number, at: Date): Promise<boolean> {
      await linkPerson(guestId);
      const when = at.toISOString();
      const result = await db.execute<{ n: number }>(sql`
        with made as (
          insert into webinar_registrations (webinar_id, partner_id, webinar_user_id, source, registered_at)
          values (${webinarId}, ${partnerId}, ${guestId}, 'walk_in', ${when})
          on conflict do nothing
          returning webinar_id, webinar_user_id
        ), act as (
          insert into activities (person_id, partner_id, kind, webinar_id, via, occurred_at)
          select u.person_id, w.partner_id, 'registered', w.id, 'walk_in', ${when}
            from made join webinar_users u on u.id = made.webinar_user_id join webinars w on w.id = made.webinar_id
           where u.person_id is not null
        )
        select count(*)::int as n from made`);
      return Number(result.rows[0]?.n) === 1;
    },

    async isActiveTeamMember(partnerId: number, userId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, userId), eq(users.partner_id, partnerId), eq(users.status, "active")));
      return row !== undefined;
    },

    /** A School of the directory's name; undefined when it is not one. */
    async schoolName(id: number): Promise<string | undefined> {
      const [row] = await db
        .select({ name: partners.name })
        .from(partners)
        .where(and(eq(partners.id, id), eq(partners.institute_type, "School")));
      return row?.name;
    },

    /** Schools of the event's participants (most participants first), then directory schools matching the text. */
    async schools(webinarId: number, searchText: string | undefined, limit: number) {
      const pattern = containsPattern(searchText);
      const participantsCount = sql<number>`count(${regs.id})::int`;
      const own = await db
        .select({
          id: school.id,
          name: school.name,
          city: school.city,
          country: countries.name,
          participants_count: participantsCount,
        })
        .from(regs)
        .innerJoin(guests, eq(guests.id, regs.webinar_user_id))
        .innerJoin(school, eq(school.id, guests.school_partner_id))
        .leftJoin(countries, eq(countries.id, school.country_id))
        .where(and(eq(regs.webinar_id, webinarId), pattern ? ilike(school.name, pattern) : undefined))
        .groupBy(school.id, school.name, school.city, countries.name)
        .orderBy(desc(participantsCount), asc(school.name), asc(school.id))
        .limit(limit);
      const left = limit - own.length;
      if (!pattern || left <= 0) return own;
      const seen = new Set(own.map((s) => s.id));
      const directory = await db
        .select({ id: partners.id, name: partners.name, city: partners.city, country: countries.name })
        .from(partners)
        .leftJoin(countries, eq(countries.id, partners.country_id))
        .where(and(eq(partners.institute_type, "School"), ilike(partners.name, pattern)))
        .orderBy(asc(partners.name), asc(partners.id))
        .limit(limit);
      return [
        ...own,
        ...directory
          .filter((s) => !seen.has(s.id))
          .slice(0, left)
          .map((s) => ({ ...s, participants_count: 0 })),
      ];
    },
  };
}
