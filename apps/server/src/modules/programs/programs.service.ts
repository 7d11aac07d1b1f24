import type { Program, ProgramsDownloadInput, ProgramsListInput } from "@quad/contract/api/programs";
import {
  type CopyState,
  copyName,
  copyPlan,
  PROGRAM_CSV_COLUMNS,
  PROGRAM_STATUS_LABELS,
  type ProgramStatus,
} from "@quad/contract/rules/program";
import type { Stringifier } from "csv-stringify";
import type { AppContext } from "../../app-context.ts";
import { NotFoundError } from "../../lib/errors.ts";
import { exportCsvWriter } from "../connections/connections-export.csv.ts";
import type { UserWithPartner } from "../users/users.repository.ts";
import { assertProgramWriter, ownsPrograms } from "./programs.access.ts";
import { createProgramFiles } from "./programs.files.ts";
import { createProgramsRepository, type ProgramPorts } from "./programs.repository.ts";
import { createProgramSaves } from "./programs.save.ts";
import { loadProgram, programRowView } from "./programs.view.ts";
import { programWrites } from "./programs-writes.repository.ts";

type Ctx = Pick<AppContext, "db" | "now" | "storage" | "fileLinks" | "mailer" | "config" | "live" | "jobs">;

/** Direct apply's programs (spec 3 §7 Programs; issue 13 §1; decision 051). */
export function createProgramsService(ctx: Ctx, ports: ProgramPorts) {
  const { now } = ctx;
  const repo = createProgramsRepository(ctx.db, ports);
  const files = createProgramFiles(ctx, repo);
  const saves = createProgramSaves(ctx, repo, files);
  /** Today in UTC: which intake round a list row shows (the next one open). */
  const today = () => now().toISOString().slice(0, 10);

  async function detail(me: UserWithPartner, id: number) {
    const program = await loadProgram(repo, files.view, me.partner_id, id);
    if (!program) throw new NotFoundError(`Program ${id} not found`);
    return { program };
  }

  return {
    async list(me: UserWithPartner, input: ProgramsListInput) {
      if (!ownsPrograms(me)) {
        // A school reads the catalogue its students apply to (decision 074).
        const list = repo.catalogue(me.partner_id);
        const rows = await list.list(me.partner_id, input, today(), { no: input.page_no, size: input.per_page });
        return {
          programs: rows.map(programRowView),
          ...(await list.counts(me.partner_id, input)),
          page_no: input.page_no,
        };
      }
      const rows = await repo.list(me.partner_id, input, today(), { no: input.page_no, size: input.per_page });
      return {
        programs: rows.map(programRowView),
        ...(await repo.counts(me.partner_id, input)),
        page_no: input.page_no,
      };
    },

    /** Every program the list's filters match, as CSV rows (RFC 4180, formulas neutralised) on a stream. */
    async download(me: UserWithPartner, input: ProgramsDownloadInput): Promise<Stringifier> {
      const rows = ownsPrograms(me) ? await repo.list(me.partner_id, input, today()) : [];
      const csv = exportCsvWriter(PROGRAM_CSV_COLUMNS);
      for (const row of rows.map(programRowView)) {
        const cells = [
          row.id,
          row.name,
          row.partner.name,
          row.university.name,
          row.round?.name ?? "",
          row.round?.start_date ?? "",
          row.round?.deadline ?? "",
          row.round?.opening_date ?? "",
          row.applicants,
          PROGRAM_STATUS_LABELS[row.status],
        ];
        csv.write(Object.fromEntries(cells.map((value, i) => [`c${i}`, value])));
      }
      csv.end();
      return csv;
    },

    get: detail,

    async create(...args: Parameters<typeof saves.create>) {
      const id = await saves.create(...args);
      return detail(args[0], id);
    },

    async update(...args: Parameters<typeof saves.update>) {
      await saves.update(...args);
      return detail(args[0], args[1]);
    },

    /** Soft delete: the program leaves lists and look-ups; its applications keep pointing at it. */
    async remove(me: UserWithPartner, id: number) {
      assertProgramWriter(me);
      if (!(await repo.softDelete(me.partner_id, id, me.id, now()))) throw new NotFoundError(`Program ${id} not found`);
    },

    /** GET programs/{id}/copy: the existing copy, a new draft copy, or dont_show (rules/program.ts copyPlan). */
    async copy(me: UserWithPartner, id: number): Promise<{ copy_state: CopyState; program: Program | null }> {
      assertProgramWriter(me);
      const at = now();
      const outcome = await repo.transaction(async (tx) => {
        const source = await repo.lock(tx, me.partner_id, id);
        if (!source) throw new NotFoundError(`Program ${id} not found`);
        const existing = await repo.liveCopyOf(me.partner_id, id, tx);
        const plan = copyPlan(source.status as ProgramStatus, existing !== undefined);
        if (plan === "dont_show") return { state: "dont_show" as const };
        if (plan === "existing") return { state: "existing" as const, id: existing as number };
        const p = await repo.find(me.partner_id, id, tx);
        if (!p) throw new NotFoundError(`Program ${id} not found`);
        const copyId = await programWrites.insert(tx, me.partner_id, {
          university_id: p.university_id,
          name: copyName(p.name),
          status: "draft",
          program_type: p.program_type,
          currency: p.currency,
          min_cost: p.min_cost,
          max_cost: p.max_cost,
          application_fee: p.application_fee,
          deposit_amount: p.deposit_amount,
          deposit_due_days: p.deposit_due_days,
          application_fee_waivable: p.application_fee_waivable,
          deposit_waivable: p.deposit_waivable,
          description: p.description,
          additional_requirements: p.additional_requirements,
          content: p.content,
          tests: p.tests,
          required_documents: p.required_documents,
          copied_from_id: id,
          created_by: me.id,
          updated_by: me.id,
          created_at: at,
          updated_at: at,
        });
        await programWrites.copyChildren(tx, id, copyId);
        return { state: "newly_created" as const, id: copyId };
      });
      if (outcome.state === "dont_show") return { copy_state: "dont_show", program: null };
      return { copy_state: outcome.state, program: (await detail(me, outcome.id)).program };
    },

    /** A brochure or banner of one of the institution's programs, as a stream. */
    async file(me: UserWithPartner, id: number, fileId: number) {
      const f = await repo.file(me.partner_id, id, fileId);
      const stream = f ? await ctx.storage.stream(f.file_name) : undefined;
      if (!f || !stream) throw new NotFoundError(`File ${fileId} of program ${id} not found`);
      return { ...stream, content_type: f.content_type, name: f.original_name };
    },

    async universities(me: UserWithPartner, searchText?: string) {
      if (me.institute_type === "School") return { universities: await repo.catalogueUniversities(searchText) };
      if (me.institute_type === "University") return { universities: [{ id: me.partner_id, name: me.partner_name }] };
      return { universities: await repo.universitiesFor(me.partner_id, searchText) };
    },
    async rounds(me: UserWithPartner) {
      return { rounds: ownsPrograms(me) ? await repo.roundNames(me.partner_id) : [] };
    },
    /** The institution's brochures or banners, for reuse in another program: each stored file once (its newest use). */
    async reusable(me: UserWithPartner, kind: "brochure" | "banner") {
      const rows = ownsPrograms(me) ? await repo.reusableFiles(me.partner_id, { kind }) : [];
      const seen = new Set<string>();
      return rows
        .filter((r) => !seen.has(r.file_name) && seen.add(r.file_name))
        .map((r) => ({ ...files.view(r), program: { id: r.program_id, name: r.program_name } }));
    },
  };
}
