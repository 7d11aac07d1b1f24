import type { ExportColumn, ExportErrorCode, ExportStatus } from "@quad/contract/rules/connections-export";
import { and, desc, eq, isNull, lt, type SQL, sql } from "drizzle-orm";
import { type AnyPgColumn, PgDialect } from "drizzle-orm/pg-core";
import type { Database, Db } from "../../db/client.ts";
import { cursorBatches } from "../../db/cursor.ts";
import { partners } from "../partners/partners.table.ts";
import { countries } from "../reference/reference.table.ts";
import { userRegions } from "../team/team.table.ts";
import { users } from "../users/users.table.ts";
import { type ConnectionFiltersValue, type ConnectionScope, connectionsWhere } from "./connections.filters.sql.ts";
import { connectionExports, connections, leadCategories, partnerMappings } from "./connections.table.ts";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** Whose connections a download reads: the institution's (a member's: within their regions), under the list's filters. */
export interface ExportScope {
  scope: ConnectionScope;
  filters: ConnectionFiltersValue;
}
const whereOf = (s: ExportScope) => connectionsWhere(s.scope, s.filters);

/** What a download needs to write its cells: the partner's zone for times, the day minors are told from adults. */
export interface CellContext {
  timezone: string;
  /** Born after this date (YYYY-MM-DD): a minor, whose contact details need a guardian's consent. */
  adultBirthCutoff: string;
}

export type ExportRow = Record<string, string | null> & { id: number };

const exportColumns = {
  id: connectionExports.id,
  partner_id: connectionExports.partner_id,
  user_id: connectionExports.user_id,
  status: connectionExports.status,
  expected_rows: connectionExports.expected_rows,
  rows_written: connectionExports.rows_written,
  filters: connectionExports.filters,
  columns: connectionExports.columns,
  file_key: connectionExports.file_key,
  error: connectionExports.error,
  requested_at: connectionExports.requested_at,
  finished_at: connectionExports.finished_at,
  mailed_at: connectionExports.mailed_at,
};
/** An export as the service and the job read it. */
export type ExportRecord = Omit<Pick<typeof connectionExports.$inferSelect, keyof typeof exportColumns>, "status"> & {
  status: ExportStatus;
};

/** Each column of the catalogue (EXPORT_COLUMNS keys) as SQL giving text, under the context's zone and privacy rule. */
function cellSql(key: string, cx: CellContext): SQL | undefined {
  const time = (col: AnyPgColumn) => sql`to_char(${col} at time zone ${cx.timezone}, 'YYYY-MM-DD HH24:MI')`;
  // A minor's contact without a guardian's consent (decision 043), and a connection's not on the paid tier
  // (decision 104): empty cells.
  const hidden = sql`((${connections.date_of_birth} > ${cx.adultBirthCutoff}::date and ${connections.guardian_consent_at} is null) or ${connections.access_tier} <> 'paid')`;
  const list = (col: AnyPgColumn) => sql`array_to_string(${col}, '; ')`;
  const score = (name: string) => sql`${connections.scores} ->> ${name}`;
  switch (key) {
    case "first_name":
    case "last_name":
    case "user_type":
    case "state":
    case "city":
    case "gender":
    case "school_name":
    case "school_city":
    case "school_state":
    case "interest":
    case "fit":
    case "status":
    case "list_state":
    case "next_step":
    case "source":
      return sql`${connections[key]}`;
    case "email":
    case "phone":
      return sql`case when ${hidden} then null else ${connections[key]} end`;
    case "country":
      return sql`${countries.name}`;
    case "citizenships":
      return sql`(select string_agg(cc.name, '; ' order by cc.name) from ${countries} cc where cc.id = any(${connections.citizenship_ids}))`;
    case "graduation_year":
    case "activities_count":
      return sql`${connections[key]}::text`;
    case "date_of_birth":
      return sql`${connections.date_of_birth}::text`;
    case "academic_interests":
    case "course_interests":
      return list(connections[key]);
    case "lead_category":
      return sql`${leadCategories.name}`;
    case "sat":
    case "act":
    case "toefl":
    case "ielts":
    case "duolingo":
    case "gpa":
    case "ib":
    case "a_level":
      return score(key);
    case "last_activity_at":
    case "created_at":
      return time(connections[key]);
    default:
      return undefined;
  }
}

/** The rows of a download, in id order: one statement; `after`/`limit` page it by key. */
function rowsSql(
  scope: ExportScope,
  columns: readonly ExportColumn[],
  cx: CellContext,
  page?: { after: number; limit: number },
) {
  const cells = columns.flatMap((c, i) => {
    const cell = cellSql(c.key, cx);
    // Positional aliases (c0, c1 …): the CSV writer reads the cells in the columns' order.
    return cell ? [sql`${cell} as ${sql.identifier(`c${i}`)}`] : [];
  });
  const where = page ? and(whereOf(scope), sql`${connections.id} > ${page.after}`) : whereOf(scope);
  return sql`select ${connections.id} as id${cells.length > 0 ? sql`, ${sql.join(cells, sql`, `)}` : sql``}
    from ${connections}
    left join ${countries} on ${countries.id} = ${connections.country_id}
    left join ${leadCategories} on ${leadCategories.id} = ${connections.lead_category_id}
    where ${where}
    order by ${connections.id}${page ? sql` limit ${page.limit}` : sql``}`;
}

/** The download records and the connections they read (Drizzle and SQL only; the partner comes as an argument). */
export function createConnectionExportRepository(database: Pick<Database, "db" | "pool">) {
  const { db } = database;
  const dialect = new PgDialect();

  return {
    /** The regions assigned to a team member (teams/{id}/assign_regions). */
    async assignedRegionIds(userId: number): Promise<number[]> {
      const rows = await db
        .select({ region_id: userRegions.region_id })
        .from(userRegions)
        .where(eq(userRegions.user_id, userId));
      return rows.map((r) => r.region_id);
    },

    async count(scope: ExportScope): Promise<number> {
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(connections).where(whereOf(scope));
      return row?.n ?? 0;
    },

    /**
     * The rows of a download in batches, memory flat whatever their number: on PostgreSQL from one
     * server-side cursor (one statement, one snapshot) on a client of the pool; on PGlite, which has no
     * cursor across its driver, by key (id > last) one batch at a time. Cells come as text, in column order (c0, c1 ...).
     */
    async *batches(
      scope: ExportScope,
      columns: readonly ExportColumn[],
      cx: CellContext,
      batchSize: number,
    ): AsyncGenerator<ExportRow[]> {
      if (database.pool) {
        // One cursor on a client of its own, which survives the connection dropping (decision 061).
        yield* cursorBatches<ExportRow>(database.pool, dialect.sqlToQuery(rowsSql(scope, columns, cx)), batchSize);
        return;
      }
      let after = 0;
      for (;;) {
        const result = (await db.execute(rowsSql(scope, columns, cx, { after, limit: batchSize }))) as unknown as {
          rows: ExportRow[];
        };
        const rows = result.rows;
        if (rows.length === 0) return;
        yield rows;
        after = Number(rows.at(-1)?.id);
        if (rows.length < batchSize) return;
      }
    },

    /** The partner's download format, or null when none is saved. */
    async mappingOf(partnerId: number): Promise<ExportColumn[] | null> {
      const [row] = await db
        .select({ mapping_columns: partnerMappings.mapping_columns })
        .from(partnerMappings)
        .where(eq(partnerMappings.partner_id, partnerId));
      return row?.mapping_columns ?? null;
    },

    async create(values: {
      partner_id: number;
      user_id: number;
      filters: Record<string, unknown>;
      columns: ExportColumn[];
      expected_rows: number;
      requested_at: Date;
    }) {
      const [row] = await db.insert(connectionExports).values(values).returning(exportColumns);
      if (!row) throw new Error("connection export not stored");
      return row as ExportRecord;
    },

    async find(id: number): Promise<ExportRecord | undefined> {
      const [row] = await db.select(exportColumns).from(connectionExports).where(eq(connectionExports.id, id));
      return row as ExportRecord | undefined;
    },

    /** The user's downloads, newest first, paged; with how many there are. */
    async history(partnerId: number, userId: number, page: { limit: number; offset: number }) {
      const own = and(eq(connectionExports.partner_id, partnerId), eq(connectionExports.user_id, userId));
      const rows = await db
        .select(exportColumns)
        .from(connectionExports)
        .where(own)
        .orderBy(desc(connectionExports.requested_at), desc(connectionExports.id))
        .limit(page.limit)
        .offset(page.offset);
      const [total] = await db.select({ n: sql<number>`count(*)::int` }).from(connectionExports).where(own);
      return { rows: rows as ExportRecord[], total: total?.n ?? 0 };
    },

    /** Who asked: where to mail, in which language, whether regions limit them, the institution's zone. */
    async requester(userId: number) {
      const [row] = await db
        .select({
          id: users.id,
          email: users.email,
          first_name: users.first_name,
          locale: users.locale,
          role: users.role,
          partner_id: users.partner_id,
          partner_timezone: partners.timezone,
        })
        .from(users)
        .innerJoin(partners, eq(partners.id, users.partner_id))
        .where(eq(users.id, userId));
      return row;
    },

    /** A new attempt writes a new file from its first row; the file of an attempt cut short is named for removal. */
    async startFile(id: number, fileKey: string) {
      await db
        .update(connectionExports)
        .set({ file_key: fileKey, rows_written: 0, finished_at: null, error: null, status: "preparing" })
        .where(and(eq(connectionExports.id, id), isNull(connectionExports.mailed_at)));
    },

    async progress(id: number, rowsWritten: number) {
      await db.update(connectionExports).set({ rows_written: rowsWritten }).where(eq(connectionExports.id, id));
    },

    async finishFile(id: number, rowsWritten: number, at: Date) {
      await db
        .update(connectionExports)
        .set({ rows_written: rowsWritten, finished_at: at })
        .where(eq(connectionExports.id, id));
    },

    /** Marks the download mailed, once: resolves false when it already was (in the caller's transaction). */
    async claimMail(tx: Tx, id: number, at: Date): Promise<boolean> {
      const rows = await tx
        .update(connectionExports)
        .set({ mailed_at: at, status: "email_sent" })
        .where(and(eq(connectionExports.id, id), isNull(connectionExports.mailed_at)))
        .returning({ id: connectionExports.id });
      return rows.length > 0;
    },

    async fail(id: number, error: ExportErrorCode) {
      await db
        .update(connectionExports)
        .set({ status: "failed", error })
        .where(and(eq(connectionExports.id, id), isNull(connectionExports.mailed_at)));
    },

    /**
     * Exports still preparing that were asked for before `before`: their job ran out of time and retries without
     * saying so (pg-boss expired it). Marked failed (timed_out); the ids marked. Run again, it marks none of them.
     */
    async failStuck(before: Date) {
      const rows = await db
        .update(connectionExports)
        .set({ status: "failed", error: "timed_out" })
        .where(
          and(
            eq(connectionExports.status, "preparing"),
            isNull(connectionExports.mailed_at),
            lt(connectionExports.requested_at, before),
          ),
        )
        .returning({ id: connectionExports.id });
      return rows.map((r) => r.id);
    },
  };
}
export type ConnectionExportRepository = ReturnType<typeof createConnectionExportRepository>;
