import type { ProgramsDownloadInput } from "@quad/contract/api/programs";
import type { ProgramSortKey } from "@quad/contract/rules/program";
import { type AnyColumn, and, asc, count, desc, eq, ilike, inArray, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { containsPattern } from "../../lib/like.ts";
import { own, owner, roundColumns, university } from "./programs.sql.ts";

/** Which programs a list reads: the institution's own (by default), or a school's catalogue (decision 074). */
export type ProgramListBase = (partnerId: number) => SQL | undefined;

import { programIntakeRounds, programs } from "./programs.table.ts";

/** The institution's program list (and its download): the page with each row's next round, and the counts. */
export function createProgramListQueries(db: Db, applicants: SQL<number>, base: ProgramListBase = own) {
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
      base(partnerId),
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
    /** One page of the list (or every row when `page` is left out: the download). */
    list(partnerId: number, input: ProgramsDownloadInput, today: string, page?: { no: number; size: number }) {
      const q = listQuery(partnerId, input, today);
      return page ? q.limit(page.size).offset((page.no - 1) * page.size) : q;
    },
    async counts(partnerId: number, input: ProgramsDownloadInput) {
      const [matched] = await db.select({ n: count() }).from(programs).where(where(partnerId, input));
      const [total] = await db.select({ n: count() }).from(programs).where(base(partnerId));
      return { matched: matched?.n ?? 0, total: total?.n ?? 0 };
    },
  };
}
