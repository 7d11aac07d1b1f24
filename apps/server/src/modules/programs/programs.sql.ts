import { type AnyColumn, and, eq, isNull, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.ts";
import { partners } from "../partners/partners.table.ts";
import { programFiles, programIntakeRounds, programs } from "./programs.table.ts";

/** The programs' shared SQL pieces: the transaction type, the owner and university aliases, columns, scope. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export const owner = alias(partners, "owner");
export const university = alias(partners, "university");

/**
 * A program's applications counted in SQL (a list column and a sort key). Applications sit above programs (an
 * application references its program), so the applications module gives this fragment and the composition root
 * hands it in (decision 068).
 */
export type ApplicantCount = (programId: AnyColumn, sharedWithSchool?: number) => SQL<number>;
/** What the programs module is handed by the composition root. */
export interface ProgramPorts {
  applicantCount: ApplicantCount;
}

export const programBaseColumns = {
  id: programs.id,
  partner_id: programs.partner_id,
  partner_name: owner.name,
  university_id: programs.university_id,
  university_name: university.name,
  name: programs.name,
  status: programs.status,
  program_type: programs.program_type,
  currency: programs.currency,
  min_cost: programs.min_cost,
  max_cost: programs.max_cost,
  application_fee: programs.application_fee,
  deposit_amount: programs.deposit_amount,
  deposit_due_days: programs.deposit_due_days,
  application_fee_waivable: programs.application_fee_waivable,
  deposit_waivable: programs.deposit_waivable,
  description: programs.description,
  content: programs.content,
  tests: programs.tests,
  required_documents: programs.required_documents,
  additional_requirements: programs.additional_requirements,
  copied_from_id: programs.copied_from_id,
  created_at: programs.created_at,
  updated_at: programs.updated_at,
};

export const roundColumns = {
  id: programIntakeRounds.id,
  name: programIntakeRounds.name,
  start_date: programIntakeRounds.start_date,
  opening_date: programIntakeRounds.opening_date,
  deadline: programIntakeRounds.deadline,
};
export const fileColumns = {
  id: programFiles.id,
  program_id: programFiles.program_id,
  kind: programFiles.kind,
  file_name: programFiles.file_name,
  original_name: programFiles.original_name,
  content_type: programFiles.content_type,
  size_bytes: programFiles.size_bytes,
};
export type FileRow = { [K in keyof typeof fileColumns]: (typeof fileColumns)[K]["_"]["data"] };

/** The institution's live (not deleted) programs. */
export const own = (partnerId: number) => and(eq(programs.partner_id, partnerId), isNull(programs.deleted_at));

/**
 * The catalogue a school reads (decision 074): the programs students can apply to, those guests see (active, not
 * deleted, of an active University or ApplicationClient).
 */
export const catalogue = () =>
  and(
    eq(programs.status, "active"),
    isNull(programs.deleted_at),
    sql`${programs.partner_id} in (select ${partners.id} from ${partners} where ${partners.status} = 'active'
      and ${partners.institute_type} in ('University', 'ApplicationClient'))`,
  );
