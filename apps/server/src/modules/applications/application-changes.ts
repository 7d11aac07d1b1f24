import {
  type ApplicationState,
  OFFER_RESULTS,
  type Outcome,
  type Refusal,
  type StateChange,
} from "@quad/contract/rules/application";
import { isDecisionHeld } from "@quad/contract/rules/decision-release";
import type { AppContext } from "../../app-context.ts";
import { ConflictError, NotFoundError, ValidationError } from "../../lib/errors.ts";
import { advanceConnection } from "./application-connection.repository.ts";
import { applicantNotice } from "./application-mail.ts";
import type { ApplicationPorts } from "./application-ports.ts";
import { createApplicationsRepository, type Tx } from "./applications.repository.ts";
import { stateOf } from "./applications.view.ts";

type Ctx = Pick<AppContext, "db" | "now" | "mailer" | "config">;

/** Who made a change: a staff member of the institution, the applicant, or Quad itself. */
export type Actor = { kind: "staff"; userId: number } | { kind: "applicant" } | { kind: "system" };

/** A refused change as the API answers it: 409 for the state, 422 for a missing input. */
export function refusalError(id: number, state: ApplicationState, r: Refusal): Error {
  if (r.kind === "invalid") return new ValidationError({ [r.field]: r.message });
  return new ConflictError(`Application ${id}: ${r.message}`, { status: state.status, result: state.result });
}

/** The row values a new state writes (fee_waived follows a waived fee; the status clock restarts on a move). */
export function valuesOf(next: ApplicationState, changes: StateChange[], at: Date) {
  const feeChanged = changes.some((c) => c.kind === "fee_status");
  return {
    status: next.status,
    result: next.result,
    is_deposit_paid: next.is_deposit_paid,
    choice: next.choice,
    fee_status: next.fee_status,
    ...(feeChanged ? { fee_waived: next.fee_status === "waived" } : {}),
    ...(changes.some((c) => c.kind === "status") ? { status_changed_at: at } : {}),
    // A new result is a new decision: held until staff release it (decision 080).
    ...(changes.some((c) => c.kind === "result") ? { decision_release_at: null, decision_released_at: null } : {}),
    updated_at: at,
  };
}

/**
 * Changes to one application through the status machine (rules/application.ts): the state is read under a row lock,
 * the rule decides, and the new state and its audit (who, when, from, to, note) are written in one transaction.
 * Afterwards the applicant is mailed when the status or result moved (staff changes), and an offer moves the
 * person's connection to offered.
 */
export function createApplicationChanges(ctx: Ctx, ports: ApplicationPorts) {
  const { db, now } = ctx;
  const repo = createApplicationsRepository(db);
  const { guestNotifier } = ports;

  /** Writes an outcome already decided under the lock (bulk actions share this). */
  async function write(
    tx: Tx,
    row: { id: number; partner_id: number; person_id: number },
    next: ApplicationState,
    changes: StateChange[],
    actor: Actor,
    note: string | null,
    at: Date,
  ) {
    if (changes.length === 0) return;
    await repo.update(tx, row.id, valuesOf(next, changes, at));
    await repo.addEvents(
      tx,
      changes.map((c) => ({
        application_id: row.id,
        partner_id: row.partner_id,
        kind: c.kind,
        from_value: c.from,
        to_value: c.to,
        note,
        actor_user_id: actor.kind === "staff" ? actor.userId : null,
        actor_kind: actor.kind,
        created_at: at,
      })),
    );
    await ports.payments?.changed(tx, row.id, changes, at);
    if (changes.some((c) => c.kind === "result") && next.result && OFFER_RESULTS.includes(next.result))
      await advanceConnection(tx, {
        partnerId: row.partner_id,
        personId: row.person_id,
        to: "offered",
        userId: actor.kind === "staff" ? actor.userId : null,
        at,
      });
  }

  /**
   * The applicant hears of a moved status or result: a notification in the guest area when they applied from it
   * (decision 056), and a mail in their language (through the outbox). A decision not yet released is not told
   * (decision 080): the release tells it (decision-release.service.ts).
   */
  async function tell(partnerId: number, id: number, changes: StateChange[]) {
    if (!changes.some((c) => c.kind === "status" || c.kind === "result")) return;
    const row = await repo.get(partnerId, id);
    if (!row) return;
    const state = stateOf(row);
    if (isDecisionHeld(state.status, row.decision_released_at)) return;
    const { notice, mail } = await applicantNotice(repo, ctx, row);
    if (notice) await guestNotifier.applicationUpdated(notice);
    await ctx.mailer.send(mail);
  }

  return {
    write,
    tell,
    /**
     * One application of the partner changed as `decide` says; 404 when it is not the partner's, 409/422 when the
     * rule refuses. Answers the changes made (none when the request asked for what already was).
     */
    async change(
      partnerId: number,
      id: number,
      decide: (state: ApplicationState) => Outcome,
      actor: Actor,
      note: string | null = null,
    ): Promise<StateChange[]> {
      const at = now();
      const changes = await repo.transaction(async (tx) => {
        const [locked] = await repo.lockStates(tx, partnerId, [id]);
        if (!locked) throw new NotFoundError(`Application ${id} not found`);
        const state = stateOf(locked);
        const outcome = decide(state);
        if (!outcome.ok) throw refusalError(id, state, outcome);
        await write(
          tx,
          { id, partner_id: partnerId, person_id: locked.person_id },
          outcome.state,
          outcome.changes,
          actor,
          note,
          at,
        );
        return outcome.changes;
      });
      if (actor.kind === "staff") await tell(partnerId, id, changes);
      return changes;
    },
  };
}
export type ApplicationChanges = ReturnType<typeof createApplicationChanges>;
