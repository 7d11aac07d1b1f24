import type { ReleaseDecisionsInputSchema, ReleaseDecisionsResponse } from "@quad/contract/api/decision-release";
import type { ApplicationStatus } from "@quad/contract/rules/application";
import { DECIDED_STATUSES } from "@quad/contract/rules/decision-release";
import type { z } from "zod";
import type { AppContext } from "../../app-context.ts";
import type { UserWithPartner } from "../users/users.repository.ts";
import { applicantNotice } from "./application-mail.ts";
import type { ApplicationPorts } from "./application-ports.ts";
import { createApplicationsRepository } from "./applications.repository.ts";
import { createDecisionReleaseRepository } from "./decision-release.repository.ts";

type Ctx = Pick<AppContext, "db" | "now" | "mailer" | "config" | "jobs">;
type Skipped = ReleaseDecisionsResponse["skipped"][number];

declare module "../../plugins/jobs.ts" {
  interface JobPayloads {
    /** Tells applicants the decisions whose release moment has come (decision 080). */
    "application-decisions-release": Record<string, never>;
  }
}

export const RELEASE_QUEUE = "application-decisions-release";
/** Decisions released per read of the due list. */
const RELEASE_BATCH = 100;

/**
 * Decisions released, not leaked (issue 24 §4, decision 080): staff schedule the release of recorded decisions
 * (now or at a chosen moment); a job at that moment tells each applicant once: under a row lock the decision is
 * marked released, the guest notification and the mail written to the outbox in the same transaction, and the
 * mail delivered after commit. A retried job finds the decision released and tells nobody again.
 */
export function createDecisionRelease(ctx: Ctx, ports: ApplicationPorts) {
  const repo = createDecisionReleaseRepository(ctx.db);
  const applications = createApplicationsRepository(ctx.db);

  /** Tells one applicant their decision when it is still due by `at`; false when it was not (already told). */
  async function releaseOne(id: number, at: Date): Promise<boolean> {
    const deliver = await repo.transaction(async (tx) => {
      const row = await repo.lockDue(tx, id, at);
      if (!row) return null;
      await repo.markReleased(tx, row, at);
      const told = await repo.told(tx, id);
      if (!told) throw new Error(`application ${id} not read back`);
      const { notice, mail } = await applicantNotice(
        { applicant: (guest) => applications.applicant(guest, tx) },
        ctx,
        told,
      );
      // The release tells the decision: its notice reads as one ("… has decided: admitted"), whatever the status now.
      if (notice)
        await ports.guestNotifier.applicationUpdated(notice.result ? { ...notice, status: "decided" } : notice, tx);
      return (await ctx.mailer.stage(tx, mail)).deliver;
    });
    deliver?.();
    return deliver !== null;
  }

  return {
    /**
     * POST student_applications/release_decisions: the selected applications whose decision is recorded and not
     * yet released are scheduled for `release_at` (now when omitted or past); a dry run only counts them.
     */
    async release(me: UserWithPartner, input: z.infer<typeof ReleaseDecisionsInputSchema>) {
      const ids = [...new Set(input.ids)];
      const now = ctx.now();
      const asked = input.release_at ? new Date(input.release_at) : now;
      const at = new Date(Math.max(asked.getTime(), now.getTime()));
      const rows = await repo.candidates(me.partner_id, ids);
      const byId = new Map(rows.map((r) => [r.id, r]));
      const skipped: Skipped[] = [];
      const releasable: number[] = [];
      const people = new Set<number>();
      for (const id of ids) {
        const row = byId.get(id);
        if (!row) skipped.push({ id, reason: "not_found" });
        else if (!DECIDED_STATUSES.includes(row.status as ApplicationStatus))
          skipped.push({ id, reason: "not_decided" });
        else if (row.decision_released_at !== null) skipped.push({ id, reason: "already_released" });
        else {
          releasable.push(id);
          people.add(row.person_id);
        }
      }
      if (!input.dry_run && releasable.length > 0) {
        await repo.schedule(me.partner_id, releasable, at, now);
        await ctx.jobs.send(RELEASE_QUEUE, {}, at > now ? { startAfter: at } : {});
      }
      const later = at > now;
      const message = input.dry_run
        ? `${people.size} students will be told`
        : later
          ? `${releasable.length} decisions will be released at ${at.toISOString()}`
          : `${releasable.length} decisions are being released`;
      return {
        applications: releasable.length,
        students: people.size,
        release_at: at.toISOString(),
        skipped,
        dry_run: input.dry_run,
        message,
      };
    },

    /** The job: every decision due by `at` told, each once. Answers how many were told now. */
    async releaseDue(at: Date = ctx.now()): Promise<number> {
      let told = 0;
      const seen = new Set<number>();
      for (;;) {
        const ids = (await repo.due(at, RELEASE_BATCH)).filter((id) => !seen.has(id));
        if (ids.length === 0) return told;
        for (const id of ids) {
          seen.add(id);
          if (await releaseOne(id, at)) told += 1;
        }
      }
    },
  };
}
export type DecisionRelease = ReturnType<typeof createDecisionRelease>;
