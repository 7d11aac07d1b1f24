import type { MappingColumn } from "@quad/contract/rules/configuration";
import { and, count, desc, eq, isNotNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import type { SecretBox } from "../../lib/secrets/secret-box.ts";
import {
  connectionExports,
  connections,
  crmIntegrations,
  leadCategories,
  partnerMappings,
} from "../connections/connections.table.ts";
import { users } from "../users/users.table.ts";

export type CrmIntegrationRow = typeof crmIntegrations.$inferSelect;

/**
 * Queries of the configuration screen; every one takes the partner scope. The CRM's secret is encrypted at rest
 * (decision 102); one that cannot be read is as if none were saved (the admin enters it again).
 */
export function createConfigurationRepository(db: Db, secrets: SecretBox) {
  function readable(row: CrmIntegrationRow | undefined): CrmIntegrationRow | null {
    if (!row) return null;
    return { ...row, secret: secrets.read(row.secret, `crm_integrations.secret of partner ${row.partner_id}`) };
  }
  return {
    /** The institution's finished connection downloads, newest first (only a user's own when userId is given). */
    async files(partnerId: number, limit: number, userId?: number) {
      const scope = and(
        eq(connectionExports.partner_id, partnerId),
        eq(connectionExports.status, "email_sent"),
        userId === undefined ? undefined : eq(connectionExports.user_id, userId),
      );
      const rows = await db
        .select({
          id: connectionExports.id,
          requested_at: connectionExports.requested_at,
          finished_at: connectionExports.finished_at,
          rows_written: connectionExports.rows_written,
          columns: connectionExports.columns,
          first_name: users.first_name,
          last_name: users.last_name,
        })
        .from(connectionExports)
        .innerJoin(users, eq(users.id, connectionExports.user_id))
        .where(scope)
        .orderBy(desc(connectionExports.requested_at), desc(connectionExports.id))
        .limit(limit);
      const [total] = await db.select({ n: count() }).from(connectionExports).where(scope);
      return { rows, total: total?.n ?? 0 };
    },

    async mapping(partnerId: number) {
      const [row] = await db
        .select({ mapping_columns: partnerMappings.mapping_columns, updated_at: partnerMappings.updated_at })
        .from(partnerMappings)
        .where(eq(partnerMappings.partner_id, partnerId));
      return row ?? null;
    },

    async saveMapping(partnerId: number, userId: number, columns: MappingColumn[], at: Date) {
      const [row] = await db
        .insert(partnerMappings)
        .values({ partner_id: partnerId, mapping_columns: columns, updated_by: userId, updated_at: at })
        .onConflictDoUpdate({
          target: partnerMappings.partner_id,
          set: { mapping_columns: columns, updated_by: userId, updated_at: at },
        })
        .returning({ mapping_columns: partnerMappings.mapping_columns, updated_at: partnerMappings.updated_at });
      return row as NonNullable<typeof row>;
    },

    /** Distinct graduation years among the institution's connections, newest first. */
    async graduationYears(partnerId: number) {
      const rows = await db
        .selectDistinct({ year: connections.graduation_year })
        .from(connections)
        .where(and(eq(connections.partner_id, partnerId), isNotNull(connections.graduation_year)))
        .orderBy(desc(connections.graduation_year));
      return rows.map((r) => r.year as number);
    },

    async leadCategories(partnerId: number) {
      return db
        .select({
          id: leadCategories.id,
          name: leadCategories.name,
          created_at: leadCategories.created_at,
          // Qualified by hand: inside the subquery a bare "id" would be the connection's.
          connections_count: sql<number>`(select count(*)::int from ${connections} c where c.lead_category_id = "lead_categories"."id" and c.partner_id = ${partnerId} and c.disconnected_at is null)`,
        })
        .from(leadCategories)
        .where(eq(leadCategories.partner_id, partnerId))
        .orderBy(sql`lower(${leadCategories.name})`, leadCategories.id);
    },

    /** Inserts a category; null when the institution already has one of that name (any case). */
    async addLeadCategory(partnerId: number, userId: number, name: string, at: Date) {
      const [row] = await db
        .insert(leadCategories)
        .values({ partner_id: partnerId, name, created_by: userId, created_at: at })
        .onConflictDoNothing()
        .returning({ id: leadCategories.id, name: leadCategories.name, created_at: leadCategories.created_at });
      return row ?? null;
    },

    async crm(partnerId: number): Promise<CrmIntegrationRow | null> {
      const [row] = await db.select().from(crmIntegrations).where(eq(crmIntegrations.partner_id, partnerId));
      return readable(row);
    },

    async saveCrm(
      partnerId: number,
      values: Omit<typeof crmIntegrations.$inferInsert, "partner_id">,
    ): Promise<CrmIntegrationRow> {
      const stored = { ...values, secret: secrets.sealOrNull(values.secret) };
      const [row] = await db
        .insert(crmIntegrations)
        .values({ partner_id: partnerId, ...stored })
        .onConflictDoUpdate({ target: crmIntegrations.partner_id, set: stored })
        .returning();
      return { ...(row as CrmIntegrationRow), secret: values.secret ?? null };
    },

    async recordCrmTest(partnerId: number, at: Date, ok: boolean): Promise<CrmIntegrationRow | null> {
      const [row] = await db
        .update(crmIntegrations)
        .set({ last_tested_at: at, last_test_ok: ok })
        .where(eq(crmIntegrations.partner_id, partnerId))
        .returning();
      return readable(row);
    },
  };
}
