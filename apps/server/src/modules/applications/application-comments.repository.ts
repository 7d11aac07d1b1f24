import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { users } from "../users/users.table.ts";
import { studentApplications as a, studentApplicationComments as comments } from "./applications.table.ts";

const columns = {
  id: comments.id,
  body: comments.body,
  created_at: comments.created_at,
  author_id: users.id,
  author_first_name: users.first_name,
  author_last_name: users.last_name,
};

/** The reviewers' comments on an institution's applications, each with its author. */
export function createApplicationCommentsRepository(db: Db) {
  return {
    /** Whether the application is the partner's. */
    async owns(partnerId: number, applicationId: number) {
      const [row] = await db
        .select({ id: a.id })
        .from(a)
        .where(and(eq(a.id, applicationId), eq(a.partner_id, partnerId)));
      return Boolean(row);
    },

    /** Oldest first, as a conversation reads. */
    async list(partnerId: number, applicationId: number) {
      return db
        .select(columns)
        .from(comments)
        .innerJoin(users, eq(users.id, comments.user_id))
        .where(and(eq(comments.application_id, applicationId), eq(comments.partner_id, partnerId)))
        .orderBy(asc(comments.created_at), asc(comments.id));
    },

    /** Adds a comment and reads it back with its author. */
    async add(v: { applicationId: number; partnerId: number; userId: number; body: string; at: Date }) {
      const [made] = await db
        .insert(comments)
        .values({
          application_id: v.applicationId,
          partner_id: v.partnerId,
          user_id: v.userId,
          body: v.body,
          created_at: v.at,
        })
        .returning({ id: comments.id });
      const [row] = await db
        .select(columns)
        .from(comments)
        .innerJoin(users, eq(users.id, comments.user_id))
        .where(eq(comments.id, made?.id ?? 0));
      return row;
    },
  };
}
export type CommentRow = Awaited<ReturnType<ReturnType<typeof createApplicationCommentsRepository>["list"]>>[number];
