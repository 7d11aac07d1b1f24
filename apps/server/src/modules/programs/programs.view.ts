import type { IntakeRound, Program, ProgramRow as ProgramListRow } from "@quad/contract/api/programs";
import { allowedActions, type ProgramStatus, programCompleteness } from "@quad/contract/rules/program";
import type { ProgramType } from "@quad/contract/rules/program-types";
import type { ProgramFiles } from "./programs.files.ts";
import type { FileRow, ProgramRow, ProgramsRepository } from "./programs.repository.ts";

const money = (v: string | null) => (v === null ? null : Number(v));

/** A program as the API answers it: its fields, rounds, courses, files, what staff can do and what is missing. */
export function programView(
  p: ProgramRow,
  rounds: IntakeRound[],
  courses: { id: number; name: string }[],
  files: FileRow[],
  fileView: ProgramFiles["view"],
): Program {
  const status = p.status as ProgramStatus;
  const min_cost = money(p.min_cost);
  const max_cost = money(p.max_cost);
  const brochure = files.find((f) => f.kind === "brochure");
  return {
    id: p.id,
    name: p.name,
    status,
    program_type: p.program_type as ProgramType | null,
    currency: p.currency,
    min_cost,
    max_cost,
    application_fee: money(p.application_fee),
    deposit_amount: money(p.deposit_amount),
    deposit_due_days: p.deposit_due_days,
    application_fee_waivable: p.application_fee_waivable,
    deposit_waivable: p.deposit_waivable,
    description: p.description,
    additional_requirements: p.additional_requirements,
    content: p.content,
    tests: p.tests,
    required_documents: p.required_documents,
    partner: { id: p.partner_id, name: p.partner_name },
    university: { id: p.university_id, name: p.university_name },
    intake_rounds: rounds,
    courses,
    brochure: brochure ? fileView(brochure) : null,
    banners: files.filter((f) => f.kind === "banner").map(fileView),
    copied_from_id: p.copied_from_id,
    applicants: p.applicants,
    allowed_actions: allowedActions(status),
    missing_fields: programCompleteness({ ...p, min_cost, max_cost, intake_rounds: rounds }),
    created_at: p.created_at.toISOString(),
    updated_at: p.updated_at.toISOString(),
  };
}

/** The whole program of the institution, or undefined when it has no such live program. */
export async function loadProgram(
  repo: ProgramsRepository,
  fileView: ProgramFiles["view"],
  partnerId: number,
  id: number,
): Promise<Program | undefined> {
  const p = await repo.find(partnerId, id);
  if (!p) return undefined;
  const [rounds, courses, files] = await Promise.all([repo.rounds(id), repo.courses(id), repo.files(id)]);
  return programView(p, rounds, courses, files, fileView);
}

type ListRow = Awaited<ReturnType<ProgramsRepository["list"]>>[number];

export function programRowView(r: ListRow): ProgramListRow {
  return {
    id: r.id,
    name: r.name,
    status: r.status as ProgramStatus,
    program_type: r.program_type as ProgramType | null,
    partner: { id: r.partner_id, name: r.partner_name },
    university: { id: r.university_id, name: r.university_name },
    round: r.round?.id ? (r.round as IntakeRound) : null,
    applicants: r.applicants,
    updated_at: r.updated_at.toISOString(),
  };
}
