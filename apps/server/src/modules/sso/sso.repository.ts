import { and, asc, eq, inArray, isNull, lt, ne, notInArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import type { SecretBox } from "../../lib/secrets/secret-box.ts";
import { partners } from "../partners/partners.table.ts";
import { users } from "../users/users.table.ts";
import { ssoAttempts, ssoConnections, ssoDomains } from "./sso.table.ts";

export type SsoConnectionRow = typeof ssoConnections.$inferSelect;
export type SsoAttemptRow = typeof ssoAttempts.$inferSelect;

/** The domain part of a user's address, lower case, as SQL. */
const userDomain = sql<string>`lower(split_part(${users.email}, '@', 2))`;

/**
 * An institution's provider, domains and sign-ins. The client secret is encrypted at rest (decision 102); one that
 * cannot be read is as if none were saved (the admin enters it again; sign-in says single sign-on is not set up).
 */
export function createSsoRepository(db: Db, secrets: SecretBox) {
  const openSecret = (stored: string | null, partnerId: number) =>
    secrets.read(stored, `sso_connections.client_secret of partner ${partnerId}`);
  return {
    async connection(partnerId: number): Promise<SsoConnectionRow | undefined> {
      const [row] = await db.select().from(ssoConnections).where(eq(ssoConnections.partner_id, partnerId));
      return row && { ...row, client_secret: openSecret(row.client_secret, partnerId) };
    },

    async domains(partnerId: number): Promise<string[]> {
      const rows = await db
        .select({ domain: ssoDomains.domain })
        .from(ssoDomains)
        .where(eq(ssoDomains.partner_id, partnerId))
        .orderBy(asc(ssoDomains.domain));
      return rows.map((r) => r.domain);
    },

    /** Of the given domains, those another institution signs in with. */
    async domainsOfOthers(partnerId: number, domains: string[]): Promise<string[]> {
      if (domains.length === 0) return [];
      const rows = await db
        .select({ domain: ssoDomains.domain })
        .from(ssoDomains)
        .where(and(inArray(ssoDomains.domain, domains), ne(ssoDomains.partner_id, partnerId)));
      return rows.map((r) => r.domain);
    },

    /** Of the given domains, those on which an active member of the institution has a confirmed address. */
    async domainsOfMembers(partnerId: number, domains: string[]): Promise<string[]> {
      if (domains.length === 0) return [];
      const rows = await db
        .selectDistinct({ domain: userDomain })
        .from(users)
        .where(
          and(
            eq(users.partner_id, partnerId),
            eq(users.status, "active"),
            sql`${users.email_confirmed_at} is not null`,
            inArray(userDomain, domains),
          ),
        );
      return rows.map((r) => r.domain);
    },

    /**
     * Saves the provider and replaces the domain list in one transaction. A domain another institution took
     * meanwhile makes the insert fail on the primary key (the caller answers it as taken).
     */
    async save(
      partnerId: number,
      values: Omit<typeof ssoConnections.$inferInsert, "partner_id">,
      domains: string[],
    ): Promise<void> {
      const stored = { ...values, client_secret: secrets.sealOrNull(values.client_secret) };
      await db.transaction(async (tx) => {
        await tx
          .insert(ssoConnections)
          .values({ partner_id: partnerId, ...stored })
          .onConflictDoUpdate({ target: ssoConnections.partner_id, set: stored });
        await tx
          .delete(ssoDomains)
          .where(
            and(
              eq(ssoDomains.partner_id, partnerId),
              domains.length > 0 ? notInArray(ssoDomains.domain, domains) : undefined,
            ),
          );
        if (domains.length > 0) {
          await tx
            .insert(ssoDomains)
            .values(domains.map((domain) => ({ domain, partner_id: partnerId, created_at: values.updated_at })))
            .onConflictDoNothing({ target: ssoDomains.domain });
          const [taken] = await tx
            .select({ domain: ssoDomains.domain })
            .from(ssoDomains)
            .where(and(inArray(ssoDomains.domain, domains), ne(ssoDomains.partner_id, partnerId)))
            .limit(1);
          if (taken) throw new DomainTakenError(taken.domain);
        }
      });
    },

    /** The institution signing in with a domain, when its single sign-on is on. */
    async enabledForDomain(domain: string) {
      const [row] = await db
        .select({
          partner_id: ssoConnections.partner_id,
          issuer: ssoConnections.issuer,
          client_id: ssoConnections.client_id,
          client_secret: ssoConnections.client_secret,
          partner_status: partners.status,
        })
        .from(ssoDomains)
        .innerJoin(ssoConnections, eq(ssoConnections.partner_id, ssoDomains.partner_id))
        .innerJoin(partners, eq(partners.id, ssoDomains.partner_id))
        .where(and(eq(ssoDomains.domain, domain), eq(ssoConnections.is_enabled, true)));
      return row && { ...row, client_secret: openSecret(row.client_secret, row.partner_id) };
    },

    async partnerStatus(partnerId: number): Promise<string | undefined> {
      const [row] = await db.select({ status: partners.status }).from(partners).where(eq(partners.id, partnerId));
      return row?.status;
    },

    /** Records a sign-in on its way; attempts that expired a day ago are removed on the way. */
    async createAttempt(row: typeof ssoAttempts.$inferInsert, now: Date) {
      await db.delete(ssoAttempts).where(lt(ssoAttempts.expires_at, new Date(now.getTime() - 86_400_000)));
      await db.insert(ssoAttempts).values(row);
    },

    /** Takes an attempt by its state, once: a second answer with the same state finds nothing. */
    async consumeAttempt(stateHash: string, now: Date): Promise<SsoAttemptRow | undefined> {
      const [row] = await db
        .update(ssoAttempts)
        .set({ used_at: now })
        .where(and(eq(ssoAttempts.state_hash, stateHash), isNull(ssoAttempts.used_at)))
        .returning();
      return row;
    },

    /** A member who arrives for the first time from the institution's domain (default role, decision 097). */
    async createMember(values: {
      partner_id: number;
      email: string;
      first_name: string;
      last_name: string;
      at: Date;
    }): Promise<number | undefined> {
      const [row] = await db
        .insert(users)
        .values({
          partner_id: values.partner_id,
          email: values.email,
          first_name: values.first_name,
          last_name: values.last_name,
          password_hash: null,
          email_confirmed_at: values.at,
          created_at: values.at,
          updated_at: values.at,
        })
        .onConflictDoNothing()
        .returning({ id: users.id });
      return row?.id;
    },
  };
}
export type SsoRepository = ReturnType<typeof createSsoRepository>;

/** A domain another institution saved first. */
export class DomainTakenError extends Error {
  constructor(public readonly domain: string) {
    super(`domain ${domain} is taken`);
  }
}
