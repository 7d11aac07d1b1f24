import type { ApplicationResponse } from "@quad/contract/api/applications";
import type { ApplicationListItem } from "@quad/contract/api/applications-list";
import { APPLICATION_ACTIVITIES_PAGE_SIZE } from "@quad/contract/rules/application-list";
import { DOCUMENT_TYPE_NAMES, type DocumentType, SCHOOL_DOCUMENT_TYPES } from "@quad/contract/rules/document-types";
import type { AppContext } from "../../app-context.ts";
import { NotFoundError, ValidationError } from "../../lib/errors.ts";
import type { UploadedFile } from "../../lib/form.ts";
import type { UserWithPartner } from "../users/users.repository.ts";
import { createApplicationDocumentsRepository } from "./application-documents.repository.ts";
import { storeDocument } from "./application-documents.service.ts";
import { createApplicationsRepository } from "./applications.repository.ts";
import { documentView, listItemView, timelineItemView } from "./applications.view.ts";
import { createSchoolApplicationsRepository } from "./school-applications.repository.ts";

type Ctx = Pick<AppContext, "db" | "now" | "storage">;

const NO_ACTIONS = {
  can_start_review: false,
  can_choose_result: false,
  can_complete: false,
  can_withdraw: false,
  can_set_deposit: false,
  can_set_choice: false,
};

/** Whether the reader is a school's counsellor (its side of direct apply, decision 072). */
export const isSchool = (me: Pick<UserWithPartner, "institute_type">) => me.institute_type === "School";

/**
 * A list row as a school sees it: the university's reading marks (New, overdue) are the university's own, so a
 * school sees neither.
 */
export const schoolRowView = (row: ApplicationListItem): ApplicationListItem => ({
  ...row,
  is_new: false,
  is_overdue: false,
});

/** The school documents a program asks for (decision 073). */
export const schoolDocumentTypes = (required: readonly string[]) =>
  SCHOOL_DOCUMENT_TYPES.filter((t) => required.includes(t));

/**
 * A school's side of its students' applications (issue 24 §1; decisions 072–073): the applications its students
 * shared with it, read-only, with what the student shared (never their personal or guardian sections), and the
 * school documents a counsellor adds, which the university sees marked as from the school.
 */
export function createSchoolApplications(ctx: Ctx) {
  const { db, now } = ctx;
  const repo = createApplicationsRepository(db);
  const shared = createSchoolApplicationsRepository(db);
  const documents = createApplicationDocumentsRepository(db);

  async function sharedRow(me: UserWithPartner, id: number) {
    const row = await repo.getShared(me.partner_id, id);
    if (!row) throw new NotFoundError(`Application ${id} not found`);
    return row;
  }

  async function detail(me: UserWithPartner, id: number): Promise<ApplicationResponse> {
    const row = await sharedRow(me, id);
    const files = (await repo.documents(id)).filter(
      (d) => !d.is_deleted && !d.is_university_document && (d.school_id === null || d.school_id === me.partner_id),
    );
    return {
      application: {
        ...schoolRowView(listItemView(row, 0, now())),
        // What the student shared: the application, their education and academic plans and tests; never the
        // personal (birth date, phone, address, citizenship) nor the guardian sections (decision 072).
        personal: {},
        guardian: {},
        education: row.education,
        academic: row.academic,
        tests: row.tests,
        documents: files.map(documentView),
        university_documents: [],
        review_days: 0,
        school_document_types: schoolDocumentTypes(row.required_documents),
        actions: NO_ACTIONS,
      },
    };
  }

  return {
    get: detail,

    /** The history the school follows, newest first (no staff notes nor reviewers' names). */
    async activities(me: UserWithPartner, id: number, page: number) {
      await sharedRow(me, id);
      const perPage = APPLICATION_ACTIVITIES_PAGE_SIZE;
      const { rows, total } = await shared.history(me.partner_id, id, page, perPage);
      return { activities: rows.map(timelineItemView), total, page_no: page, per_page: perPage };
    },

    /** A counsellor adds a school document the program asks for; on the university's side it is from the school. */
    async upload(me: UserWithPartner, id: number, type: DocumentType, file: UploadedFile | undefined, field: string) {
      const row = await sharedRow(me, id);
      if (!schoolDocumentTypes(row.required_documents).includes(type))
        throw new ValidationError({ document_type: "is not a school document this program asks for" });
      const stored = await storeDocument(ctx, file, field);
      const at = now();
      const docId = await repo.transaction(async (tx) => {
        const created = await shared.addSchoolDocument(tx, {
          applicationId: id,
          partnerId: row.partner_id,
          schoolId: me.partner_id,
          userId: me.id,
          type,
          file: stored,
          at,
        });
        await repo.addEvents(tx, [
          {
            application_id: id,
            partner_id: row.partner_id,
            kind: "document_uploaded",
            to_value: type,
            note: stored.original_name,
            actor_user_id: me.id,
            actor_kind: "staff",
            document_id: created,
            created_at: at,
          },
        ]);
        return created;
      });
      const document = (await repo.documents(id)).find((d) => d.id === docId);
      if (!document) throw new Error(`document ${docId} not read back`);
      return { document: documentView(document), message: `${DOCUMENT_TYPE_NAMES[type]} uploaded successfully` };
    },

    /** Marks a document the school added deleted (kept, on the history): "{document name} deleted successfully". */
    async remove(me: UserWithPartner, id: number) {
      const row = await shared.document(me.partner_id, id);
      if (!row || row.school_partner_id !== me.partner_id) throw new NotFoundError(`Document ${id} not found`);
      const at = now();
      await repo.transaction(async (tx) => {
        const marked = await documents.markDeleted(tx, { id, applicationId: row.application_id, userId: me.id, at });
        if (!marked) throw new NotFoundError(`Document ${id} not found`);
        await repo.addEvents(tx, [
          {
            application_id: row.application_id,
            partner_id: row.partner_id,
            kind: "document_deleted",
            from_value: row.document_type,
            note: row.original_name,
            actor_user_id: me.id,
            actor_kind: "staff",
            document_id: id,
            created_at: at,
          },
        ]);
      });
      const name = DOCUMENT_TYPE_NAMES[row.document_type as DocumentType] ?? row.document_type;
      return { message: `${name} deleted successfully` };
    },

    /** A document the school may open (the applicant's, or its own on a shared application), as a stream. */
    async open(me: UserWithPartner, id: number) {
      const row = await shared.document(me.partner_id, id);
      const file = row ? await ctx.storage.stream(row.file_name) : undefined;
      if (!row || !file) throw new NotFoundError(`Document ${id} not found`);
      return { ...file, content_type: row.content_type, original_name: row.original_name };
    },
  };
}
