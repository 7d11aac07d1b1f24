import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../db/client.ts";
import { partners } from "../modules/partners/partners.table.ts";
import { partnerPlans } from "../modules/plans/plans.table.ts";
import { users } from "../modules/users/users.table.ts";
import { activities, people } from "../modules/webinars/webinars.table.ts";

/** `npm run plan` on an embedded database (decision 104): prints a plan, sets an area's tier, refuses what cannot be. */
describe("npm run plan", () => {
  let dataDir: string;
  let uniId: number;
  let clientId: number;

  beforeAll(async () => {
    dataDir = await fs.promises.mkdtemp(path.join(os.tmpdir(), "quad-plan-"));
    const db1 = await openDatabase({ dataDir });
    try {
      await db1.migrate();
      const [uni] = await db1.db
        .insert(partners)
        .values({ institute_type: "University", name: "Plan University", status: "active" })
        .returning();
      const [client] = await db1.db
        .insert(partners)
        .values({ institute_type: "ApplicationClient", name: "Plan Client", status: "active" })
        .returning();
      uniId = uni?.id ?? 0;
      clientId = client?.id ?? 0;
      await db1.db.insert(users).values({
        partner_id: uniId,
        email: "Admin@Plan-U.test",
        first_name: "Ada",
        last_name: "Admin",
        role: "admin",
      });
      // Two connections made from activities, on the default (free) plan.
      for (const email of ["one@example.test", "two@example.test"]) {
        const [p] = await db1.db.insert(people).values({ email }).returning();
        await db1.db.insert(activities).values({ partner_id: uniId, person_id: p?.id ?? 0, kind: "profile_view" });
      }
    } finally {
      await db1.close();
    }
  }, 120_000);
  afterAll(async () => {
    if (dataDir) await fs.promises.rm(dataDir, { recursive: true, force: true });
  });

  const run = (...args: string[]) => {
    const child = spawn(process.execPath, ["--import", "tsx", path.resolve(import.meta.dirname, "plan.ts"), ...args], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", USER: "tester" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let out = "";
    child.stdout.on("data", (d) => {
      out += d;
    });
    child.stderr.on("data", (d) => {
      out += d;
    });
    return new Promise<{ code: number | null; out: string }>((r) => child.on("exit", (code) => r({ code, out })));
  };

  it("prints the plan, sets a tier by a user's email (queuing the unlock), and refuses with exit code 2", async () => {
    const shown = await run(String(uniId));
    expect(shown.code, shown.out).toBe(0);
    expect(shown.out).toContain(`Plan University (partner ${uniId}, University)`);
    expect(shown.out).toMatch(/connections\s+free \(default\)/);
    expect(shown.out).toMatch(/prospect_engage\s+no_access \(default\)/);

    const set = await run("admin@plan-u.test", "connections", "paid", "--by", "Ops Olivia");
    expect(set.code, set.out).toBe(0);
    expect(set.out).toContain("connections free → paid, by Ops Olivia");
    expect(set.out).toContain("2 connection(s) not on the paid tier are unlocked in the background");
    expect(set.out).toMatch(/connections\s+paid\n/);

    const byDefault = await run(String(uniId), "insights", "free");
    expect(byDefault.code, byDefault.out).toBe(0);
    expect(byDefault.out).toContain("insights no_access → free, by tester");

    for (const [args, message] of [
      [
        [String(clientId), "prospect_engage", "paid"],
        "An institution of type ApplicationClient has no prospect_engage area.",
      ],
      [[String(uniId), "insights", "gold"], 'Unknown tier "gold": one of no_access, paid, free.'],
      [[String(uniId), "reports", "paid"], 'Unknown area "reports"'],
      [[String(uniId), "insights"], "usage: npm run plan"],
      [[], "usage: npm run plan"],
    ] as const) {
      const refused = await run(...args);
      expect(refused.code, `${args.join(" ")}: ${refused.out}`).toBe(2);
      expect(refused.out).toContain(message);
    }
    const unknown = await run("nobody@plan-u.test");
    expect(unknown.code).toBe(1);
    expect(unknown.out).toContain("No institution found for nobody@plan-u.test");

    const db2 = await openDatabase({ dataDir });
    try {
      const stored = await db2.db.select().from(partnerPlans);
      expect(stored.map((r) => [r.partner_id, r.area, r.tier, r.changed_by]).sort()).toEqual(
        [
          [uniId, "connections", "paid", "Ops Olivia"],
          [uniId, "insights", "free", "tester"],
        ].sort(),
      );
      // The unlock waits in pg-boss's queue for the server's workers.
      const jobs = await db2.db.execute(
        sql`select data from pgboss.job where name = 'connections-unlock' and state = 'created'`,
      );
      const rows = ((jobs as unknown as { rows?: { data: unknown }[] }).rows ?? []) as { data: unknown }[];
      expect(rows.map((r) => r.data)).toEqual([{ partner_id: uniId }]);
    } finally {
      await db2.close();
    }
  }, 240_000);
});
