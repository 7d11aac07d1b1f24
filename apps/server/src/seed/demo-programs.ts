import { CreateProgramInputSchema, UpdateProgramInputSchema } from "@quad/contract/api/programs";
import type { CurrencyCode } from "@quad/contract/rules/currencies";
import type { DocumentType } from "@quad/contract/rules/document-types";
import { PROGRAM_TYPE_CONTENT, type ProgramType } from "@quad/contract/rules/program-types";
import { eq } from "drizzle-orm";
import { applicantsOfProgram } from "../modules/applications/applications.sql.ts";
import { createProgramsService } from "../modules/programs/programs.service.ts";
import { programs } from "../modules/programs/programs.table.ts";
import type { UserWithPartner } from "../modules/users/users.repository.ts";
import type { DemoActors } from "./demo-context.ts";
import { demoPdf, demoPng, demoUpload } from "./demo-files.ts";
import { DAY, type Timeline } from "./demo-timeline.ts";

/** The intake rounds programs use, in days from the present: one started, one open now, one opening. */
export const ROUNDS = {
  past: { opening: -320, deadline: -75, start: -25 },
  current: { opening: -200, deadline: 40, start: 110 },
  next: { opening: -45, deadline: 220, start: 340 },
} as const;
export type RoundKey = keyof typeof ROUNDS;

export interface ProgramPlan {
  name: string;
  /** Who creates it: the institution's demo admin or its demo member. */
  by: "admin" | "member";
  /** The institution's status history: made active (and later deactivated), a draft, or Quad's review outcome. */
  status: "active" | "inactive" | "draft" | "pending_review" | "declined";
  createdDaysAgo: number;
  /** inactive: when it was deactivated; pending_review and declined: when Quad's review set the status. */
  changedDaysAgo?: number;
  /** An application client's program of a university it represents (else its own). */
  ofUniversity?: boolean;
  type?: ProgramType;
  currency?: CurrencyCode;
  cost?: [number, number];
  fee?: number;
  /** The enrolment deposit an offer asks (major units) and the days it is due in (issue 27). */
  deposit?: [number, number];
  description?: string;
  rounds?: RoundKey[];
  courses?: string[];
  documents?: DocumentType[];
  tests?: [string, string][];
  /** A brochure and a banner. */
  files?: boolean;
  /** Its part of the institution's applications (active and inactive programs). */
  share?: number;
  /** A copy is made of it (GET programs/{id}/copy) this many days ago. */
  copiedDaysAgo?: number;
}

/** A program as made, for the applications to it (ids are known once its creation has run). */
export interface MadeProgram {
  plan: ProgramPlan;
  id: number;
  name: string;
  createdAt: number;
  /** Until when students could apply (deactivation), ms. */
  openUntil: number;
  rounds: { id: number; key: RoundKey; start_date: string | null }[];
  courses: number[];
}

const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const MONTHS = "January February March April May June July August September October November December".split(" ");

/** The rounds of a plan, dated from the present: "September 2025 intake" and its opening, deadline and start. */
function roundsOf(plan: ProgramPlan, nowMs: number) {
  return (plan.rounds ?? []).map((key) => {
    const r = ROUNDS[key];
    const start = new Date(nowMs + r.start * DAY);
    return {
      name: `${MONTHS[start.getUTCMonth()]} ${start.getUTCFullYear()} intake`,
      start_date: dayOf(start.getTime()),
      opening_date: dayOf(nowMs + r.opening * DAY),
      deadline: dayOf(nowMs + r.deadline * DAY),
    };
  });
}

/** The editor's fields of a plan, as the program form sends them (parsed by the contract's schema). */
function inputOf(plan: ProgramPlan, nowMs: number, universityId: number | undefined) {
  const complete = plan.status !== "draft";
  return CreateProgramInputSchema.parse({
    name: plan.name,
    university_id: universityId,
    program_type: plan.type,
    currency: plan.currency,
    min_cost: plan.cost?.[0],
    max_cost: plan.cost?.[1],
    application_fee: plan.fee,
    deposit_amount: plan.deposit?.[0],
    deposit_due_days: plan.deposit?.[1],
    // Staff waive a scholarship finalist's fee (the review paths do): every program with a fee allows it.
    application_fee_waivable: (plan.fee ?? 0) > 0,
    description: plan.description,
    // The type's starting content (GET programs/program_types_content), as the editor fills it in.
    content: plan.type ? PROGRAM_TYPE_CONTENT[plan.type].map((s) => ({ ...s })) : [],
    tests: (plan.tests ?? []).map(([test, min_score]) => ({ test, min_score })),
    required_documents: plan.documents ?? [],
    intake_rounds: complete ? roundsOf(plan, nowMs) : [],
    courses: (plan.courses ?? []).map((name) => ({ name })),
    action: plan.status === "active" || plan.status === "inactive" ? "activate" : "save_draft",
  });
}

/**
 * An institution's programs (issue 13 §4), made by its demo admin or member through the programs service at past
 * moments: created (active ones activated on creation, with a brochure and a banner), later deactivated, copied.
 * Quad's review outcomes (pending_review, declined) have no action in the API (decision 051: operators set them),
 * so they are set here with a plain update, as an operator's tool would.
 */
export function planPrograms(
  actors: DemoActors,
  timeline: Timeline,
  opts: { nowMs: number; admin: UserWithPartner; member: UserWithPartner; universityId?: number; plans: ProgramPlan[] },
): MadeProgram[] {
  const service = createProgramsService(actors.ctx, { applicantCount: applicantsOfProgram });
  const made: MadeProgram[] = [];
  for (const [i, plan] of opts.plans.entries()) {
    const me = plan.by === "admin" ? opts.admin : opts.member;
    const createdAt = opts.nowMs - plan.createdDaysAgo * DAY + i * 7 * 60_000;
    const program: MadeProgram = {
      plan,
      id: 0,
      name: plan.name,
      createdAt,
      openUntil: plan.status === "inactive" ? opts.nowMs - (plan.changedDaysAgo ?? 0) * DAY : opts.nowMs,
      rounds: [],
      courses: [],
    };
    made.push(program);
    timeline.add(createdAt, async () => {
      const uploads = plan.files
        ? [
            demoUpload(
              "brochure",
              `${plan.name.toLowerCase().replace(/[^a-z0-9]+/g, "-")}-brochure.pdf`,
              demoPdf(plan.name, [me.partner_name, plan.description ?? ""]),
            ),
            demoUpload("banners", "banner.png", demoPng(960, 320, [24, 64, 120], [90, 160, 210])),
          ]
        : [];
      const universityId = plan.ofUniversity ? opts.universityId : undefined;
      const { program: p } = await service.create(me, inputOf(plan, opts.nowMs, universityId), uploads);
      program.id = p.id;
      program.rounds = p.intake_rounds.map((r, k) => ({
        id: r.id,
        key: plan.rounds?.[k] as RoundKey,
        start_date: r.start_date,
      }));
      program.courses = p.courses.map((c) => c.id);
    });
    if (plan.status === "inactive")
      timeline.add(program.openUntil, async () => {
        await service.update(me, program.id, UpdateProgramInputSchema.parse({ action: "deactivate" }), []);
      });
    if (plan.status === "pending_review" || plan.status === "declined") {
      // Submitted to Quad's review: pending_review; a declined one was reviewed and refused a few days later.
      const reviewedAt = opts.nowMs - (plan.changedDaysAgo ?? 0) * DAY;
      const steps: [number, "pending_review" | "declined"][] = [[reviewedAt - 5 * DAY, "pending_review"]];
      if (plan.status === "declined") steps.push([reviewedAt, "declined"]);
      for (const [at, status] of steps)
        timeline.add(at, async () => {
          await actors.ctx.db
            .update(programs)
            .set({ status, updated_at: new Date(at) })
            .where(eq(programs.id, program.id));
        });
    }
    if (plan.copiedDaysAgo !== undefined)
      timeline.add(opts.nowMs - plan.copiedDaysAgo * DAY, async () => {
        await service.copy(me, program.id);
      });
  }
  return made;
}
