import { and, asc, eq, gt, ilike, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { hashToken, newToken } from "../../lib/tokens.ts";
import { partners } from "../partners/partners.table.ts";
import { countries } from "../reference/reference.table.ts";
import { webinarSessions, webinarUsers, webinarUserTokens } from "./guests.table.ts";

export type GuestRow = typeof webinarUsers.$inferSelect;
export type GuestValues = Partial<typeof webinarUsers.$inferInsert>;

/** Webinar guests, their sessions and single-use tokens, and the people they are. */
export function createGuestsRepository(db: Db) {
  return {
    async findByEmail(email: string): Promise<GuestRow | undefined> {
      const [row] = await db.select().from(webinarUsers).where(sql`lower(${webinarUsers.email}) = lower(${email})`);
      return row;
    },
    async findByPartnerUser(userId: number): Promise<GuestRow | undefined> {
      const [row] = await db.select().from(webinarUsers).where(eq(webinarUsers.partner_user_id, userId));
      return row;
    },
    /** Links a guest account not yet linked to a partner user; undefined when it already was. */
    async linkPartnerUser(guestId: number, userId: number, at: Date): Promise<GuestRow | undefined> {
      const [row] = await db
        .update(webinarUsers)
        .set({ partner_user_id: userId, updated_at: at })
        .where(and(eq(webinarUsers.id, guestId), isNull(webinarUsers.partner_user_id)))
        .returning();
      return row;
    },
    /** The institution's name, country and city (a school user's webinar profile starts from them). */
    async partnerPlace(partnerId: number) {
      const [row] = await db
        .select({ name: partners.name, country_id: partners.country_id, city: partners.city })
        .from(partners)
        .where(eq(partners.id, partnerId));
      return row;
    },
    async findById(id: number): Promise<GuestRow | undefined> {
      const [row] = await db.select().from(webinarUsers).where(eq(webinarUsers.id, id));
      return row;
    },
    /** The person of an email, made on first sight (one identity across areas). */
    async personFor(email: string): Promise<number> {
      const result = await db.execute<{ id: number }>(
        sql`insert into people (email) values (${email.toLowerCase()})
            on conflict (lower(email)) do update set email = people.email returning id`,
      );
      return Number(result.rows[0]?.id);
    },
    /** The guest's person, linked to the guest on first need (one identity by email, issue 10 §5). */
    async personOf(guest: Pick<GuestRow, "id" | "email" | "person_id">): Promise<number> {
      if (guest.person_id) return guest.person_id;
      const result = await db.execute<{ id: number }>(
        sql`insert into people (email) values (${guest.email.toLowerCase()})
            on conflict (lower(email)) do update set email = people.email returning id`,
      );
      const person_id = Number(result.rows[0]?.id);
      await db.update(webinarUsers).set({ person_id }).where(eq(webinarUsers.id, guest.id));
      return person_id;
    },
    /** A new guest; undefined when the email is taken (unique lower(email)). */
    async create(values: typeof webinarUsers.$inferInsert): Promise<GuestRow | undefined> {
      const [row] = await db.insert(webinarUsers).values(values).onConflictDoNothing().returning();
      return row;
    },
    async update(id: number, values: GuestValues): Promise<GuestRow> {
      const [row] = await db.update(webinarUsers).set(values).where(eq(webinarUsers.id, id)).returning();
      if (!row) throw new Error(`guest ${id} vanished`);
      return row;
    },
    async openSession(guestId: number, at: Date, ttlMs: number): Promise<string> {
      const token = newToken();
      await db.insert(webinarSessions).values({
        webinar_user_id: guestId,
        token_hash: hashToken(token),
        created_at: at,
        last_seen_at: at,
        expires_at: new Date(at.getTime() + ttlMs),
      });
      return token;
    },
    async revokeSession(id: number, at: Date) {
      await db.update(webinarSessions).set({ revoked_at: at }).where(eq(webinarSessions.id, id));
    },
    /** Ends every session of a guest, optionally keeping one. */
    async revokeAll(guestId: number, at: Date, exceptId?: number) {
      await db
        .update(webinarSessions)
        .set({ revoked_at: at })
        .where(
          and(
            eq(webinarSessions.webinar_user_id, guestId),
            isNull(webinarSessions.revoked_at),
            exceptId ? sql`${webinarSessions.id} <> ${exceptId}` : undefined,
          ),
        );
    },
    /** A fresh reset token (the open ones end) answered in clear; only its hash is kept. */
    async issueResetToken(guestId: number, ttlMs: number, at: Date): Promise<string> {
      await db
        .update(webinarUserTokens)
        .set({ used_at: at })
        .where(and(eq(webinarUserTokens.webinar_user_id, guestId), isNull(webinarUserTokens.used_at)));
      const token = newToken();
      await db.insert(webinarUserTokens).values({
        webinar_user_id: guestId,
        purpose: "password_reset",
        token_hash: hashToken(token),
        expires_at: new Date(at.getTime() + ttlMs),
      });
      return token;
    },
    /** Uses a live reset token once; its guest, or undefined when unknown, used or expired. */
    async consumeResetToken(token: string, at: Date): Promise<number | undefined> {
      const [row] = await db
        .update(webinarUserTokens)
        .set({ used_at: at })
        .where(
          and(
            eq(webinarUserTokens.token_hash, hashToken(token)),
            eq(webinarUserTokens.purpose, "password_reset"),
            isNull(webinarUserTokens.used_at),
            gt(webinarUserTokens.expires_at, at),
          ),
        )
        .returning({ id: webinarUserTokens.webinar_user_id });
      return row?.id;
    },
    /** Active directory schools by name (the registration's institute field). */
    async searchSchools(pattern: string, countryId: number | undefined) {
      return db
        .select({ id: partners.id, name: partners.name, city: partners.city, country_id: partners.country_id })
        .from(partners)
        .where(
          and(
            eq(partners.institute_type, "School"),
            ilike(partners.name, pattern),
            countryId ? eq(partners.country_id, countryId) : undefined,
          ),
        )
        .orderBy(asc(partners.name), asc(partners.id))
        .limit(20);
    },
    /** Which of these country ids are unknown. */
    async unknownCountries(ids: number[]): Promise<number[]> {
      if (ids.length === 0) return [];
      const rows = await db.select({ id: countries.id }).from(countries).where(inArray(countries.id, ids));
      const known = new Set(rows.map((r) => r.id));
      return ids.filter((id) => !known.has(id));
    },
    /** A School of the directory's name; undefined when it is not one. */
    async schoolName(id: number): Promise<string | undefined> {
      const [row] = await db
        .select({ name: partners.name })
        .from(partners)
        .where(and(eq(partners.id, id), eq(partners.institute_type, "School")));
      return row?.name;
    },
  };
}
export type GuestsRepository = ReturnType<typeof createGuestsRepository>;
