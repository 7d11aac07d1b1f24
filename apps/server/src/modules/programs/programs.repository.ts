import { and, asc, desc, eq, ilike, inArray, ne, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { containsPattern } from "../../lib/like.ts";
import { partners } from "../partners/partners.table.ts";
import { users } from "../users/users.table.ts";
import {
  catalogue,
  type FileRow,
  fileColumns,
  own,
  owner,
  type ProgramPorts,
  programBaseColumns,
  roundColumns,
  type Tx,
  university,
} from "./programs.sql.ts";
import { programCourses, programFiles, programIntakeRounds, programs } from "./programs.table.ts";
import { createProgramListQueries } from "./programs-list.repository.ts";

export type { ApplicantCount, FileRow, ProgramPorts, Tx } from "./programs.sql.ts";
export type ProgramRow = NonNullable<Awaited<ReturnType<ReturnType<typeof createProgramsRepository>["find"]>>>;

export function createProgramsRepository(db: Db, ports: ProgramPorts) {
  const applicants = ports.applicantCount(programs.id);
  const programColumns = { ...programBaseColumns, applicants };
  return {
    /** Runs `work` in one transaction; the methods that take `tx` (and programWrites) join it. */
    transaction: <T>(work: (tx: Tx) => Promise<T>): Promise<T> => db.transaction(work),

    ...createProgramListQueries(db, applicants),

    /** A school's catalogue (decision 074): the programs its students can apply to, counting their shared applications. */
    catalogue: (schoolId: number) =>
      createProgramListQueries(db, ports.applicantCount(programs.id, schoolId), () => catalogue()),

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
    /** The universities of a school's catalogue (decision 074), by name. */
    async catalogueUniversities(searchText?: string) {
      const pattern = containsPattern(searchText);
      const ofCatalogue = db.select({ id: programs.university_id }).from(programs).where(catalogue());
      return db
        .select({ id: partners.id, name: partners.name })
        .from(partners)
        .where(and(inArray(partners.id, ofCatalogue), pattern ? ilike(partners.name, pattern) : undefined))
        .orderBy(asc(partners.name), asc(partners.id))
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
