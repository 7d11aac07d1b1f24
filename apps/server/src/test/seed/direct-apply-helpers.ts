import { sql } from "drizzle-orm";
import { expect } from "vitest";
import type { Db } from "../../db/client.ts";
import type { Storage } from "../../plugins/storage.ts";
import type { TestApp } from "../app.ts";

export interface World {
  t: TestApp;
  /** A second world, seeded without direct apply (as before issue 13). */
  other: Db;
  storage: Storage;
  now: Date;
  password: string;
  /** Sets the app's clock (undefined: the real one). */
  clock(at: Date | undefined): void;
}
export type Row = {
  id: number;
  student: { user_id: number };
  program: { id: number };
  submitted_at: string;
  status: string;
  result: string | null;
  fee_status: string;
  choice: string | null;
  is_deposit_paid: boolean | null;
  is_new: boolean;
  is_overdue: boolean;
  document_upload_date: string | null;
};
export const rowsOf = <T>(result: unknown): T[] => ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
export const PDF = "%PDF";
export const PNG = "\x89PNG";

/** Signing in to the demo world and reading its applications through the API. */
export function directApplyHelpers(world: () => World) {
  async function session(email: string) {
    const { t, password } = world();
    const res = await t.app.inject({ method: "POST", url: "/api/v1/partners/sessions", payload: { email, password } });
    expect(res.statusCode, email).toBe(200);
    const data = res.json().data as { authToken: string; partner_id: number };
    const call = async (method: "GET" | "POST", path: string, payload?: object) => {
      const answer = await t.app.inject({
        method,
        url: `/api/v1/partners/${path}`,
        headers: { authentication_token: data.authToken },
        ...(payload ? { payload } : {}),
      });
      expect(answer.statusCode, `${method} ${path}`).toBe(200);
      return answer;
    };
    return {
      partnerId: data.partner_id,
      get: async (path: string) => (await call("GET", path)).json(),
      post: async (path: string, payload: object) => (await call("POST", path, payload)).json(),
      raw: (path: string) =>
        t.app.inject({
          method: "GET",
          url: `/api/v1/partners/${path}`,
          headers: { authentication_token: data.authToken },
        }),
    };
  }
  type Session = Awaited<ReturnType<typeof session>>;

  /** Every application of a tab, page after page. */
  async function all(s: Session, tab: "upcoming" | "past") {
    const rows: Row[] = [];
    for (let page = 1; page <= 100; page += 1) {
      const body = await s.post("student_applications", { tab, page_no: page });
      rows.push(...(body.applications as Row[]));
      if (rows.length >= body.matched) return { rows, body };
    }
    throw new Error("too many pages");
  }

  /** The state of every application of a partner, from its list in both tabs, on the demo's day. */
  async function applicationsOf(s: Session) {
    const { clock, now } = world();
    clock(now);
    try {
      const upcoming = await all(s, "upcoming");
      const past = await all(s, "past");
      return { upcoming, past, rows: [...upcoming.rows, ...past.rows] };
    } finally {
      clock(undefined);
    }
  }

  const countBy = async (db: Db, partnerId: number) =>
    rowsOf<{ program_id: number; n: number }>(
      await db.execute(
        sql`select program_id, count(*)::int as n from student_applications where partner_id = ${partnerId} group by 1`,
      ),
    );
  return { session, all, applicationsOf, countBy };
}
export type DirectApplyHelpers = ReturnType<typeof directApplyHelpers>;
