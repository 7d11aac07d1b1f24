import type { Readable } from "node:stream";
import { EXPORT_COLUMNS } from "@quad/contract/rules/connections";
import { MESSAGES } from "@quad/contract/rules/messages";
import { parse } from "csv-parse/sync";
import { and, eq, inArray } from "drizzle-orm";
import PostalMime from "postal-mime";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../config.ts";
import { createStorage, type Storage } from "../../plugins/storage.ts";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { startS3Server } from "../../test/s3-server.ts";
import { startSmtpSink } from "../../test/smtp-sink.ts";
import { waitFor } from "../../test/webinars.ts";
import { countries, regionCountries } from "../reference/reference.table.ts";
import { userRegions } from "../team/team.table.ts";
import { people } from "../webinars/webinars.table.ts";
import { connectionExports, connections, partnerMappings } from "./connections.table.ts";
import {
  createConnectionExportJob,
  EXPORT_QUEUE,
  EXPORT_STUCK_AFTER_MS,
  exportErrorOf,
} from "./connections-export.job.ts";
import { exportDownloadPath } from "./connections-export.link.ts";

const API = "/api/v1/partners";
const DAY_MS = 24 * 60 * 60 * 1000;

let t: TestApp;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
/** The app's clock runs this far ahead of the real one. */
let offset = 0;
let uni: Awaited<ReturnType<TestApp["createSignedIn"]>>;
let other: Awaited<ReturnType<TestApp["createSignedIn"]>>;
let us: number;
let cn: number;
/** A region holding the United States but not China. */
let americas: number;
let personCount = 0;

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({
    env: { SMTP_URL: sink.url, JOBS_WORKERS: "true" },
    now: () => new Date(Date.now() + offset),
  });
  uni = await t.createSignedIn("University");
  other = await t.createSignedIn("University");
  const rows = await t.db.select({ id: countries.id, code: countries.code }).from(countries);
  us = rows.find((r) => r.code === "US")?.id ?? 0;
  cn = rows.find((r) => r.code === "CN")?.id ?? 0;
  const [region] = await t.db
    .select({ id: regionCountries.region_id })
    .from(regionCountries)
    .where(eq(regionCountries.country_id, us));
  americas = region?.id ?? 0;
  const [mixed] = await t.db
    .select({ id: regionCountries.region_id })
    .from(regionCountries)
    .where(and(eq(regionCountries.region_id, americas), eq(regionCountries.country_id, cn)));
  expect(mixed).toBeUndefined();

  // The university: 23 students (15 in the US, 8 in China), 4 guardians, 2 disconnected students, one
  // student without a country; the other university: 5 students.
  await addConnections(uni.partner.id, 15, { country_id: us });
  await addConnections(uni.partner.id, 8, { country_id: cn });
  await addConnections(uni.partner.id, 4, { country_id: us, user_type: "guardian" });
  await addConnections(uni.partner.id, 2, { country_id: us, disconnected_at: new Date() });
  await addConnections(uni.partner.id, 1, { country_id: null, first_name: "Nowhere" });
  await addConnections(other.partner.id, 5, { country_id: us, first_name: "Rival" });
});
afterAll(async () => {
  await t?.close();
  await sink?.close();
});

/** Inserts connections straight into the table (each with a person of their own). */
async function addConnections(partnerId: number, n: number, values: Partial<typeof connections.$inferInsert> = {}) {
  const rows = [];
  for (let i = 0; i < n; i++) {
    personCount += 1;
    const email = `lead${personCount}@example.test`;
    const [person] = await t.db.insert(people).values({ email }).returning({ id: people.id });
    rows.push({
      partner_id: partnerId,
      person_id: person?.id ?? 0,
      user_type: "student",
      source: "webinar",
      first_name: `Lead${personCount}`,
      last_name: "Example",
      email,
      graduation_year: 2027,
      ...values,
    });
  }
  return t.db.insert(connections).values(rows).returning({ id: connections.id });
}

async function requestExport(token: string, filters: object = {}) {
  const res = await t.injectAs(token, { method: "POST", url: `${API}/connections/download`, payload: filters });
  expect(res.statusCode, res.body).toBe(202);
  return res.json().export as { id: number; status: string; expected_rows: number; columns: unknown[] };
}

async function exportRow(id: number) {
  const [row] = await t.db.select().from(connectionExports).where(eq(connectionExports.id, id));
  if (!row) throw new Error(`no export ${id}`);
  return row;
}

async function waitMailed(id: number) {
  await waitFor(async () => (await exportRow(id)).status !== "preparing", 20_000, `export ${id}`);
  await t.app.ctx.mailer.flush();
}

const mailsTo = (address: string) => sink.mails.filter((m) => m.to.includes(address));

async function lastMail(address: string) {
  const raw = mailsTo(address).at(-1)?.raw;
  if (!raw) throw new Error(`no mail to ${address}`);
  const mail = await PostalMime.parse(raw);
  const link = /https?:\/\/\S+\/connections\/download\/\d+\?expires=\d+&signature=[a-f0-9]{64}/.exec(mail.text ?? "");
  return { subject: mail.subject ?? "", text: mail.text ?? "", link: link?.[0] ?? "" };
}

/** The file behind a link: its rows as records keyed by header. */
async function download(link: string) {
  const res = await t.app.inject({ method: "GET", url: link.replace(/^https?:\/\/[^/]+/, "") });
  return {
    res,
    records: () => parse(res.body, { columns: true, bom: true }) as Record<string, string>[],
    rows: () => parse(res.body, { bom: true }) as string[][],
  };
}

describe("POST connections/download and the export job", () => {
  it("answers at once (preparing, rows the filter matches), writes the file and mails a signed link that works", async () => {
    const started = await requestExport(uni.token, { user_type: "student" });
    expect(started).toMatchObject({ status: "preparing", expected_rows: 24 });
    expect(started.columns).toEqual(EXPORT_COLUMNS.map((c) => ({ key: c.key, header: c.header })));

    await waitMailed(started.id);
    const status = await t.injectAs(uni.token, { method: "GET", url: `${API}/connections/download_status` });
    expect(status.statusCode).toBe(200);
    expect(status.json().export).toMatchObject({
      id: started.id,
      status: "email_sent",
      rows_written: 24,
      expected_rows: 24,
    });
    expect(status.json().export.mailed_at).not.toBeNull();

    const mail = await lastMail(uni.user.email);
    expect(mail.subject).toBe("Your connections export is ready");
    expect(mail.text).toContain("The 24 connections you exported are in the CSV file.");
    expect(mail.link.startsWith(`http://quad.test${API}/connections/download/${started.id}?`)).toBe(true);

    const file = await download(mail.link);
    expect(file.res.statusCode).toBe(200);
    expect(file.res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(file.res.headers["content-disposition"]).toMatch(
      /^attachment; filename="connections-\d{4}-\d{2}-\d{2}-\d+\.csv"$/,
    );
    expect(file.res.body.includes("\r\n")).toBe(true);
    const records = file.records();
    // The file's row count equals the filter's count; the disconnected and the guardians are not in it.
    expect(records).toHaveLength(24);
    expect(file.rows()[0]).toEqual(EXPORT_COLUMNS.map((c) => c.header));
    expect(records.filter((r) => r.Country === "United States")).toHaveLength(15);
    expect(records.every((r) => r["Connection type"] === "student")).toBe(true);
    expect(records.some((r) => r["First name"] === "Rival")).toBe(false);
  });

  it("follows the list's filters (country, search) as the list reads them", async () => {
    const byCountry = await requestExport(uni.token, { country_ids: [cn] });
    expect(byCountry.expected_rows).toBe(8);
    const bySearch = await requestExport(uni.token, { search_text: "nowhere" });
    expect(bySearch.expected_rows).toBe(1);
    await waitMailed(bySearch.id);
    await waitMailed(byCountry.id);
    expect((await exportRow(byCountry.id)).rows_written).toBe(8);
    expect((await exportRow(bySearch.id)).rows_written).toBe(1);
  });

  it("exports only the selected rows among those the filters match (bulk 'Export selected'), and records them", async () => {
    const picked = await addConnections(uni.partner.id, 3, { country_id: cn, first_name: "Picked" });
    const [guardian] = await addConnections(uni.partner.id, 1, { country_id: us, user_type: "guardian" });
    const [theirs] = await addConnections(other.partner.id, 1, { country_id: us, first_name: "Rival" });
    const ids = [...picked.map((r) => r.id), guardian?.id ?? 0, theirs?.id ?? 0];
    try {
      // The guardian is not in the students' tab and the other university's row is not ours: 3 of the 5 match.
      const started = await requestExport(uni.token, { user_type: "student", ids });
      expect(started.expected_rows).toBe(3);
      expect((await exportRow(started.id)).filters).toMatchObject({ user_type: "student", ids });
      await waitMailed(started.id);
      expect((await exportRow(started.id)).rows_written).toBe(3);
      const records = (await download((await lastMail(uni.user.email)).link)).records();
      expect(records.map((r) => r["First name"])).toEqual(["Picked", "Picked", "Picked"]);

      // At most BULK_IDS_MAX ids, at least one, each an id.
      for (const bad of [[], Array.from({ length: 501 }, (_, i) => i + 1), ["x"]]) {
        const res = await t.injectAs(uni.token, {
          method: "POST",
          url: `${API}/connections/download`,
          payload: { ids: bad },
        });
        expect(res.statusCode, res.body).toBe(422);
      }
    } finally {
      await t.db.delete(connections).where(inArray(connections.id, ids));
    }
  });

  it("writes the download format's columns, in its order, under its headers, and neutralises formula cells", async () => {
    const [row] = await addConnections(uni.partner.id, 1, {
      country_id: us,
      first_name: '=HYPERLINK("http://evil.test","x")',
      last_name: "+1-555",
      city: "-2+3",
      school_name: "@SUM(A1)",
      state: "\tTabbed",
      interest: 'Says "hi", then\r\nleaves',
    });
    await t.db.insert(partnerMappings).values({
      partner_id: uni.partner.id,
      mapping_columns: [
        { key: "last_name", header: "Surname" },
        { key: "first_name", header: "=Given" },
        { key: "city", header: "Town" },
        { key: "school_name", header: "School" },
        { key: "state", header: "State" },
        { key: "interest", header: "Interest, notes" },
        { key: "no_such_column", header: "Dropped" },
      ],
    });
    try {
      const started = await requestExport(uni.token, { search_text: "hyperlink" });
      expect(started.expected_rows).toBe(1);
      expect(started.columns.map((c) => (c as { key: string }).key)).toEqual([
        "last_name",
        "first_name",
        "city",
        "school_name",
        "state",
        "interest",
      ]);
      await waitMailed(started.id);
      const stored = await exportRow(started.id);
      expect(stored.columns).toEqual(started.columns);
      const file = await download((await lastMail(uni.user.email)).link);
      const rows = file.rows();
      expect(rows[0]).toEqual(["Surname", "'=Given", "Town", "School", "State", "Interest, notes"]);
      expect(rows[1]).toEqual([
        "'+1-555",
        '\'=HYPERLINK("http://evil.test","x")',
        "'-2+3",
        "'@SUM(A1)",
        "'\tTabbed",
        'Says "hi", then\r\nleaves',
      ]);
      expect(rows).toHaveLength(2);
    } finally {
      await t.db.delete(partnerMappings).where(eq(partnerMappings.partner_id, uni.partner.id));
      if (row) await t.db.delete(connections).where(eq(connections.id, row.id));
    }
  });

  it("leaves a minor's email and phone empty until a guardian's consent is recorded", async () => {
    const minorBirth = `${new Date().getUTCFullYear() - 15}-01-01`;
    const added = await addConnections(uni.partner.id, 2, {
      country_id: us,
      user_type: "counsellor",
      date_of_birth: minorBirth,
      phone: "+1 555 0100",
    });
    await t.db
      .update(connections)
      .set({ guardian_consent_at: new Date(), guardian_consent_by: "Parent, signed form" })
      .where(eq(connections.id, added[1]?.id ?? 0));
    try {
      const started = await requestExport(uni.token, { user_type: "counsellor" });
      await waitMailed(started.id);
      const records = (await download((await lastMail(uni.user.email)).link)).records();
      expect(records.map((r) => [r.Email === "", r.Phone])).toEqual([
        [true, ""],
        [false, "'+1 555 0100"],
      ]);
      expect(records.every((r) => r["Date of birth"] === minorBirth)).toBe(true);
    } finally {
      for (const a of added) await t.db.delete(connections).where(eq(connections.id, a.id));
    }
  });

  it("leaves a locked connection's email and phone empty: not on the paid tier (decision 104)", async () => {
    const added = await addConnections(uni.partner.id, 3, {
      country_id: us,
      user_type: "counsellor",
      date_of_birth: "1990-01-01",
      phone: "+1 555 0142",
    });
    const [free, noAccess] = added;
    await t.db
      .update(connections)
      .set({ access_tier: "free" })
      .where(eq(connections.id, free?.id ?? 0));
    await t.db
      .update(connections)
      .set({ access_tier: "no_access" })
      .where(eq(connections.id, noAccess?.id ?? 0));
    try {
      const started = await requestExport(uni.token, { user_type: "counsellor" });
      await waitMailed(started.id);
      const records = (await download((await lastMail(uni.user.email)).link)).records();
      expect(records.map((r) => [r.Email === "", r.Phone, r["First name"] !== ""])).toEqual([
        [true, "", true],
        [true, "", true],
        [false, "'+1 555 0142", true],
      ]);
    } finally {
      for (const a of added) await t.db.delete(connections).where(eq(connections.id, a.id));
    }
  });

  it("limits a team member to the connections of the regions assigned to them", async () => {
    const member = await t.createUser({ partner_id: uni.partner.id, role: "member" });
    const token = await t.signIn(member.email);
    const none = await requestExport(token);
    expect(none.expected_rows).toBe(0);

    await t.db.insert(userRegions).values({ user_id: member.id, region_id: americas });
    const started = await requestExport(token);
    // 15 US students and 4 US guardians; not China, not the connection without a country.
    expect(started.expected_rows).toBe(19);
    expect((await exportRow(started.id)).filters).toEqual({ assigned_region_ids: [americas] });
    await waitMailed(started.id);
    const records = (await download((await lastMail(member.email)).link)).records();
    expect(records).toHaveLength(19);
    expect(new Set(records.map((r) => r.Country))).toEqual(new Set(["United States"]));
    // The regions are those of the moment the export was asked for.
    await waitMailed(none.id);
    expect(await exportRow(none.id)).toMatchObject({ status: "email_sent", rows_written: 0 });
  });

  it("mails in the user's language", async () => {
    const zh = await t.createUser({ partner_id: uni.partner.id, role: "admin", locale: "zh-CN", first_name: "小明" });
    const token = await t.signIn(zh.email);
    const started = await requestExport(token, { country_ids: [cn] });
    await waitMailed(started.id);
    const mail = await lastMail(zh.email);
    expect(mail.subject).toBe("您的联系人导出文件已准备好");
    expect(mail.text).toContain("小明，您好：");
    expect(mail.text).toContain("您导出的 8 位联系人已写入 CSV 文件。");
  });

  it("refuses a forged or expired link, and a link moved to another export, with a clear 404", async () => {
    const started = await requestExport(uni.token, { country_ids: [us] });
    await waitMailed(started.id);
    const link = (await lastMail(uni.user.email)).link;
    const url = new URL(link);
    const forged = `${url.pathname}?expires=${url.searchParams.get("expires")}&signature=${"0".repeat(64)}`;
    const res = await t.app.inject({ method: "GET", url: forged });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: MESSAGES.exportNotFound });

    // The same signature on another export's id, or with a later expiry, is not ours.
    const moved = link.replace(`/download/${started.id}?`, `/download/${started.id - 1}?`);
    expect((await download(moved)).res.statusCode).toBe(404);
    const stretched = link.replace(/expires=(\d+)/, (_, e) => `expires=${Number(e) + 86400}`);
    expect((await download(stretched)).res.statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: `${url.pathname}?expires=1&signature=zz` })).statusCode).toBe(422);

    offset = 8 * DAY_MS;
    try {
      const expired = await download(link);
      expect(expired.res.statusCode).toBe(404);
      expect(expired.res.json()).toEqual({ error: MESSAGES.exportLinkExpired });
    } finally {
      offset = 0;
    }
    expect((await download(link)).res.statusCode).toBe(200);
  });

  it("keeps another institution out: not in its history, and its links are ours to sign only", async () => {
    const mine = await requestExport(uni.token, { country_ids: [us] });
    const theirs = await requestExport(other.token);
    expect(theirs.expected_rows).toBe(5);
    await waitMailed(mine.id);
    await waitMailed(theirs.id);
    const status = await t.injectAs(other.token, { method: "GET", url: `${API}/connections/download_status` });
    expect(status.json().exports.map((e: { id: number }) => e.id)).toEqual([theirs.id]);
    expect(status.json().export.id).toBe(theirs.id);
    // Their link, its signature put on our export's id, opens nothing of ours.
    const link = (await lastMail(other.user.email)).link;
    const res = await download(link.replace(`/download/${theirs.id}?`, `/download/${mine.id}?`));
    expect(res.res.statusCode).toBe(404);
    expect(res.res.body).not.toContain("Lead");
    const file = (await download(link)).records();
    expect(file.map((r) => r["First name"])).toEqual(Array(5).fill("Rival"));
  });

  it("answers the user's history newest first, paged by 10", async () => {
    const user = await t.createUser({ partner_id: uni.partner.id, role: "admin" });
    const token = await t.signIn(user.email);
    const ids: number[] = [];
    for (let i = 0; i < 12; i++) ids.push((await requestExport(token, { country_ids: [cn] })).id);
    const first = (await t.injectAs(token, { method: "GET", url: `${API}/connections/download_status` })).json();
    expect(first).toMatchObject({ total: 12, page_no: 1, per_page: 10 });
    expect(first.export.id).toBe(ids[11]);
    expect(first.exports.map((e: { id: number }) => e.id)).toEqual(ids.slice(2).reverse());
    const second = (
      await t.injectAs(token, { method: "GET", url: `${API}/connections/download_status?page_no=2` })
    ).json();
    expect(second.exports.map((e: { id: number }) => e.id)).toEqual([ids[1], ids[0]]);
    expect(second.export.id).toBe(ids[11]);
    for (const id of ids) await waitMailed(id);
  });

  it("refuses schools (403), invalid filters (422) and calls without a session (401)", async () => {
    const school = await t.createSignedIn("School");
    const refused = await t.injectAs(school.token, { method: "POST", url: `${API}/connections/download`, payload: {} });
    expect(refused.statusCode).toBe(403);
    const invalid = await t.injectAs(uni.token, {
      method: "POST",
      url: `${API}/connections/download`,
      payload: { user_type: "alien", country_ids: ["x"] },
    });
    expect(invalid.statusCode).toBe(422);
    expect(Object.keys(invalid.json().errors)).toEqual(expect.arrayContaining(["user_type"]));
    const anonymous = await t.app.inject({ method: "GET", url: `${API}/connections/download_status` });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe("the export job's retries", () => {
  /** A storage whose upload dies once `crashWhen` holds (checked after each chunk, and at the end): a crash mid-way. */
  function crashingStorage(inner: Storage, crashWhen: () => Promise<boolean>): Storage {
    return {
      ...inner,
      async write(_name: string, source: Readable) {
        for await (const _chunk of source) {
          if (await crashWhen()) break;
        }
        source.destroy();
        throw new Error("the process died mid-upload");
      },
    };
  }

  /** An export recorded without its job (the test runs the job's work itself). */
  async function recordedExport(filters: Record<string, unknown>) {
    const [row] = await t.db
      .insert(connectionExports)
      .values({
        partner_id: uni.partner.id,
        user_id: uni.user.id,
        filters,
        columns: EXPORT_COLUMNS.map((c) => ({ key: c.key, header: c.header })),
        expected_rows: 24,
      })
      .returning();
    if (!row) throw new Error("export not recorded");
    return row;
  }

  it("writes one complete file and sends one mail when a job cut short is run again, and again", async () => {
    const record = await recordedExport({ user_type: "student" });
    const before = mailsTo(uni.user.email).length;
    const crashing = createConnectionExportJob(
      {
        ...t.app.ctx,
        storage: crashingStorage(t.app.ctx.storage, async () => (await exportRow(record.id)).rows_written > 0),
      },
      { batchSize: 5 },
    );
    await expect(crashing.run(record.id)).rejects.toThrow("mid-upload");
    const cut = await exportRow(record.id);
    expect(cut.status).toBe("preparing");
    expect(cut.rows_written).toBeGreaterThan(0);
    expect(cut.mailed_at).toBeNull();
    expect(cut.finished_at).toBeNull();
    expect(await t.app.ctx.storage.stream(cut.file_key ?? "")).toBeUndefined();

    const job = createConnectionExportJob(t.app.ctx, { batchSize: 5 });
    expect(await job.run(record.id)).toBe("mailed");
    expect(await job.run(record.id)).toBe("already_mailed");
    await t.app.ctx.mailer.flush();
    const done = await exportRow(record.id);
    expect(done).toMatchObject({ status: "email_sent", rows_written: 24 });
    expect(done.file_key).not.toBe(cut.file_key);
    expect(mailsTo(uni.user.email).length - before).toBe(1);
    const records = (await download((await lastMail(uni.user.email)).link)).records();
    expect(records).toHaveLength(24);
    expect(new Set(records.map((r) => r.Email)).size).toBe(24);
  });

  it("marks the export failed, with the code of the failed step, once the queue's retries are spent", async () => {
    const record = await recordedExport({ user_type: "student" });
    const storage = t.app.ctx.storage;
    const write = storage.write;
    storage.write = async () => {
      throw new Error("storage unreachable");
    };
    try {
      await t.app.ctx.jobs.send(EXPORT_QUEUE, { export_id: record.id }, { retryLimit: 1, retryDelay: 1 });
      await waitFor(async () => (await exportRow(record.id)).status === "failed", 20_000, "the failed export");
    } finally {
      storage.write = write;
    }
    // The code, not the storage's words (those are in the log).
    expect(await exportRow(record.id)).toMatchObject({
      status: "failed",
      error: "storage_unavailable",
      mailed_at: null,
    });
    const link = exportDownloadPath(t.config.fileUrlSecret, record.id, Math.floor(Date.now() / 1000) + 3600);
    expect((await t.app.inject({ method: "GET", url: link })).statusCode).toBe(404);
    const status = await t.injectAs(uni.token, { method: "GET", url: `${API}/connections/download_status` });
    expect(status.json().exports.find((e: { id: number }) => e.id === record.id)).toMatchObject({
      status: "failed",
      error: "storage_unavailable",
    });
  });

  it("keeps the code of the step that failed: reading the connections, mailing the link", async () => {
    /** The app's database with one method of its client failing. */
    const failing = (method: "execute" | "transaction", message: string) => {
      const database = t.app.ctx.database;
      const db = new Proxy(database.db, {
        get(target, key, receiver) {
          if (key === method)
            return async () => {
              throw new Error(message);
            };
          return Reflect.get(target, key, receiver);
        },
      });
      // On PostgreSQL the rows come from a cursor on a client of the pool: reading fails there too.
      const pool =
        method === "execute" && database.pool
          ? new Proxy(database.pool, {
              get(target, key, receiver) {
                if (key === "connect")
                  return async () => {
                    throw new Error(message);
                  };
                return Reflect.get(target, key, receiver);
              },
            })
          : database.pool;
      return { ...t.app.ctx, database: { ...database, db, pool } as typeof database };
    };
    const reading = await recordedExport({ user_type: "student" });
    const readErr = await createConnectionExportJob(failing("execute", "connection reset"))
      .run(reading.id)
      .catch((e: unknown) => e);
    expect(exportErrorOf(readErr)).toBe("query_failed");
    const mailing = await recordedExport({ user_type: "student" });
    const mailErr = await createConnectionExportJob(failing("transaction", "outbox unreachable"))
      .run(mailing.id)
      .catch((e: unknown) => e);
    expect(exportErrorOf(mailErr)).toBe("mail_failed");
    expect(exportErrorOf(new Error("anything else"))).toBe("unknown");
    // The worker stores the code after the last retry; the history answers it.
    const job = createConnectionExportJob(t.app.ctx);
    await job.fail(mailing.id, exportErrorOf(mailErr));
    const status = await t.injectAs(uni.token, { method: "GET", url: `${API}/connections/download_status` });
    expect(status.json().exports.find((e: { id: number }) => e.id === mailing.id)).toMatchObject({
      status: "failed",
      error: "mail_failed",
    });
    // A sentence stored before the codes reads as unknown.
    await t.db
      .update(connectionExports)
      .set({ status: "failed", error: "Some old sentence" })
      .where(eq(connectionExports.id, reading.id));
    const again = await t.injectAs(uni.token, { method: "GET", url: `${API}/connections/download_status` });
    expect(again.json().exports.find((e: { id: number }) => e.id === reading.id)).toMatchObject({ error: "unknown" });
  });

  it("the sweeper fails (timed_out) an export still preparing after its job's time and retries, not a recent one", async () => {
    const job = createConnectionExportJob(t.app.ctx);
    const now = Date.now() + offset;
    const insert = async (requestedAt: Date, values: Partial<typeof connectionExports.$inferInsert> = {}) => {
      const [row] = await t.db
        .insert(connectionExports)
        .values({
          partner_id: uni.partner.id,
          user_id: uni.user.id,
          filters: {},
          columns: [{ key: "email", header: "Email" }],
          expected_rows: 3,
          requested_at: requestedAt,
          ...values,
        })
        .returning({ id: connectionExports.id });
      return row?.id ?? 0;
    };
    const stuck = await insert(new Date(now - EXPORT_STUCK_AFTER_MS - 60_000));
    const recent = await insert(new Date(now - 60_000));
    const oldMailed = await insert(new Date(now - EXPORT_STUCK_AFTER_MS - 60_000), {
      status: "email_sent",
      mailed_at: new Date(now - EXPORT_STUCK_AFTER_MS),
    });
    expect(await job.sweep()).toContain(stuck);
    expect(await exportRow(stuck)).toMatchObject({ status: "failed", error: "timed_out" });
    expect(await exportRow(recent)).toMatchObject({ status: "preparing", error: null });
    expect(await exportRow(oldMailed)).toMatchObject({ status: "email_sent", error: null });
    // Again: nothing more to do.
    expect(await job.sweep()).not.toContain(stuck);
    expect(await exportRow(stuck)).toMatchObject({ status: "failed", error: "timed_out" });
    // Its schedule runs where workers run.
    expect(EXPORT_STUCK_AFTER_MS).toBeGreaterThan(4 * 30 * 60 * 1000);
    await t.db.delete(connectionExports).where(inArray(connectionExports.id, [stuck, recent, oldMailed]));
  });
});

describe("the export on S3 storage", () => {
  it("uploads the file to the bucket and the link streams it back", async () => {
    const s3 = await startS3Server();
    const storage = createStorage(loadConfig(s3.env));
    try {
      const started = await t.db
        .insert(connectionExports)
        .values({
          partner_id: uni.partner.id,
          user_id: uni.user.id,
          filters: { country_ids: [us] },
          columns: [{ key: "email", header: "Email" }],
          expected_rows: 19,
        })
        .returning({ id: connectionExports.id });
      const id = started[0]?.id ?? 0;
      const job = createConnectionExportJob({ ...t.app.ctx, storage }, { batchSize: 7 });
      expect(await job.run(id)).toBe("mailed");
      const row = await exportRow(id);
      expect(await s3.keys()).toEqual([row.file_key]);
      const file = await storage.stream(row.file_key ?? "");
      let text = "";
      for await (const chunk of file?.body ?? []) text += chunk.toString();
      const records = parse(text, { columns: true, bom: true }) as Record<string, string>[];
      expect(row.rows_written).toBe(19);
      expect(records).toHaveLength(19);
      expect(records.every((r) => r.Email?.endsWith("@example.test"))).toBe(true);
    } finally {
      storage.close();
      await s3.close();
    }
  });
});
