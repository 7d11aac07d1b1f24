import type { AppContext } from "../../app-context.ts";
import { AppError } from "../../lib/errors.ts";
import type { UserWithPartner } from "../users/users.repository.ts";
import { createInviter } from "./team.invites.ts";
import { createTeamRepository } from "./team.repository.ts";
import type { TeamService } from "./team.service.ts";

type Operation = "activate" | "deactivate" | "send_welcome_email" | "reset_password";

/** POST teams/team_bulk_operation: applies one operation to each member, with a result per member. */
export function createTeamBulk(ctx: Pick<AppContext, "db" | "now" | "mailer" | "config">, team: TeamService) {
  const repo = createTeamRepository(ctx.db);
  const inviter = createInviter(ctx);

  return async function bulk(me: UserWithPartner, operation: Operation, memberIds: number[]) {
    const ids = [...new Set(memberIds)];
    const found = new Map((await repo.findMembers(me.partner_id, ids)).map((m) => [m.id, m]));
    const results: { member_id: number; ok: boolean; error?: string }[] = [];
    for (const id of ids) {
      const m = found.get(id);
      if (!m) {
        results.push({ member_id: id, ok: false, error: `Member ${id} not found` });
        continue;
      }
      try {
        if (operation === "activate") await team.changeMember(me, m, { status: "active" });
        else if (operation === "deactivate") await team.changeMember(me, m, { status: "deactivated" });
        else if (m.status !== "active") throw new AppError(422, "The member is deactivated");
        else if (operation === "send_welcome_email") await inviter.sendWelcome(me, m);
        else await inviter.sendReset(m);
        results.push({ member_id: id, ok: true });
      } catch (err) {
        if (!(err instanceof AppError)) throw err;
        const message = "errors" in err ? Object.values(err.errors as Record<string, string>)[0] : err.message;
        results.push({ member_id: id, ok: false, error: String(message) });
      }
    }
    return { results };
  };
}
