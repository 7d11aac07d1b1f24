import type { ApplyInputSchema, MyApplicationSchema } from "@quad/contract/api/application-guest";
import { withdrawUnreleased } from "@quad/contract/rules/decision-release";
import {
  APPLICANT_DOCUMENT_TYPES,
  DOCUMENT_TYPE_NAMES,
  DOCUMENT_TYPES,
  type DocumentType,
} from "@quad/contract/rules/document-types";
import { MESSAGES } from "@quad/contract/rules/messages";
import { missingRequiredFields } from "@quad/contract/rules/webinar-sessions";
import type { z } from "zod";
import type { AppContext } from "../../app-context.ts";
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from "../../lib/errors.ts";
import type { UploadedFile } from "../../lib/form.ts";
import { createNotifier } from "../notifications/notifications.service.ts";
import { createGuestsRepository, type GuestRow } from "../webinars/guests.repository.ts";
import { createApplicationChanges } from "./application-changes.ts";
import { storeDocument } from "./application-documents.service.ts";
import type { ApplicationPorts } from "./application-ports.ts";
import { todayOf, zoneOf } from "./applications.scope.ts";
import { createGuestApplicationsRepository } from "./guest-applications.repository.ts";
import { myApplicationOf, myApplicationView } from "./guest-applications.view.ts";
import { ALREADY_APPLIED, submitApplication } from "./guest-apply.ts";

type Ctx = Pick<AppContext, "db" | "now" | "mailer" | "config" | "live" | "storage" | "fileLinks">;
type MyApplication = z.infer<typeof MyApplicationSchema>;

const isOpen = (r: { opening_date: string | null; deadline: string | null }, today: string) =>
  (r.opening_date === null || r.opening_date <= today) && (r.deadline === null || r.deadline >= today);

export const SHARE_NO_SCHOOL = "This application names no school on Quad to share it with";

/** The document type of a file field: documents[<type>] (or the bare type). */
export function documentTypeOfField(field: string): string {
  return /^documents\[(\w+)\]$/.exec(field)?.[1] ?? field;
}

/**
 * Direct apply in the guest area (issue 13 §3): a university's active programs; a signed-in student applies with the
 * required documents; they follow status and result. Applying makes the application, its audit, an 'applied'
 * activity (the connection, source application), the connection in state applying, and tells the institution.
 */
export function createGuestApplicationsService(ctx: Ctx, ports: ApplicationPorts) {
  const { db, now } = ctx;
  const repo = createGuestApplicationsRepository(db);
  const guests = createGuestsRepository(db);
  const changes = createApplicationChanges(ctx, ports);
  const notifier = createNotifier(ctx);

  /**
   * The guest's applications as they see them (decision 080): a decision not yet released shows under review, with
   * neither its result, nor the history that tells it, nor the documents shared with it (decision 081).
   */
  async function mine(guest: GuestRow, onlyId?: number): Promise<MyApplication[]> {
    const rows = await repo.mine(guest.id, guest.person_id, onlyId);
    const ids = rows.map((r) => r.id);
    const [documents, shared, history] = await Promise.all([
      repo.documentsOf(ids),
      repo.sharedDocumentsOf(ids),
      repo.historyOf(ids),
    ]);
    return rows.map((r) => myApplicationView(r, { documents, shared, history }, (f) => ctx.fileLinks.url(f) as string));
  }

  /** The files of an application form by type; 422 for an unknown, staff-only or repeated type, or a missing one. */
  function documentsOf(files: UploadedFile[], required: readonly string[]) {
    const byType = new Map<DocumentType, UploadedFile>();
    const errors: Record<string, string> = {};
    for (const file of files) {
      const type = documentTypeOfField(file.field);
      if (!(DOCUMENT_TYPES as readonly string[]).includes(type)) errors[file.field] = "is not a document type";
      else if (!APPLICANT_DOCUMENT_TYPES.includes(type as DocumentType))
        errors[file.field] = "is not a document an applicant uploads";
      else if (byType.has(type as DocumentType)) errors[file.field] = "only one file per document type";
      else byType.set(type as DocumentType, file);
    }
    for (const type of required)
      if (!byType.has(type as DocumentType) && (DOCUMENT_TYPES as readonly string[]).includes(type))
        errors[`documents[${type}]`] = MESSAGES.required;
    if (Object.keys(errors).length > 0) throw new ValidationError(errors);
    return byType;
  }

  return {
    /** GET institutions/{id}/programs: an active institution's active programs; 404 for anything else. */
    async programs(institutionId: number, guest: GuestRow | null = null) {
      const institution = await repo.institution(institutionId);
      if (!institution) throw new NotFoundError();
      const programs = await repo.programsOf(institution.id);
      const ids = programs.map((p) => p.id);
      const [rounds, courses, applied] = await Promise.all([
        repo.rounds(ids),
        repo.courses(ids),
        guest?.role === "student" ? repo.appliedTo(guest.id, guest.person_id, ids) : Promise.resolve([]),
      ]);
      const at = now();
      return {
        programs: programs.map((p) => {
          const today = todayOf({ zone: zoneOf(p.owner_timezone), now: at });
          return {
            id: p.id,
            name: p.name,
            institution: { id: p.university_id, name: p.university_name },
            program_type: p.program_type,
            description: p.description,
            currency: p.currency,
            min_cost: p.min_cost,
            max_cost: p.max_cost,
            application_fee: p.application_fee,
            required_documents: p.required_documents
              .filter((t): t is DocumentType => (DOCUMENT_TYPES as readonly string[]).includes(t))
              .map((type) => ({ type, name: DOCUMENT_TYPE_NAMES[type] })),
            tests: p.tests,
            additional_requirements: p.additional_requirements,
            intake_rounds: rounds
              .filter((r) => r.program_id === p.id)
              .map((r) => ({
                id: r.id,
                name: r.name,
                start_date: r.start_date,
                opening_date: r.opening_date,
                deadline: r.deadline,
                is_open: isOpen(r, today),
              })),
            courses: courses.filter((c) => c.program_id === p.id).map((c) => ({ id: c.id, name: c.name })),
            my_application: myApplicationOf(applied.find((x) => x.program_id === p.id)),
          };
        }),
      };
    },

    /** POST programs/{id}/apply: the student's application with its documents (409 when already applied). */
    async apply(guest: GuestRow, programId: number, input: z.infer<typeof ApplyInputSchema>, files: UploadedFile[]) {
      const program = await repo.program(programId);
      if (!program) throw new NotFoundError(`Program ${programId} not found`);
      if (guest.role !== "student") throw new ForbiddenError("Only students apply to programs");
      if (missingRequiredFields(guest).length > 0) throw new ValidationError({ base: MESSAGES.fillRequiredProfile });
      // Said before the form is checked (decision 082); the transaction checks it again for concurrent submissions.
      const [applied] = await repo.appliedTo(guest.id, guest.person_id, [program.id]);
      if (applied) throw new ConflictError(ALREADY_APPLIED, { application_id: applied.id });
      const [rounds, courses] = await Promise.all([repo.rounds([program.id]), repo.courses([program.id])]);
      const at = now();
      const today = todayOf({ zone: zoneOf(program.owner_timezone), now: at });
      const round = rounds.find((r) => r.id === input.intake_round_id);
      if (rounds.length > 0 && input.intake_round_id === undefined)
        throw new ValidationError({ intake_round_id: MESSAGES.required });
      if (input.intake_round_id !== undefined && !round)
        throw new ValidationError({ intake_round_id: "is not a round of this program" });
      if (round && !isOpen(round, today))
        throw new ValidationError({ intake_round_id: `Applications for ${round.name} are not open today` });
      const course = courses.find((c) => c.id === input.course_id);
      if (courses.length > 0 && input.course_id === undefined)
        throw new ValidationError({ course_id: MESSAGES.required });
      if (input.course_id !== undefined && !course)
        throw new ValidationError({ course_id: "is not a course of this program" });

      const byType = documentsOf(files, program.required_documents);
      const stored: { type: DocumentType; file: Awaited<ReturnType<typeof storeDocument>> }[] = [];
      for (const [type, file] of byType)
        stored.push({ type, file: await storeDocument(ctx, file, `documents[${type}]`) });

      const personId = await guests.personOf(guest);
      const fee = program.application_fee === null ? 0 : Number(program.application_fee);
      const id = await submitApplication(
        ctx,
        {
          guest,
          personId,
          program,
          round: round ?? null,
          courseId: course?.id ?? null,
          schoolName: guest.institute_name ?? (await repo.schoolName(guest.school_partner_id)),
          shareWithSchool: input.share_with_school,
          feeWaived: fee === 0,
          documents: stored,
          at,
        },
        ports.payments,
      );
      await notifier.notifyPartner(program.partner_id, {
        notification_type: "StudentApplication",
        message_key: "applicationNew",
        message_params: { student: `${guest.first_name} ${guest.last_name}`.trim(), program: program.name },
        application_id: id,
        program_name: program.name,
      });
      await ports.announcer?.applicationSubmitted({
        partnerId: program.partner_id,
        applicationId: id,
        program: program.name,
        student: `${guest.first_name} ${guest.last_name}`.trim(),
      });
      const [application] = await mine(guest, id);
      if (!application) throw new Error(`application ${id} not read back`);
      return { application, message: "Your application has been submitted" };
    },

    async mine(guest: GuestRow) {
      return { applications: await mine(guest) };
    },

    /**
     * PUT my-applications/{id}/school_share: the student shares the application with the counsellors of the school
     * it names, or stops sharing (the school no longer sees it, at once); 409 when it names no school on Quad.
     */
    async share(guest: GuestRow, id: number, shared: boolean) {
      const [own] = await repo.mine(guest.id, guest.person_id, id);
      if (!own) throw new NotFoundError(`Application ${id} not found`);
      if (own.school_partner_id === null) throw new ConflictError(SHARE_NO_SCHOOL);
      await repo.share(id, shared ? own.school_partner_id : null, now());
      const [application] = await mine(guest, id);
      if (!application) throw new NotFoundError(`Application ${id} not found`);
      const school = application.school_share?.school.name ?? "";
      return {
        application,
        message: shared
          ? `Your application is shared with ${school}'s counsellors`
          : `Your application is no longer shared with ${school}`,
      };
    },

    /** POST my-applications/{id}/withdraw: the applicant withdraws an application not yet decided. */
    async withdraw(guest: GuestRow, id: number) {
      const [own] = await repo.mine(guest.id, guest.person_id, id);
      if (!own) throw new NotFoundError(`Application ${id} not found`);
      // One whose decision the applicant was not told is under review for them, and withdrawn as such (decision 080).
      await changes.change(own.partner_id, id, (s) => withdrawUnreleased(s, own.decision_released_at), {
        kind: "applicant",
      });
      const [application] = await mine(guest, id);
      if (!application) throw new NotFoundError(`Application ${id} not found`);
      return { application, message: "Your application has been withdrawn" };
    },
  };
}
