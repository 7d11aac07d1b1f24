import type { AppContext } from "../../app-context.ts";
import { NotFoundError } from "../../lib/errors.ts";
import type { UserWithPartner } from "../users/users.repository.ts";
import { type CommentRow, createApplicationCommentsRepository } from "./application-comments.repository.ts";

const view = (r: CommentRow) => ({
  id: r.id,
  body: r.body,
  author: { id: r.author_id, name: `${r.author_first_name} ${r.author_last_name}`.trim() },
  created_at: r.created_at.toISOString(),
});

/** Comments between reviewers of the same institution on an application (issue 13 §3); never shown to the applicant. */
export function createApplicationComments(ctx: Pick<AppContext, "db" | "now">) {
  const { now } = ctx;
  const repo = createApplicationCommentsRepository(ctx.db);

  async function own(me: UserWithPartner, id: number) {
    if (!(await repo.owns(me.partner_id, id))) throw new NotFoundError(`Application ${id} not found`);
  }

  return {
    /** Oldest first, as a conversation reads. */
    async list(me: UserWithPartner, applicationId: number) {
      await own(me, applicationId);
      const rows = await repo.list(me.partner_id, applicationId);
      return { comments: rows.map(view) };
    },

    async add(me: UserWithPartner, applicationId: number, body: string) {
      await own(me, applicationId);
      const row = await repo.add({ applicationId, partnerId: me.partner_id, userId: me.id, body, at: now() });
      if (!row) throw new Error("comment not read back");
      return { comment: view(row) };
    },
  };
}
