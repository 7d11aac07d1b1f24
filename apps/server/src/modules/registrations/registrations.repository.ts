import type { InstituteType } from "@quad/contract/rules/constants";
import { eq, TransactionRollbackError } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { userTokens } from "../auth/auth.table.ts";
import { claimPartner } from "../partners/partners.repository.ts";
import { partners } from "../partners/partners.table.ts";
import { users } from "../users/users.table.ts";

export interface NewAccount {
  /** The unregistered institution the admin claims; none: a new one is made. */
  claimId: number | undefined;
  institute_type: InstituteType;
  institution_name: string;
  details: { country_id: number; state_id: number | null; city: string | null; website: string | null };
  user: {
    email: string;
    password_hash: string;
    first_name: string;
    last_name: string;
    designation: string | null;
    phone: string | null;
  };
  confirmationTokenHash: string;
  confirmationExpiresAt: Date;
  at: Date;
}

/** A registration's writes: the institution (claimed or new), its admin and the email confirmation token. */
export function createRegistrationsRepository(db: Db) {
  return {
    /**
     * All or nothing, in one transaction: "claimed" when the institution was registered a moment earlier,
     * "address-taken" when the same address registered a moment earlier (rolled back), else "made".
     */
    async createAccount(input: NewAccount): Promise<"made" | "claimed" | "address-taken"> {
      const { at, details } = input;
      return db
        .transaction(async (tx): Promise<"made" | "claimed" | "address-taken"> => {
          let partnerId = input.claimId;
          if (partnerId !== undefined) {
            if (!(await claimPartner(tx, partnerId, at, details))) return "claimed";
          } else {
            const [created] = await tx
              .insert(partners)
              .values({
                institute_type: input.institute_type,
                name: input.institution_name,
                status: "pending",
                registered_at: at,
                ...details,
              })
              .returning({ id: partners.id });
            partnerId = created?.id;
          }
          const [user] = await tx
            .insert(users)
            .values({ partner_id: partnerId as number, ...input.user, role: "admin" })
            .onConflictDoNothing()
            .returning({ id: users.id });
          if (!user) {
            tx.rollback();
            return "address-taken";
          }
          await tx.insert(userTokens).values({
            user_id: user.id,
            purpose: "email_confirmation",
            token_hash: input.confirmationTokenHash,
            expires_at: input.confirmationExpiresAt,
          });
          return "made";
        })
        .catch((err: unknown) => {
          if (err instanceof TransactionRollbackError) return "address-taken" as const;
          throw err;
        });
    },
    async markAwaitingApproval(partnerId: number, at: Date) {
      await db.update(partners).set({ status: "awaiting_approval", updated_at: at }).where(eq(partners.id, partnerId));
    },
  };
}
