import { and, eq, ilike, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { containsPattern } from "../../lib/like.ts";
import { countries, states } from "../reference/reference.table.ts";
import { partners } from "./partners.table.ts";

export type PartnerRow = typeof partners.$inferSelect;
export type PartnerChanges = Partial<typeof partners.$inferInsert>;

export function createPartnersRepository(db: Db) {
  return {
    /** The institution with its country's and state's names (its profile page). */
    async detail(id: number) {
      const [row] = await db
        .select({ p: partners, country: countries.name, state: states.name })
        .from(partners)
        .leftJoin(countries, eq(countries.id, partners.country_id))
        .leftJoin(states, eq(states.id, partners.state_id))
        .where(eq(partners.id, id));
      return row;
    },
    /** The institution's stored files. */
    async files(id: number) {
      const [current] = await db
        .select({ logo: partners.logo, brochure: partners.brochure, images: partners.images })
        .from(partners)
        .where(eq(partners.id, id));
      return current;
    },
    async update(id: number, changes: PartnerChanges) {
      await db.update(partners).set(changes).where(eq(partners.id, id));
    },
    async search(type: "School" | "University", text: string, countryId?: number) {
      const pattern = containsPattern(text) ?? "%";
      return db
        .select({
          id: partners.id,
          name: partners.name,
          country: countries.name,
          country_id: partners.country_id,
          city: partners.city,
          registered_at: partners.registered_at,
        })
        .from(partners)
        .leftJoin(countries, eq(countries.id, partners.country_id))
        .where(
          and(
            eq(partners.institute_type, type),
            ilike(partners.name, pattern),
            countryId ? eq(partners.country_id, countryId) : undefined,
          ),
        )
        .orderBy(partners.name)
        .limit(20);
    },
    async findById(id: number) {
      const [row] = await db
        .select({
          id: partners.id,
          name: partners.name,
          institute_type: partners.institute_type,
          registered_at: partners.registered_at,
          status: partners.status,
        })
        .from(partners)
        .where(eq(partners.id, id));
      return row;
    },
    async findByName(type: string, name: string, countryId: number) {
      const [row] = await db
        .select({ id: partners.id, registered_at: partners.registered_at })
        .from(partners)
        .where(
          and(
            eq(partners.institute_type, type),
            eq(sql`lower(${partners.name})`, name.toLowerCase()),
            eq(partners.country_id, countryId),
          ),
        )
        .limit(1);
      return row;
    },
  };
}

/** Claims an unregistered directory institution atomically; false when someone else already did. */
export async function claimPartner(
  tx: Pick<Db, "update">,
  id: number,
  at: Date,
  patch: Partial<typeof partners.$inferInsert>,
): Promise<boolean> {
  const rows = await tx
    .update(partners)
    .set({ ...patch, registered_at: at, status: "pending", updated_at: at })
    .where(and(eq(partners.id, id), isNull(partners.registered_at)))
    .returning({ id: partners.id });
  return rows.length === 1;
}
