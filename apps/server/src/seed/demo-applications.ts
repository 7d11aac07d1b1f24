import { UpdateApplicationInputSchema } from "@quad/contract/api/applications";
import { applyUpdate } from "@quad/contract/rules/application";
import { DOCUMENT_TYPE_NAMES } from "@quad/contract/rules/document-types";
import { createApplicationChanges } from "../modules/applications/application-changes.ts";
import { createApplicationComments } from "../modules/applications/application-comments.service.ts";
import { createApplicationDocuments } from "../modules/applications/application-documents.service.ts";
import { createApplicationsService } from "../modules/applications/applications.service.ts";
import { createDecisionRelease } from "../modules/applications/decision-release.service.ts";
import { createGuestApplicationsService } from "../modules/applications/guest-applications.service.ts";
import { createGuestNotifications } from "../modules/guest-notifications/guest-notifications.service.ts";
import { createPaymentDues } from "../modules/payments/payment-dues.ts";
import type { Applicant, Staff } from "./demo-applicants.ts";
import { createApplicantProfiles } from "./demo-applicants.ts";
import type { DemoActors } from "./demo-context.ts";
import { applicantDocuments, demoPdf, demoUpload } from "./demo-files.ts";
import { createDemoPayments } from "./demo-payments.ts";
import { type MadeProgram, ROUNDS, type RoundKey } from "./demo-programs.ts";
import { mistakenUpload, type ReviewAction, type ReviewStep, reviewPath } from "./demo-review-paths.ts";
import { DAY, HOUR, MINUTE, type Timeline } from "./demo-timeline.ts";
import type { Random } from "./random.ts";

/** One application as planned: who applies to what, when, and what happens to it afterwards. */
export interface PlannedApplication {
  applicant: Applicant;
  program: MadeProgram;
  round: RoundKey;
  /** Which of the program's courses (index, modulo their number). */
  course: number;
  at: number;
  path: ReviewStep[];
}

const ROUND_WEIGHTS: Record<RoundKey, number> = { past: 40, current: 45, next: 15 };
/** When students could apply to a program's round (ms), within its opening and deadline and while it was active. */
export function windowOf(program: MadeProgram, round: RoundKey, nowMs: number): [number, number] | undefined {
  const r = ROUNDS[round];
  const from = Math.max(nowMs + (r.opening + 1) * DAY, program.createdAt + HOUR);
  const to = Math.min(nowMs + (r.deadline - 1) * DAY, program.openUntil - HOUR, nowMs - HOUR);
  return to > from ? [from, to] : undefined;
}

/**
 * Plans `count` applications to the institution's programs (by their shares) over their rounds' windows, each by a
 * student whose history allows it then (after they first came and their last list change); most apply once, some
 * to a second program. `taken` holds the people already applying elsewhere, left to that institution.
 */
export function planApplications(
  random: Random,
  v: { nowMs: number; programs: MadeProgram[]; pool: Applicant[]; count: number; taken: Set<number>; ucas: boolean },
): PlannedApplication[] {
  const open = v.programs.filter((p) => (p.plan.share ?? 0) > 0);
  const applied = new Map<number, Set<string>>();
  const planned: PlannedApplication[] = [];
  let deleted = false;
  for (let i = 0; i < v.count; i += 1) {
    const program = random.weighted(open.map((p) => ({ weight: p.plan.share ?? 0, value: p })));
    const rounds = (program.plan.rounds ?? []).filter((r) => windowOf(program, r, v.nowMs));
    if (rounds.length === 0) continue;
    const round = random.weighted(rounds.map((r) => ({ weight: ROUND_WEIGHTS[r], value: r })));
    const [from, to] = windowOf(program, round, v.nowMs) as [number, number];
    const at = from + Math.floor(random.next() * (to - from));
    // One application per person and program (decision 082): a second one to the same program is refused.
    const key = program.plan.name;
    const again = random.chance(0.12);
    const eligible = v.pool.filter(
      (a) =>
        a.ready < at - DAY &&
        (again ? applied.has(a.personId) : !v.taken.has(a.personId)) &&
        !applied.get(a.personId)?.has(key),
    );
    if (eligible.length === 0) continue;
    const applicant = random.pick(eligible);
    v.taken.add(applicant.personId);
    applied.set(applicant.personId, new Set([...(applied.get(applicant.personId) ?? []), key]));
    const path = reviewPath(random, {
      round,
      ageDays: (v.nowMs - at) / DAY,
      feeCharged: (program.plan.fee ?? 0) > 0,
      ucas: v.ucas,
    });
    // One staff document goes up by mistake and is deleted (kept, marked) on a reviewed application.
    const reviewed = path.findIndex((s) => s.action.kind === "review");
    if (!deleted && round === "past" && reviewed >= 0) {
      path.splice(reviewed + 1, 0, ...mistakenUpload());
      deleted = true;
    }
    planned.push({ applicant, program, round, course: random.int(0, 99), at, path });
  }
  return planned;
}

/**
 * Puts the planned applications on the timeline: the student completes their profile when it lacks something and
 * applies through the guest apply service (documents, the 'applied' activity, the connection moved to applying, the
 * team's notification); then the review by the institution's staff (who were in the team at that moment) through
 * the staff services, and withdrawals by the applicant through the guest service. Steps after the present are not
 * taken, so recent applications are still waiting.
 */
export function scheduleApplications(
  actors: DemoActors,
  timeline: Timeline,
  v: { planned: PlannedApplication[]; staff: Staff[] },
) {
  const { ctx } = actors;
  const ports = { guestNotifier: createGuestNotifications(ctx), payments: createPaymentDues(ctx) };
  const payments = createDemoPayments(actors, ports);
  let depositsOnline = 0;
  const guestApps = createGuestApplicationsService(ctx, ports);
  const apps = createApplicationsService(ctx, ports);
  const docs = createApplicationDocuments(ctx);
  const comments = createApplicationComments(ctx);
  const changes = createApplicationChanges(ctx, ports);
  const release = createDecisionRelease(ctx, ports);
  const profiles = createApplicantProfiles(actors);
  const staffAt = (at: number) => v.staff.filter((s) => s.since <= at);

  for (const [n, p] of v.planned.entries()) {
    const state = {
      id: 0,
      lastDocument: 0,
      comments: 0,
      lead: undefined as Staff | undefined,
      depositOnline: false,
      feeOnline: false,
      /** Which of the institution's deposits paid online this one was (1 for the first). */
      depositOrdinal: 0,
    };
    const startDate = () => p.program.rounds.find((r) => r.key === p.round)?.start_date ?? null;
    timeline.add(p.at, async () => {
      const guest = await profiles.ready(p.applicant.guestId, startDate());
      const round = p.program.rounds.find((r) => r.key === p.round);
      const course = p.program.courses.length ? p.program.courses[p.course % p.program.courses.length] : undefined;
      const files = applicantDocuments(
        p.program.plan.documents ?? [],
        `${guest.first_name} ${guest.last_name}`,
        p.program.name,
      );
      // Most students who named their school on Quad share the application with its counsellors (decision 072).
      const share = guest.school_partner_id !== null && n % 4 !== 3;
      const { application } = await guestApps.apply(
        guest,
        p.program.id,
        { intake_round_id: round?.id, course_id: course, share_with_school: share },
        files,
      );
      state.id = application.id;
    });
    payFee(p.at + (10 + (n % 50)) * MINUTE);
    let at = p.at;
    for (const [k, s] of p.path.entries()) {
      at += s.days * DAY + ((n + k) % 50) * MINUTE;
      const when = at;
      timeline.add(when, () => act(s.action, when));
    }
    // One in five students who paid the deposit online (the institution's first among them) defers their place a
    // few days later: an admin refunds the deposit.
    const last = p.path.at(-1)?.action;
    if (last?.kind === "deposit" && last.paid) {
      const when = at + (3 + (n % 5)) * DAY;
      timeline.add(when, async () => {
        if (state.depositOnline && state.depositOrdinal % 5 === 1)
          await refund(when, "deposit", "The student deferred their place to next year.");
      });
    }

    /** The member of staff acting now: the application's reviewer while they are in the team, else a colleague. */
    function actor(when: number, other = false): Staff {
      const present = staffAt(when);
      if (present.length === 0) throw new Error(`No staff of ${p.program.name} at ${new Date(when).toISOString()}`);
      if (!state.lead || !present.includes(state.lead)) state.lead = present[(n + present.length) % present.length];
      if (!other) return state.lead as Staff;
      return present.find((s) => s !== state.lead) ?? (state.lead as Staff);
    }

    /**
     * A staff change, as PUT student_applications/{id} and PUT update_choice make it: the staff service's own path
     * (application-changes.ts: the status machine under a row lock, the audit, the applicant's mail, the connection
     * moved on an offer), without the detail the screen reads back.
     */
    async function change(when: number, input: Record<string, unknown>) {
      const me = actor(when).user;
      const { note, ...update } = UpdateApplicationInputSchema.parse(input);
      const by = { kind: "staff", userId: me.id } as const;
      await changes.change(me.partner_id, state.id, (s) => applyUpdate(s, update), by, note ?? null);
    }

    /**
     * The application fee online, minutes after applying (issue 27): paid when the review finds it paid (a card
     * declined first now and then); one declined attempt left on some fees nobody checked yet; a waived fee is waived
     * by the review itself.
     */
    function payFee(when: number) {
      if (!(p.program.plan.fee ?? 0)) return;
      const review = p.path.find((s) => s.action.kind === "review")?.action;
      const checked = review?.kind === "review" ? review.fee : undefined;
      if (checked === "waived" || (checked === undefined && n % 3 !== 0)) return;
      timeline.add(when, async () => {
        if (state.id === 0) return;
        const guestId = p.applicant.guestId;
        if (checked === undefined || n % 9 === 0) await payments.pay(guestId, state.id, "application_fee", "failed");
        if (checked === "paid") state.feeOnline = await payments.pay(guestId, state.id, "application_fee", "paid");
      });
    }

    /**
     * The deposit: most students pay it online, some card is declined first; staff mark a transfer paid by hand.
     * A deposit reversed after an online payment is refunded by an admin through the provider.
     */
    async function deposit(paid: boolean, note: string | undefined, when: number) {
      const guestId = p.applicant.guestId;
      if (paid && n % 6 !== 5) {
        if (n % 7 === 0) await payments.pay(guestId, state.id, "deposit", "failed");
        state.depositOnline = await payments.pay(guestId, state.id, "deposit", "paid");
        if (state.depositOnline) {
          depositsOnline += 1;
          state.depositOrdinal = depositsOnline;
          return;
        }
      }
      if (!paid && state.depositOnline && (await refund(when, "deposit", "The student deferred their place."))) return;
      if (!paid && n % 2 === 0) await payments.pay(guestId, state.id, "deposit", "failed");
      await change(when, { is_deposit_paid: paid, note });
    }

    /** An admin of the team at that moment refunds the paid payment of that kind; false when none could. */
    async function refund(when: number, kind: "application_fee" | "deposit", note: string) {
      const admin = staffAt(when).find((s) => s.user.role === "admin");
      return admin !== undefined && (await payments.refund(admin.user, state.id, kind, note));
    }

    async function act(a: ReviewAction, when: number) {
      const id = state.id;
      switch (a.kind) {
        case "open":
          // The reviewer opens the application and the screen says it was seen: its New badge clears.
          await apps.markSeen(actor(when).user, id);
          return;
        case "review":
          return change(when, { status: "in_review", fee_status: a.fee, note: a.note });
        case "comment": {
          // Reviewers take turns in the conversation.
          await comments.add(actor(when, state.comments % 2 === 1).user, id, a.body);
          state.comments += 1;
          return;
        }
        case "result": {
          await change(when, { result: a.result, note: a.note });
          // The demo's decisions were told when made: released at once, as staff release them (decision 080).
          await release.release(actor(when).user, { ids: [id], dry_run: false });
          await release.releaseDue();
          return;
        }
        case "document": {
          const file = demoUpload("document", a.name, demoPdf(DOCUMENT_TYPE_NAMES[a.type], [p.program.name]));
          const made = await docs.upload(actor(when).user, id, a.type, file, "document");
          state.lastDocument = made.document.id;
          return;
        }
        case "delete_document":
          await docs.remove(actor(when).user, state.lastDocument);
          return;
        case "choice":
          return change(when, { choice: a.choice });
        case "deposit":
          return deposit(a.paid, a.note, when);
        case "complete":
          return change(when, { status: "completed", note: a.note });
        case "withdraw":
          // Half of those who withdraw after paying the fee online ask for it back first: an admin refunds it.
          if (state.feeOnline && n % 2 === 0) await refund(when, "application_fee", "Refunded on withdrawal.");
          if (a.by === "applicant") await guestApps.withdraw(await profiles.load(p.applicant.guestId), id);
          else await change(when, { status: "withdrawn", note: a.note });
          return;
      }
    }
  }
}
