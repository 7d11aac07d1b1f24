import { and, eq, inArray, isNull, notInArray, sql } from "drizzle-orm";
import type { Tx } from "./programs.repository.ts";
import { programCourses, programFiles, programIntakeRounds, programs } from "./programs.table.ts";

type ProgramValues = Omit<typeof programs.$inferInsert, "id" | "partner_id">;
export interface RoundValues {
  id?: number;
  name: string;
  start_date?: string | null;
  opening_date?: string | null;
  deadline?: string | null;
}
export interface NewFile {
  kind: "brochure" | "banner";
  file_name: string;
  original_name: string;
  content_type: string;
  size_bytes: number;
}

/** The writes of programs, each inside the caller's transaction (Drizzle queries only). */
export const programWrites = {
  async insert(tx: Tx, partnerId: number, values: ProgramValues & { university_id: number; name: string }) {
    const [row] = await tx
      .insert(programs)
      .values({ ...values, partner_id: partnerId })
      .returning({ id: programs.id });
    return row?.id as number;
  },

  async update(tx: Tx, partnerId: number, id: number, values: Partial<ProgramValues>) {
    const rows = await tx
      .update(programs)
      .set(values)
      .where(and(eq(programs.id, id), eq(programs.partner_id, partnerId), isNull(programs.deleted_at)))
      .returning({ id: programs.id });
    return rows.length > 0;
  },

  /**
   * The program's rounds become `rounds`, in order: rounds with an id are kept (their applications keep
   * pointing at them), rounds left out are deleted, new ones are added.
   */
  async syncRounds(tx: Tx, programId: number, rounds: RoundValues[]) {
    const r = programIntakeRounds;
    const kept = rounds.flatMap((x) => (x.id ? [x.id] : []));
    await tx.delete(r).where(and(eq(r.program_id, programId), kept.length ? notInArray(r.id, kept) : undefined));
    for (const [position, x] of rounds.entries()) {
      const values = {
        name: x.name,
        start_date: x.start_date ?? null,
        opening_date: x.opening_date ?? null,
        deadline: x.deadline ?? null,
        position,
      };
      if (x.id)
        await tx
          .update(r)
          .set(values)
          .where(and(eq(r.id, x.id), eq(r.program_id, programId)));
      else await tx.insert(r).values({ ...values, program_id: programId });
    }
  },

  /** Like syncRounds for courses; kept courses are renamed in two steps so swapped names never collide. */
  async syncCourses(tx: Tx, programId: number, courses: { id?: number; name: string }[]) {
    const c = programCourses;
    const kept = courses.flatMap((x) => (x.id ? [x.id] : []));
    await tx.delete(c).where(and(eq(c.program_id, programId), kept.length ? notInArray(c.id, kept) : undefined));
    if (kept.length)
      await tx
        .update(c)
        .set({ name: sql`'~' || ${c.id}::text` })
        .where(and(eq(c.program_id, programId), inArray(c.id, kept)));
    for (const [position, x] of courses.entries()) {
      if (x.id)
        await tx
          .update(c)
          .set({ name: x.name, position })
          .where(and(eq(c.id, x.id), eq(c.program_id, programId)));
      else await tx.insert(c).values({ program_id: programId, name: x.name, position });
    }
  },

  async addFiles(tx: Tx, programId: number, files: NewFile[], firstPosition: Record<NewFile["kind"], number>) {
    const next = { ...firstPosition };
    if (!files.length) return;
    await tx.insert(programFiles).values(
      files.map((f) => {
        next[f.kind] += 1;
        return { ...f, program_id: programId, position: next[f.kind] - 1 };
      }),
    );
  },

  async removeFiles(tx: Tx, programId: number, ids: number[]) {
    if (!ids.length) return;
    await tx.delete(programFiles).where(and(eq(programFiles.program_id, programId), inArray(programFiles.id, ids)));
  },

  /** A copy's rounds, courses and files (the files share their stored bytes), in their order. */
  async copyChildren(tx: Tx, fromId: number, toId: number) {
    const r = programIntakeRounds;
    const rounds = await tx
      .select({
        name: r.name,
        start_date: r.start_date,
        opening_date: r.opening_date,
        deadline: r.deadline,
        position: r.position,
      })
      .from(r)
      .where(eq(r.program_id, fromId));
    if (rounds.length) await tx.insert(r).values(rounds.map((x) => ({ ...x, program_id: toId })));
    const c = programCourses;
    const courses = await tx.select({ name: c.name, position: c.position }).from(c).where(eq(c.program_id, fromId));
    if (courses.length) await tx.insert(c).values(courses.map((x) => ({ ...x, program_id: toId })));
    const f = programFiles;
    const files = await tx
      .select({
        kind: f.kind,
        file_name: f.file_name,
        original_name: f.original_name,
        content_type: f.content_type,
        size_bytes: f.size_bytes,
        position: f.position,
      })
      .from(f)
      .where(eq(f.program_id, fromId));
    if (files.length) await tx.insert(f).values(files.map((x) => ({ ...x, program_id: toId })));
  },
};
