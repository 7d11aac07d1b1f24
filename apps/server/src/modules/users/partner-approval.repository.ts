import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { partners } from "../partners/partners.table.ts";
import { users } from "./users.table.ts";

/** The operator's approval of a registered institution (npm run approve). */
export function createPartnerApprovalRepository(db: Db) {
  return {
    /** The institution of a partner id (digits), else of the user with that email. */
    async findPartnerId(arg: string): Promise<number | undefined> {
      const [target] = /^\d+$/.test(arg)
        ? await db
            .select({ partner_id: partners.id })
            .from(partners)
            .where(eq(partners.id, Number(arg)))
        : await db
            .select({ partner_id: users.partner_id })
            .from(users)
            .where(eq(sql`lower(${users.email})`, arg.toLowerCase()));
      return target?.partner_id;
    },
    async approve(partnerId: number, at: Date) {
      const [partner] = await db
        .update(partners)
        .set({ status: "active", approved_at: at, updated_at: at })
        .where(eq(partners.id, partnerId))
        .returning({ id: partners.id, name: partners.name });
      return partner;
    },
    usersOf(partnerId: number) {
      return db
        .select({ email: users.email, first_name: users.first_name, locale: users.locale })
        .from(users)
        .where(eq(users.partner_id, partnerId));
    },
  };
}
