import { REVIEW_DAYS_DEFAULT } from "@quad/contract/rules/application";
import { and, asc, eq, inArray, isNotNull } from "drizzle-orm";
import { alias, type PgSelect } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.ts";
import { partners } from "../partners/partners.table.ts";
import { programCourses, programIntakeRounds, programs } from "../programs/programs.table.ts";
import { countries } from "../reference/reference.table.ts";
import { users } from "../users/users.table.ts";
import { webinarUsers } from "../webinars/webinars.table.ts";
import {
  studentApplications as a,
  directApplySettings,
  studentApplicationDocuments as docs,
  studentApplicationEvents as events,
} from "./applications.table.ts";

export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

const university = alias(partners, "application_university");
const school = alias(partners, "application_school");
const documentSchool = alias(partners, "document_school");

export const listColumns = {
  id: a.id,
  partner_id: a.partner_id,
  person_id: a.person_id,
  webinar_user_id: a.webinar_user_id,
  first_name: a.first_name,
  last_name: a.last_name,
  email: a.email,
  program_id: a.program_id,
  program_name: programs.name,
  application_fee: programs.application_fee,
  currency: programs.currency,
  university_id: programs.university_id,
  university_name: university.name,
  course_id: a.course_id,
  course_name: programCourses.name,
  intake_round_id: a.intake_round_id,
  intake_round_name: programIntakeRounds.name,
  country_id: a.country_id,
  country_name: countries.name,
  school_partner_id: a.school_partner_id,
  school_partner_name: school.name,
  school_name: a.school_name,
  submitted_at: a.submitted_at,
  start_date: a.start_date,
  choice: a.choice,
  status: a.status,
  result: a.result,
  document_upload_date: a.document_upload_date,
  fee_status: a.fee_status,
  fee_waived: a.fee_waived,
  is_deposit_paid: a.is_deposit_paid,
  is_new: a.is_new,
  status_changed_at: a.status_changed_at,
  decision_release_at: a.decision_release_at,
  decision_released_at: a.decision_released_at,
};
const detailColumns = {
  ...listColumns,
  personal: a.personal,
  guardian: a.guardian,
  education: a.education,
  academic: a.academic,
  tests: a.tests,
  required_documents: programs.required_documents,
};

export const documentColumns = {
  id: docs.id,
  application_id: docs.application_id,
  document_type: docs.document_type,
  file_name: docs.file_name,
  original_name: docs.original_name,
  content_type: docs.content_type,
  size_bytes: docs.size_bytes,
  is_university_document: docs.is_university_document,
  is_deleted: docs.is_deleted,
  created_at: docs.created_at,
  uploader_id: users.id,
  uploader_first_name: users.first_name,
  uploader_last_name: users.last_name,
  school_id: docs.school_partner_id,
  school_name: documentSchool.name,
};
export type DocumentRow = Awaited<ReturnType<ApplicationsRepository["documents"]>>[number];

/** A change to record in the application's audit (student_application_events). */
export interface EventValues {
  application_id: number;
  partner_id: number;
  kind: string;
  from_value?: string | null;
  to_value?: string | null;
  note?: string | null;
  actor_user_id?: number | null;
  actor_kind: "staff" | "applicant" | "system";
  document_id?: number | null;
  created_at: Date;
}

/** The applications with what a list row shows: program, its university, course, intake round, country, school. */
export function joinApplications<T extends PgSelect>(qb: T) {
  return qb
    .innerJoin(programs, eq(programs.id, a.program_id))
    .innerJoin(university, eq(university.id, programs.university_id))
    .leftJoin(programCourses, eq(programCourses.id, a.course_id))
    .leftJoin(programIntakeRounds, eq(programIntakeRounds.id, a.intake_round_id))
    .leftJoin(countries, eq(countries.id, a.country_id))
    .leftJoin(school, eq(school.id, a.school_partner_id));
}

/** Reads and writes of an institution's applications; every read takes the partner scope. */
export function createApplicationsRepository(db: Db) {
  const listSelect = () => joinApplications(db.select(listColumns).from(a).$dynamic());
  const detailSelect = () => joinApplications(db.select(detailColumns).from(a).$dynamic());

  return {
    /** Runs `work` in one transaction; the repository's methods that take `tx` join it. */
    transaction: <T>(work: (tx: Tx) => Promise<T>): Promise<T> => db.transaction(work),

    async reviewDays(partnerId: number): Promise<number> {
      const [row] = await db
        .select({ days: directApplySettings.review_days })
        .from(directApplySettings)
        .where(eq(directApplySettings.partner_id, partnerId));
      return row?.days ?? REVIEW_DAYS_DEFAULT;
    },

    async saveReviewDays(partnerId: number, days: number, at: Date) {
      await db
        .insert(directApplySettings)
        .values({ partner_id: partnerId, review_days: days, updated_at: at })
        .onConflictDoUpdate({ target: directApplySettings.partner_id, set: { review_days: days, updated_at: at } });
    },

    /** One of the partner's applications, with its sections. */
    async get(partnerId: number, id: number) {
      const [row] = await detailSelect()
        .where(and(eq(a.id, id), eq(a.partner_id, partnerId)))
        .limit(1);
      return row;
    },

    /** An application a school's student shares with it (decision 072), with its sections. */
    async getShared(schoolId: number, id: number) {
      const [row] = await detailSelect()
        .where(and(eq(a.id, id), eq(a.shared_school_id, schoolId)))
        .limit(1);
      return row;
    },

    /** The partner's applications among ids (bulk), as list rows. */
    async byIds(partnerId: number, ids: readonly number[]) {
      if (ids.length === 0) return [];
      return listSelect().where(and(eq(a.partner_id, partnerId), inArray(a.id, [...ids])));
    },

    /** The state rows of the partner's applications among ids, locked for a change. */
    async lockStates(tx: Tx, partnerId: number, ids: readonly number[]) {
      if (ids.length === 0) return [];
      return tx
        .select({
          id: a.id,
          partner_id: a.partner_id,
          person_id: a.person_id,
          status: a.status,
          result: a.result,
          is_deposit_paid: a.is_deposit_paid,
          choice: a.choice,
          fee_status: a.fee_status,
        })
        .from(a)
        .where(and(eq(a.partner_id, partnerId), inArray(a.id, [...ids])))
        .orderBy(asc(a.id))
        .for("update");
    },

    async update(tx: Tx | Db, id: number, values: Partial<typeof a.$inferInsert>) {
      await tx.update(a).set(values).where(eq(a.id, id));
    },

    async addEvents(tx: Tx | Db, values: EventValues[]) {
      if (values.length > 0) await tx.insert(events).values(values);
    },

    async markSeen(partnerId: number, id: number) {
      await db
        .update(a)
        .set({ is_new: false })
        .where(and(eq(a.id, id), eq(a.partner_id, partnerId), eq(a.is_new, true)));
    },

    /** The application's documents, oldest first. */
    async documents(applicationId: number) {
      return db
        .select(documentColumns)
        .from(docs)
        .leftJoin(users, eq(users.id, docs.uploaded_by))
        .leftJoin(documentSchool, eq(documentSchool.id, docs.school_partner_id))
        .where(eq(docs.application_id, applicationId))
        .orderBy(asc(docs.created_at), asc(docs.id));
    },

    /** One of the partner's documents (deleted ones too). */
    async document(partnerId: number, id: number) {
      const [row] = await db
        .select(documentColumns)
        .from(docs)
        .leftJoin(users, eq(users.id, docs.uploaded_by))
        .leftJoin(documentSchool, eq(documentSchool.id, docs.school_partner_id))
        .where(and(eq(docs.id, id), eq(docs.partner_id, partnerId)));
      return row;
    },

    /** The applicant's account (mails in their language). */
    /** The applicant's mail details; inside a transaction pass its `tx` (PGlite has one connection: db would wait). */
    async applicant(webinarUserId: number | null, tx?: Tx) {
      if (webinarUserId === null) return undefined;
      const [row] = await (tx ?? db)
        .select({ email: webinarUsers.email, first_name: webinarUsers.first_name, locale: webinarUsers.locale })
        .from(webinarUsers)
        .where(eq(webinarUsers.id, webinarUserId));
      return row;
    },

    /** Reset the UCAS choices of the partner's applications (all, or those among ids) that have one. */
    async choicesSet(partnerId: number, ids: readonly number[] | undefined) {
      return db
        .select({ id: a.id, choice: a.choice })
        .from(a)
        .where(and(eq(a.partner_id, partnerId), isNotNull(a.choice), ids ? inArray(a.id, [...ids]) : undefined));
    },
  };
}
export type ApplicationsRepository = ReturnType<typeof createApplicationsRepository>;
export type ApplicationRow = Awaited<ReturnType<ApplicationsRepository["byIds"]>>[number];
export type ApplicationDetailRow = NonNullable<Awaited<ReturnType<ApplicationsRepository["get"]>>>;
