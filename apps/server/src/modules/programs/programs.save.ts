import type { CreateProgramInput, UpdateProgramInput } from "@quad/contract/api/programs";
import {
  allowedActions,
  needsCompleteness,
  PROGRAM_MESSAGES,
  type ProgramFacts,
  type ProgramStatus,
  programCompleteness,
  programConsistency,
  refusalMessage,
  statusAfter,
} from "@quad/contract/rules/program";
import type { AppContext } from "../../app-context.ts";
import { ConflictError, NotFoundError, ValidationError } from "../../lib/errors.ts";
import type { UploadedFile } from "../../lib/form.ts";
import { createNotifier } from "../notifications/notifications.service.ts";
import type { UserWithPartner } from "../users/users.repository.ts";
import { actorName, assertProgramWriter } from "./programs.access.ts";
import type { CheckedUpload, ProgramFiles } from "./programs.files.ts";
import type { ProgramsRepository } from "./programs.repository.ts";
import { type NewFile, programWrites } from "./programs-writes.repository.ts";

type Ctx = Pick<AppContext, "db" | "now" | "mailer" | "config" | "live">;
const money = (v: string | null) => (v === null ? null : Number(v));
const moneyText = (n: number | null | undefined) => (n === null || n === undefined ? null : n.toFixed(2));
/** A field left out of an update keeps its value; null clears it. */
const pick = <T>(sent: T | undefined, current: T): T => (sent === undefined ? current : sent);
const counted = (files: { kind: string }[]) => ({
  brochure: files.filter((f) => f.kind === "brochure").length,
  banner: files.filter((f) => f.kind === "banner").length,
});

/** Creating and updating programs: status rules, completeness, rounds, courses and files (decision 051). */
export function createProgramSaves(ctx: Ctx, repo: ProgramsRepository, files: ProgramFiles) {
  const { now } = ctx;
  const notifier = createNotifier(ctx);

  /** Drafts keep the table's rules; active programs and those under review must also be complete (422 listing what is missing). */
  function checkFacts(status: ProgramStatus, facts: ProgramFacts) {
    const problems = needsCompleteness(status) ? programCompleteness(facts) : programConsistency(facts);
    if (Object.keys(problems).length) throw new ValidationError(problems);
  }

  /** A University's programs are its own; an application client's are its own or an active university's. */
  async function checkUniversity(me: UserWithPartner, universityId: number | undefined, current?: number) {
    if (universityId === undefined || universityId === current || universityId === me.partner_id) return;
    if (me.institute_type === "ApplicationClient" && (await repo.isActiveUniversity(universityId))) return;
    throw new ValidationError({ university_id: PROGRAM_MESSAGES.universityNotAllowed });
  }

  /** Files of the institution's programs picked for reuse; 422 when one is not the institution's. */
  async function reused(me: UserWithPartner, ids: number[] | undefined): Promise<NewFile[]> {
    if (!ids?.length) return [];
    const rows = await repo.reusableFiles(me.partner_id, { ids });
    if (rows.length !== new Set(ids).size) throw new ValidationError({ reuse_file_ids: PROGRAM_MESSAGES.notYourFile });
    return rows.map((r) => ({
      kind: r.kind as NewFile["kind"],
      file_name: r.file_name,
      original_name: r.original_name,
      content_type: r.content_type,
      size_bytes: r.size_bytes,
    }));
  }

  /** Stores the uploads, runs the writes, and gives the stored bytes back when the writes fail. */
  async function withStored<T>(checked: CheckedUpload[], write: (stored: NewFile[]) => Promise<T>): Promise<T> {
    const stored = await files.store(checked);
    try {
      return await write(stored);
    } catch (err) {
      await files.release(stored.map((f) => f.file_name));
      throw err;
    }
  }

  /** The team (but the actor) hears when a program goes active or inactive. */
  async function announce(me: UserWithPartner, name: string, status: ProgramStatus) {
    if (status !== "active" && status !== "inactive") return;
    await notifier.notifyUsers(await repo.teamBut(me.partner_id, me.id), {
      notification_type: "PartnerProgram",
      message_key: status === "active" ? "programActivated" : "programDeactivated",
      message_params: { actor: actorName(me), program: name },
      program_name: name,
    });
  }

  return {
    async create(me: UserWithPartner, input: CreateProgramInput, uploads: UploadedFile[]): Promise<number> {
      assertProgramWriter(me);
      const next = statusAfter(null, input.action);
      const status: ProgramStatus = "status" in next ? next.status : "draft";
      await checkUniversity(me, input.university_id);
      const rounds = (input.intake_rounds ?? []).map(({ id: _id, ...r }) => r);
      checkFacts(status, { ...input, intake_rounds: rounds });
      const checked = await files.check(uploads);
      const reuse = await reused(me, input.reuse_file_ids);
      files.checkCounts(counted([...checked, ...reuse]));
      const at = now();
      const id = await withStored(checked, (stored) =>
        repo.transaction(async (tx) => {
          const id = await programWrites.insert(tx, me.partner_id, {
            university_id: input.university_id ?? me.partner_id,
            name: input.name,
            status,
            program_type: input.program_type ?? null,
            currency: input.currency ?? null,
            min_cost: moneyText(input.min_cost),
            max_cost: moneyText(input.max_cost),
            application_fee: moneyText(input.application_fee),
            deposit_amount: moneyText(input.deposit_amount),
            deposit_due_days: input.deposit_due_days ?? null,
            application_fee_waivable: input.application_fee_waivable ?? false,
            deposit_waivable: input.deposit_waivable ?? false,
            description: input.description ?? null,
            additional_requirements: input.additional_requirements ?? null,
            content: input.content ?? [],
            tests: input.tests ?? [],
            required_documents: input.required_documents ?? [],
            created_by: me.id,
            updated_by: me.id,
            created_at: at,
            updated_at: at,
          });
          await programWrites.syncRounds(tx, id, rounds);
          await programWrites.syncCourses(
            tx,
            id,
            (input.courses ?? []).map((c) => ({ name: c.name })),
          );
          await programWrites.addFiles(tx, id, [...reuse, ...stored], { brochure: 0, banner: 0 });
          return id;
        }),
      );
      await announce(me, input.name, status);
      return id;
    },

    async update(me: UserWithPartner, id: number, input: UpdateProgramInput, uploads: UploadedFile[]) {
      assertProgramWriter(me);
      const p = await repo.find(me.partner_id, id);
      if (!p) throw new NotFoundError(`Program ${id} not found`);
      const from = p.status as ProgramStatus;
      const next = statusAfter(from, input.action);
      if ("refused" in next)
        throw new ConflictError(refusalMessage(id, from, input.action ?? "update"), {
          status: from,
          allowed_actions: allowedActions(from),
        });
      await checkUniversity(me, input.university_id, p.university_id);
      const currentRounds = await repo.rounds(id);
      const known = (ids: number[], list: { id?: number }[] | undefined) =>
        (list ?? []).every((x) => x.id === undefined || ids.includes(x.id));
      if (
        !known(
          currentRounds.map((r) => r.id),
          input.intake_rounds,
        )
      )
        throw new ValidationError({ intake_rounds: PROGRAM_MESSAGES.unknownRound });
      if (
        input.courses &&
        !known(
          (await repo.courses(id)).map((c) => c.id),
          input.courses,
        )
      )
        throw new ValidationError({ courses: PROGRAM_MESSAGES.unknownCourse });
      const merged = {
        name: input.name ?? p.name,
        program_type: pick(input.program_type, p.program_type),
        currency: pick(input.currency, p.currency),
        min_cost: pick(input.min_cost, money(p.min_cost)),
        max_cost: pick(input.max_cost, money(p.max_cost)),
        description: pick(input.description, p.description),
        intake_rounds: input.intake_rounds ?? currentRounds,
      };
      checkFacts(next.status, merged);

      const current = await repo.files(id);
      const removeIds = new Set(input.remove_file_ids ?? []);
      if ([...removeIds].some((fid) => !current.some((f) => f.id === fid)))
        throw new ValidationError({ remove_file_ids: PROGRAM_MESSAGES.notThisProgramsFile });
      const checked = await files.check(uploads);
      const reuse = await reused(me, input.reuse_file_ids);
      const incoming = [...checked, ...reuse];
      // A new brochure replaces the one the program has.
      const newBrochure = incoming.some((f) => f.kind === "brochure");
      const removed = current.filter((f) => removeIds.has(f.id) || (newBrochure && f.kind === "brochure"));
      const kept = current.filter((f) => !removed.includes(f));
      files.checkCounts(counted([...kept, ...incoming]));

      const at = now();
      await withStored(checked, (stored) =>
        repo.transaction(async (tx) => {
          const updated = await programWrites.update(tx, me.partner_id, id, {
            name: merged.name,
            university_id: input.university_id ?? p.university_id,
            status: next.status,
            program_type: merged.program_type,
            currency: merged.currency,
            min_cost: moneyText(merged.min_cost),
            max_cost: moneyText(merged.max_cost),
            application_fee: moneyText(pick(input.application_fee, money(p.application_fee))),
            deposit_amount: moneyText(pick(input.deposit_amount, money(p.deposit_amount))),
            deposit_due_days: pick(input.deposit_due_days, p.deposit_due_days),
            application_fee_waivable: input.application_fee_waivable ?? p.application_fee_waivable,
            deposit_waivable: input.deposit_waivable ?? p.deposit_waivable,
            description: merged.description,
            additional_requirements: pick(input.additional_requirements, p.additional_requirements),
            content: input.content ?? p.content,
            tests: input.tests ?? p.tests,
            required_documents: input.required_documents ?? p.required_documents,
            updated_by: me.id,
            updated_at: at,
          });
          if (!updated) throw new NotFoundError(`Program ${id} not found`);
          if (input.intake_rounds) await programWrites.syncRounds(tx, id, input.intake_rounds);
          if (input.courses) await programWrites.syncCourses(tx, id, input.courses);
          await programWrites.removeFiles(
            tx,
            id,
            removed.map((f) => f.id),
          );
          await programWrites.addFiles(tx, id, [...reuse, ...stored], counted(kept));
        }),
      );
      await files.release(removed.map((f) => f.file_name));
      if (next.status !== from) await announce(me, merged.name, next.status);
    },
  };
}
