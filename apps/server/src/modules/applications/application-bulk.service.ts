import type { BulkApplicationsInput, BulkApplicationsResponseSchema } from "@quad/contract/api/applications";
import { type BulkAction, type BulkLine, bulkPlan } from "@quad/contract/rules/application";
import type { z } from "zod";
import type { AppContext } from "../../app-context.ts";
import type { UserWithPartner } from "../users/users.repository.ts";
import { createApplicationChanges } from "./application-changes.ts";
import { writeApplicationsCsv } from "./application-csv.ts";
import type { ApplicationPorts } from "./application-ports.ts";
import { createApplicationsRepository } from "./applications.repository.ts";
import { stateOf } from "./applications.view.ts";

type Answer = z.infer<typeof BulkApplicationsResponseSchema>;
type Ctx = Pick<AppContext, "db" | "now" | "mailer" | "config" | "storage" | "fileLinks">;

const actionOf = (input: BulkApplicationsInput): BulkAction =>
  input.action === "set_result" && input.result
    ? { action: "set_result", result: input.result }
    : input.action === "start_review"
      ? { action: "start_review" }
      : { action: "export" };

/**
 * Bulk actions on selected applications (issue 13 §3): each record is checked against its own state under a row
 * lock (rules/application.ts bulkPlan); the transitions that hold are applied and audited, the others refused with
 * their reason; ids that are not the institution's are refused as not found. The answer reports every record.
 */
export function createApplicationBulk(ctx: Ctx, ports: ApplicationPorts) {
  const repo = createApplicationsRepository(ctx.db);
  const changes = createApplicationChanges(ctx, ports);

  return {
    async run(me: UserWithPartner, input: BulkApplicationsInput): Promise<Answer> {
      const ids = [...new Set(input.ids)];
      const action = actionOf(input);
      const at = ctx.now();
      let lines: BulkLine[];
      let csv_url: string | null = null;
      if (action.action === "export") {
        const rows = await repo.byIds(me.partner_id, ids);
        const byId = new Map(rows.map((r) => [r.id, r]));
        lines = bulkPlan(
          rows.map((r) => ({ id: r.id, state: stateOf(r) })),
          action,
        );
        const ordered = ids.map((id) => byId.get(id)).filter((r) => r !== undefined);
        const reviewDays = await repo.reviewDays(me.partner_id);
        csv_url = await writeApplicationsCsv(
          ctx,
          (async function* () {
            yield ordered;
          })(),
          reviewDays,
          at,
          ports.payments,
        );
      } else {
        lines = await repo.transaction(async (tx) => {
          const locked = await repo.lockStates(tx, me.partner_id, ids);
          const plan = bulkPlan(
            locked.map((r) => ({ id: r.id, state: stateOf(r) })),
            action,
          );
          for (const line of plan) {
            const row = locked.find((r) => r.id === line.id);
            if (line.outcome === "done" && row)
              await changes.write(tx, row, line.state, line.changes, { kind: "staff", userId: me.id }, null, at);
          }
          return plan;
        });
        for (const line of lines) if (line.outcome === "done") await changes.tell(me.partner_id, line.id, line.changes);
      }
      const byId = new Map(lines.map((l) => [l.id, l]));
      const results = ids.map((id) => {
        const line = byId.get(id);
        if (!line)
          return { id, outcome: "refused" as const, reason: `Application ${id} not found`, status: null, result: null };
        if (line.outcome === "refused")
          return { id, outcome: "refused" as const, reason: line.reason, status: null, result: null };
        return { id, outcome: "done" as const, reason: null, status: line.state.status, result: line.state.result };
      });
      return {
        results,
        done: results.filter((r) => r.outcome === "done").length,
        refused: results.filter((r) => r.outcome === "refused").length,
        csv_url,
      };
    },
  };
}
