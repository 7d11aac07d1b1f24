import type { ProgramsDownloadInput } from "@quad/contract/api/programs";
import type { ProgramSortKey } from "@quad/contract/rules/program";
import { type AnyColumn, and, asc, count, desc, eq, ilike, inArray, isNull, ne, or, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.ts";
import { containsPattern } from "../../lib/like.ts";
import { partners } from "../partners/partners.table.ts";
import { users } from "../users/users.table.ts";
import { programCourses, programFiles, programIntakeRounds, programs } from "./programs.table.ts";

export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
const owner = alias(partners, "owner");
const university = alias(partners, "university");

/**
 * A program's applications counted in SQL (a list column and a sort key). Applications sit above programs (an
 * application references its program), so the applications module gives this fragment and the composition root
 * hands it in (decision 068).
 */
export type ApplicantCount = (programId: AnyColumn) => SQL<number>;
/** What the programs module is handed by the composition root. */
export interface ProgramPorts {
  applicantCount: ApplicantCount;
}

const programBaseColumns = {
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
  description: programs.description,
  content: programs.content,
  tests: programs.tests,
  required_documents: programs.required_documents,
  additional_requirements: programs.additional_requirements,
  copied_from_id: programs.copied_from_id,
  created_at: programs.created_at,
  updated_at: programs.updated_at,
};
export type ProgramRow = NonNullable<Awaited<ReturnType<ReturnType<typeof createProgramsRepository>["find"]>>>;

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
const own = (partnerId: number) => and(eq(programs.partner_id, partnerId), isNull(programs.deleted_at));

export function createProgramsRepository(db: Db, ports: ProgramPorts) {
  const applicants = ports.applicantCount(programs.id);
  const programColumns = { ...programBaseColumns, applicants };
  /**
   * The round a list row shows: the first by start date whose deadline is today or later (or has none),
   * else the latest one.
   */
  const nextRound = (today: string) => {
    const r = programIntakeRounds;
    const open = sql`(${r.deadline} is null or ${r.deadline} >= ${today}::date)`;
    return db
      .select(roundColumns)
      .from(r)
      .where(eq(r.program_id, programs.id))
      .orderBy(
        sql`${open} desc`,
        sql`case when ${open} then ${r.start_date} end asc nulls last`,
        sql`${r.start_date} desc nulls last`,
        asc(r.position),
        asc(r.id),
      )
      .limit(1)
      .as("next_round");
  };

  function where(partnerId: number, input: ProgramsDownloadInput) {
    const pattern = containsPattern(input.search_text);
    return and(
      own(partnerId),
      pattern ? ilike(programs.name, pattern) : undefined,
      input.status?.length ? inArray(programs.status, input.status) : undefined,
      input.program_types?.length ? inArray(programs.program_type, input.program_types) : undefined,
      input.university_ids?.length ? inArray(programs.university_id, input.university_ids) : undefined,
    );
  }

  function listQuery(partnerId: number, input: ProgramsDownloadInput, today: string) {
    const round = nextRound(today);
    const by = input.sort_params?.sort_by ?? "id";
    const dir = input.sort_params?.sort_direction ?? "desc";
    const keys: Record<ProgramSortKey, SQL | AnyColumn> = {
      id: programs.id,
      name: sql`lower(${programs.name})`,
      start_date: sql`${round.start_date}`,
      deadline: sql`${round.deadline}`,
      opening_date: sql`${round.opening_date}`,
      applicants,
      status: programs.status,
      updated_at: programs.updated_at,
    };
    const order = dir === "asc" ? sql`asc nulls last` : sql`desc nulls last`;
    return db
      .select({
        id: programs.id,
        name: programs.name,
        status: programs.status,
        program_type: programs.program_type,
        partner_id: programs.partner_id,
        partner_name: owner.name,
        university_id: programs.university_id,
        university_name: university.name,
        round: {
          id: round.id,
          name: round.name,
          start_date: round.start_date,
          opening_date: round.opening_date,
          deadline: round.deadline,
        },
        applicants,
        updated_at: programs.updated_at,
      })
      .from(programs)
      .innerJoin(owner, eq(owner.id, programs.partner_id))
      .innerJoin(university, eq(university.id, programs.university_id))
      .leftJoinLateral(round, sql`true`)
      .where(where(partnerId, input))
      .orderBy(sql`${keys[by]} ${order}`, dir === "asc" ? asc(programs.id) : desc(programs.id));
  }

  return {
    /** Runs `work` in one transaction; the methods that take `tx` (and programWrites) join it. */
    transaction: <T>(work: (tx: Tx) => Promise<T>): Promise<T> => db.transaction(work),

    /** One page of the list (or every row when `page` is left out: the download). */
    list(partnerId: number, input: ProgramsDownloadInput, today: string, page?: { no: number; size: number }) {
      const q = listQuery(partnerId, input, today);
      return page ? q.limit(page.size).offset((page.no - 1) * page.size) : q;
    },
    async counts(partnerId: number, input: ProgramsDownloadInput) {
      const [matched] = await db.select({ n: count() }).from(programs).where(where(partnerId, input));
      const [total] = await db.select({ n: count() }).from(programs).where(own(partnerId));
      return { matched: matched?.n ?? 0, total: total?.n ?? 0 };
    },

    async find(partnerId: number, id: number, tx: Db | Tx = db) {
      const [row] = await tx
        .select(programColumns)
        .from(programs)
        .innerJoin(owner, eq(owner.id, programs.partner_id))
        .innerJoin(university, eq(university.id, programs.university_id))
        .where(and(eq(programs.id, id), own(partnerId)));
      return row;
    },
    rounds: (programId: number, tx: Db | Tx = db) =>
      tx
        .select(roundColumns)
        .from(programIntakeRounds)
        .where(eq(programIntakeRounds.program_id, programId))
        .orderBy(asc(programIntakeRounds.position), asc(programIntakeRounds.id)),
    courses: (programId: number, tx: Db | Tx = db) =>
      tx
        .select({ id: programCourses.id, name: programCourses.name })
        .from(programCourses)
        .where(eq(programCourses.program_id, programId))
        .orderBy(asc(programCourses.position), asc(programCourses.id)),
    files: (programId: number, tx: Db | Tx = db): Promise<FileRow[]> =>
      tx
        .select(fileColumns)
        .from(programFiles)
        .where(eq(programFiles.program_id, programId))
        .orderBy(asc(programFiles.kind), asc(programFiles.position), asc(programFiles.id)),

    /** The latest copy of a program that still exists (GET programs/{id}/copy). */
    async liveCopyOf(partnerId: number, id: number, tx: Db | Tx = db) {
      const [row] = await tx
        .select({ id: programs.id })
        .from(programs)
        .where(and(own(partnerId), eq(programs.copied_from_id, id)))
        .orderBy(desc(programs.id))
        .limit(1);
      return row?.id;
    },
    /** Locks the program row for the rest of the transaction (one copy at a time). */
    async lock(tx: Tx, partnerId: number, id: number) {
      const [row] = await tx
        .select({ id: programs.id, status: programs.status })
        .from(programs)
        .where(and(eq(programs.id, id), own(partnerId)))
        .for("update");
      return row;
    },

    async softDelete(partnerId: number, id: number, userId: number, at: Date) {
      const rows = await db
        .update(programs)
        .set({ deleted_at: at, updated_at: at, updated_by: userId })
        .where(and(eq(programs.id, id), own(partnerId)))
        .returning({ id: programs.id });
      return rows.length > 0;
    },

    /** Files of the institution's live programs: all of a kind (look-ups), or those with these ids (reuse). */
    reusableFiles(partnerId: number, filter: { kind: "brochure" | "banner" } | { ids: number[] }) {
      return db
        .select({ ...fileColumns, program_name: programs.name })
        .from(programFiles)
        .innerJoin(programs, eq(programs.id, programFiles.program_id))
        .where(
          and(
            own(partnerId),
            "kind" in filter ? eq(programFiles.kind, filter.kind) : inArray(programFiles.id, filter.ids),
          ),
        )
        .orderBy(desc(programFiles.id))
        .limit(200);
    },
    async file(partnerId: number, programId: number, fileId: number) {
      const [row] = await db
        .select(fileColumns)
        .from(programFiles)
        .innerJoin(programs, eq(programs.id, programFiles.program_id))
        .where(and(eq(programFiles.id, fileId), eq(programs.id, programId), own(partnerId)));
      return row;
    },
    /** Whether any program file row (deleted programs' included) still refers to the stored name. */
    async fileInUse(fileName: string) {
      const [row] = await db
        .select({ id: programFiles.id })
        .from(programFiles)
        .where(eq(programFiles.file_name, fileName))
        .limit(1);
      return row !== undefined;
    },

    async roundNames(partnerId: number) {
      return db
        .selectDistinct({ name: programIntakeRounds.name })
        .from(programIntakeRounds)
        .innerJoin(programs, eq(programs.id, programIntakeRounds.program_id))
        .where(own(partnerId))
        .orderBy(asc(programIntakeRounds.name))
        .limit(500);
    },

    /**
     * Universities an application client may offer programs for: itself, active universities (narrowed by
     * search_text) and the universities of its programs.
     */
    async universitiesFor(partnerId: number, searchText?: string) {
      const pattern = containsPattern(searchText);
      const ofPrograms = db.select({ id: programs.university_id }).from(programs).where(own(partnerId));
      return db
        .select({ id: partners.id, name: partners.name })
        .from(partners)
        .where(
          and(
            or(
              eq(partners.id, partnerId),
              and(eq(partners.institute_type, "University"), eq(partners.status, "active")),
              inArray(partners.id, ofPrograms),
            ),
            pattern ? ilike(partners.name, pattern) : undefined,
          ),
        )
        .orderBy(sql`${partners.id} = ${partnerId} desc`, asc(partners.name), asc(partners.id))
        .limit(100);
    },
    async isActiveUniversity(id: number) {
      const [row] = await db
        .select({ id: partners.id })
        .from(partners)
        .where(and(eq(partners.id, id), eq(partners.institute_type, "University"), eq(partners.status, "active")));
      return row !== undefined;
    },

    /** The institution's active users but one (who are told about a status change). */
    async teamBut(partnerId: number, userId: number) {
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.partner_id, partnerId), ne(users.id, userId), eq(users.status, "active")));
      return rows.map((r) => r.id);
    },
  };
}
export type ProgramsRepository = ReturnType<typeof createProgramsRepository>;
