import type { TeamListInput } from "@quad/contract/api/team";
import { and, asc, count, desc, eq, ilike, inArray, ne, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { containsPattern } from "../../lib/like.ts";
import { partners } from "../partners/partners.table.ts";
import { regions } from "../reference/reference.table.ts";
import { users } from "../users/users.table.ts";
import { invitations, userRegions } from "./team.table.ts";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** What a team change may set on a member. */
export type MemberChange = Partial<
  Pick<
    typeof users.$inferInsert,
    "role" | "status" | "first_name" | "last_name" | "designation" | "phone" | "phone_country_code" | "updated_at"
  >
>;
/** A new member (no password yet: they set it from the invitation). */
export type NewMember = typeof users.$inferInsert;
/** A partner invitation sent to someone of another institution. */
export type NewInvitation = typeof invitations.$inferInsert;

/** The writes of a team change, on the database or inside one transaction. */
function memberWrites(q: Db | Tx) {
  return {
    /** Locks the institution's row until the transaction ends (two admins acting at once wait for each other). */
    async lockInstitution(partnerId: number) {
      await q.execute(sql`select id from ${partners} where ${partners.id} = ${partnerId} for update`);
    },
    /** Active admins other than the given user (for the last-admin rule). */
    async otherActiveAdmins(partnerId: number, exceptId: number) {
      const [row] = await q
        .select({ n: count() })
        .from(users)
        .where(
          and(
            eq(users.partner_id, partnerId),
            eq(users.role, "admin"),
            eq(users.status, "active"),
            ne(users.id, exceptId),
          ),
        );
      return Number(row?.n ?? 0);
    },
    async updateMember(id: number, values: MemberChange) {
      await q.update(users).set(values).where(eq(users.id, id));
    },
    async setRegions(userId: number, regionIds: number[]) {
      await q.delete(userRegions).where(eq(userRegions.user_id, userId));
      if (regionIds.length)
        await q.insert(userRegions).values(regionIds.map((region_id) => ({ user_id: userId, region_id })));
    },
  };
}
export type MemberWrites = ReturnType<typeof memberWrites>;

export const memberColumns = {
  id: users.id,
  first_name: users.first_name,
  last_name: users.last_name,
  email: users.email,
  role: users.role,
  status: users.status,
  email_confirmed_at: users.email_confirmed_at,
  password_hash: users.password_hash,
  designation: users.designation,
  phone_country_code: users.phone_country_code,
  phone: users.phone,
  last_login: users.last_login,
  last_connections_download_at: users.last_connections_download_at,
  created_at: users.created_at,
  locale: users.locale,
};
export type MemberRow = {
  [K in keyof typeof memberColumns]: (typeof memberColumns)[K]["_"]["notNull"] extends true
    ? (typeof memberColumns)[K]["_"]["data"]
    : (typeof memberColumns)[K]["_"]["data"] | null;
};

const SORT = {
  name: [users.first_name, users.last_name],
  email: [users.email],
  role: [users.role],
  status: [users.status],
  last_login: [users.last_login],
  created_at: [users.created_at],
} as const;

export function createTeamRepository(db: Db) {
  function filters(partnerId: number, input: Pick<TeamListInput, "role" | "status" | "search_text">) {
    const pattern = containsPattern(input.search_text);
    return and(
      eq(users.partner_id, partnerId),
      input.role !== "all" ? eq(users.role, input.role) : undefined,
      input.status !== "all" ? eq(users.status, input.status) : undefined,
      pattern
        ? or(ilike(sql`${users.first_name} || ' ' || ${users.last_name}`, pattern), ilike(users.email, pattern))
        : undefined,
    );
  }

  return {
    async list(partnerId: number, input: TeamListInput, limit?: number) {
      const dir = input.sort_direction === "desc" ? desc : asc;
      const query = db
        .select(memberColumns)
        .from(users)
        .where(filters(partnerId, input))
        .orderBy(...SORT[input.sort_by].map((c) => dir(c)), asc(users.id));
      return limit === undefined ? query : query.limit(limit).offset((input.page_no - 1) * limit);
    },
    async counts(partnerId: number, input: TeamListInput) {
      const [matched] = await db.select({ n: count() }).from(users).where(filters(partnerId, input));
      const [total] = await db.select({ n: count() }).from(users).where(eq(users.partner_id, partnerId));
      return { matched: Number(matched?.n ?? 0), total: Number(total?.n ?? 0) };
    },
    async regionsOf(userIds: number[]) {
      if (userIds.length === 0) return new Map<number, { id: number; name: string }[]>();
      const rows = await db
        .select({ user_id: userRegions.user_id, id: regions.id, name: regions.name })
        .from(userRegions)
        .innerJoin(regions, eq(regions.id, userRegions.region_id))
        .where(inArray(userRegions.user_id, userIds))
        .orderBy(regions.name);
      const map = new Map<number, { id: number; name: string }[]>();
      for (const r of rows) map.set(r.user_id, [...(map.get(r.user_id) ?? []), { id: r.id, name: r.name }]);
      return map;
    },
    async findMember(partnerId: number, id: number): Promise<MemberRow | undefined> {
      const [row] = await db
        .select(memberColumns)
        .from(users)
        .where(and(eq(users.partner_id, partnerId), eq(users.id, id)));
      return row as MemberRow | undefined;
    },
    async findMembers(partnerId: number, ids: number[]): Promise<MemberRow[]> {
      return (await db
        .select(memberColumns)
        .from(users)
        .where(and(eq(users.partner_id, partnerId), inArray(users.id, ids)))) as MemberRow[];
    },
    async activeMembers(partnerId: number) {
      return db
        .select({
          id: users.id,
          first_name: users.first_name,
          last_name: users.last_name,
          email: users.email,
          role: users.role,
        })
        .from(users)
        .where(and(eq(users.partner_id, partnerId), eq(users.status, "active")))
        .orderBy(users.first_name, users.last_name);
    },
    async admins(partnerId: number) {
      return db
        .select({ id: users.id, first_name: users.first_name, last_name: users.last_name, email: users.email })
        .from(users)
        .where(and(eq(users.partner_id, partnerId), eq(users.role, "admin"), eq(users.status, "active")))
        .orderBy(users.first_name);
    },
    ...memberWrites(db),
    /** Runs `work` in one transaction; its writes commit together or not at all. */
    transaction<T>(work: (tx: MemberWrites) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(memberWrites(tx)));
    },
    /** Whether an account already uses this address (any case; `email` in lower case). */
    async emailTaken(email: string) {
      const [taken] = await db
        .select({ id: users.id })
        .from(users)
        .where(eq(sql`lower(${users.email})`, email));
      return taken !== undefined;
    },
    /** Saves a new member; answers what the welcome mail needs. */
    async insertMember(values: NewMember) {
      const [row] = await db
        .insert(users)
        .values(values)
        .returning({ id: users.id, email: users.email, locale: users.locale });
      return row;
    },
    async insertInvitation(values: NewInvitation) {
      await db.insert(invitations).values(values);
    },
    async existingRegionIds(ids: number[]) {
      if (!ids.length) return [];
      return (await db.select({ id: regions.id }).from(regions).where(inArray(regions.id, ids))).map((r) => r.id);
    },
  };
}
export type TeamRepository = ReturnType<typeof createTeamRepository>;
