import { SHARED_WITH_APPLICANT_TYPES } from "@quad/contract/rules/document-types";
import { and, asc, desc, eq, inArray, isNull, ne, or, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.ts";
import { partners } from "../partners/partners.table.ts";
import { programCourses, programIntakeRounds, programs } from "../programs/programs.table.ts";
import {
  studentApplications as a,
  studentApplicationDocuments as docs,
  studentApplicationEvents as events,
} from "./applications.table.ts";

const university = alias(partners, "guest_program_university");
const owner = alias(partners, "guest_program_owner");
const school = alias(partners, "guest_application_school");
/** Institutions whose programs guests see: active Universities and ApplicationClients. */
const PUBLIC_TYPES = ["University", "ApplicationClient"];
/** What the applicant follows of the history: the submission, and status and result moves. */
const APPLICANT_EVENTS = ["submitted", "status", "result"];

/** Programs as guests see them, and the guest's own applications. */
export function createGuestApplicationsRepository(db: Db) {
  const programColumns = {
    id: programs.id,
    name: programs.name,
    partner_id: programs.partner_id,
    owner_timezone: owner.timezone,
    university_id: programs.university_id,
    university_name: university.name,
    program_type: programs.program_type,
    description: programs.description,
    currency: programs.currency,
    min_cost: programs.min_cost,
    max_cost: programs.max_cost,
    application_fee: programs.application_fee,
    required_documents: programs.required_documents,
    tests: programs.tests,
    additional_requirements: programs.additional_requirements,
  };
  /** Active programs, not deleted, of an active University or ApplicationClient, meeting `extra`. */
  const visiblePrograms = (extra: SQL | undefined) =>
    db
      .select(programColumns)
      .from(programs)
      .innerJoin(university, eq(university.id, programs.university_id))
      .innerJoin(owner, eq(owner.id, programs.partner_id))
      .where(
        and(
          eq(programs.status, "active"),
          isNull(programs.deleted_at),
          eq(owner.status, "active"),
          inArray(owner.institute_type, PUBLIC_TYPES),
          extra,
        ),
      );

  /** Live documents of these applications meeting `which`, oldest first. */
  const documentRows = async (applicationIds: number[], which: SQL[]) => {
    if (applicationIds.length === 0) return [];
    return db
      .select({
        id: docs.id,
        application_id: docs.application_id,
        document_type: docs.document_type,
        original_name: docs.original_name,
        file_name: docs.file_name,
        created_at: docs.created_at,
      })
      .from(docs)
      .where(and(inArray(docs.application_id, applicationIds), eq(docs.is_deleted, false), ...which))
      .orderBy(asc(docs.created_at), asc(docs.id));
  };

  return {
    /** An active University or ApplicationClient; undefined for anything else. */
    async institution(id: number) {
      const [row] = await db
        .select({ id: partners.id, name: partners.name })
        .from(partners)
        .where(and(eq(partners.id, id), inArray(partners.institute_type, PUBLIC_TYPES), eq(partners.status, "active")));
      return row;
    },

    /** The institution's active programs (as the university, or as the owner), by name. */
    async programsOf(institutionId: number) {
      return visiblePrograms(
        or(eq(programs.university_id, institutionId), eq(programs.partner_id, institutionId)),
      ).orderBy(asc(sql`lower(${programs.name})`), asc(programs.id));
    },

    /** One active program guests may apply to. */
    async program(id: number) {
      const [row] = await visiblePrograms(eq(programs.id, id)).limit(1);
      return row;
    },

    async rounds(programIds: number[]) {
      if (programIds.length === 0) return [];
      return db
        .select()
        .from(programIntakeRounds)
        .where(inArray(programIntakeRounds.program_id, programIds))
        .orderBy(asc(programIntakeRounds.position), asc(programIntakeRounds.id));
    },

    async courses(programIds: number[]) {
      if (programIds.length === 0) return [];
      return db
        .select({ id: programCourses.id, name: programCourses.name, program_id: programCourses.program_id })
        .from(programCourses)
        .where(inArray(programCourses.program_id, programIds))
        .orderBy(asc(programCourses.position), asc(programCourses.id));
    },

    async schoolName(partnerId: number | null) {
      if (partnerId === null) return null;
      const [row] = await db.select({ name: partners.name }).from(partners).where(eq(partners.id, partnerId));
      return row?.name ?? null;
    },

    /** The guest's applications (by their account, or by their person), newest first. */
    async mine(guestId: number, personId: number | null, onlyId?: number) {
      return db
        .select({
          id: a.id,
          partner_id: a.partner_id,
          program_id: a.program_id,
          program_name: programs.name,
          university_id: programs.university_id,
          university_name: university.name,
          course_id: a.course_id,
          course_name: programCourses.name,
          intake_round_id: a.intake_round_id,
          intake_round_name: programIntakeRounds.name,
          start_date: a.start_date,
          status: a.status,
          result: a.result,
          submitted_at: a.submitted_at,
          status_changed_at: a.status_changed_at,
          school_partner_id: a.school_partner_id,
          school_partner_name: school.name,
          shared_school_id: a.shared_school_id,
          decision_released_at: a.decision_released_at,
        })
        .from(a)
        .innerJoin(programs, eq(programs.id, a.program_id))
        .innerJoin(university, eq(university.id, programs.university_id))
        .leftJoin(school, eq(school.id, a.school_partner_id))
        .leftJoin(programCourses, eq(programCourses.id, a.course_id))
        .leftJoin(programIntakeRounds, eq(programIntakeRounds.id, a.intake_round_id))
        .where(
          and(
            personId === null
              ? eq(a.webinar_user_id, guestId)
              : or(eq(a.webinar_user_id, guestId), eq(a.person_id, personId)),
            onlyId === undefined ? undefined : eq(a.id, onlyId),
          ),
        )
        .orderBy(desc(a.submitted_at), desc(a.id));
    },

    /** The applicant's own documents (not deleted) of these applications. */
    async documentsOf(applicationIds: number[]) {
      return documentRows(applicationIds, [eq(docs.is_university_document, false), isNull(docs.school_partner_id)]);
    },

    /** Shares the application with its school's counsellors (the school's id), or stops sharing (null). */
    async share(id: number, schoolId: number | null, at: Date) {
      await db
        .update(a)
        .set({ shared_school_id: schoolId, shared_at: schoolId === null ? null : at })
        .where(eq(a.id, id));
    },

    /** Documents the institution shares with the applicant (decision 081), not deleted, oldest first. */
    async sharedDocumentsOf(applicationIds: number[]) {
      return documentRows(applicationIds, [
        eq(docs.is_university_document, true),
        inArray(docs.document_type, [...SHARED_WITH_APPLICANT_TYPES]),
      ]);
    },

    /** The guest's latest application (not withdrawn) to each of these programs. */
    async appliedTo(guestId: number, personId: number | null, programIds: number[]) {
      if (programIds.length === 0) return [];
      return db
        .selectDistinctOn([a.program_id], {
          id: a.id,
          program_id: a.program_id,
          status: a.status,
          result: a.result,
          decision_released_at: a.decision_released_at,
        })
        .from(a)
        .where(
          and(
            inArray(a.program_id, programIds),
            ne(a.status, "withdrawn"),
            personId === null
              ? eq(a.webinar_user_id, guestId)
              : or(eq(a.webinar_user_id, guestId), eq(a.person_id, personId)),
          ),
        )
        .orderBy(a.program_id, desc(a.submitted_at), desc(a.id));
    },

    /** Submission, status and result moves of these applications, oldest first. */
    async historyOf(applicationIds: number[]) {
      if (applicationIds.length === 0) return [];
      return db
        .select({
          application_id: events.application_id,
          kind: events.kind,
          from_value: events.from_value,
          to_value: events.to_value,
          created_at: events.created_at,
        })
        .from(events)
        .where(and(inArray(events.application_id, applicationIds), inArray(events.kind, APPLICANT_EVENTS)))
        .orderBy(asc(events.created_at), asc(events.id));
    },
  };
}
export type GuestApplicationsRepository = ReturnType<typeof createGuestApplicationsRepository>;
