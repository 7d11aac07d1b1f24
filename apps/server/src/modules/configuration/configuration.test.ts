import { MAPPING_HEADER_MAX } from "@quad/contract/rules/configuration";
import { EXPORT_COLUMNS } from "@quad/contract/rules/connections";
import { MESSAGES } from "@quad/contract/rules/messages";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { connectionExports, connections, crmIntegrations, leadCategories } from "../connections/connections.table.ts";
import { people } from "../webinars/webinars.table.ts";

let t: TestApp;
const API = "/api/v1/partners";
const clock = new Date("2026-11-23T12:00:00Z").getTime();

beforeAll(async () => {
  t = await createTestApp({ now: () => new Date(clock) });
});
afterAll(async () => t.close());

const get = (token: string, url: string) => t.injectAs(token, { method: "GET", url: `${API}/${url}` });
const send = (token: string, method: "POST" | "PUT", url: string, payload?: object) =>
  t.injectAs(token, { method, url: `${API}/${url}`, ...(payload ? { payload } : {}) });

async function university() {
  const admin = await t.createSignedIn("University");
  const memberUser = await t.createUser({ partner_id: admin.partner.id, role: "member" });
  return { ...admin, member: await t.signIn(memberUser.email), memberUser };
}

describe("access", () => {
  it("refuses schools, and refuses an application client the CRM only", async () => {
    const school = await t.createSignedIn("School");
    for (const url of ["configuration_files", "partner_mappings/mapped_columns", "connections/lead_categories"]) {
      const res = await get(school.token, url);
      expect(res.statusCode, url).toBe(403);
      expect(res.json()).toEqual({ error_message: MESSAGES.forbidden });
    }
    const client = await t.createSignedIn("ApplicationClient");
    expect((await get(client.token, "partner_mappings/configuration_mappings")).statusCode).toBe(200);
    expect((await get(client.token, "connections/leads_params")).statusCode).toBe(200);
    const crmRes = await get(client.token, `universities/${client.partner.id}/crm_list`);
    expect(crmRes.statusCode).toBe(403);
  });

  it("lets members read and refuses their writes with 403, changing nothing", async () => {
    const u = await university();
    expect((await get(u.member, "partner_mappings/configuration_mappings")).statusCode).toBe(200);
    expect((await get(u.member, "connections/lead_categories")).statusCode).toBe(200);
    expect((await get(u.member, `universities/${u.partner.id}/selected_crm`)).statusCode).toBe(200);
    const writes: [method: "POST" | "PUT", url: string, body: object | undefined][] = [
      [
        "PUT",
        "partner_mappings/update_configuration_mappings",
        { partner_mapping: { mapping_columns: [{ key: "email", header: "E-mail" }] } },
      ],
      ["POST", "connections/lead_categories", { lead_category: { name: "Hot" } }],
      ["POST", `universities/${u.partner.id}/add_crm_name`, { crm_integration: { crm_name: "Slate" } }],
      [
        "POST",
        `universities/${u.partner.id}/add_crm_integration`,
        {
          crm_integration: {
            crm_name: "Slate",
            endpoint_url: "https://crm.example.test/api",
            username: "quad",
            secret: "s3cret",
          },
        },
      ],
      ["POST", `universities/${u.partner.id}/test_slate_connection`, undefined],
    ];
    for (const [method, url, body] of writes) {
      const res = await send(u.member, method, url, body);
      expect(res.statusCode, url).toBe(403);
      expect(res.json()).toEqual({ error_message: MESSAGES.adminOnly });
    }
    expect((await get(u.token, "partner_mappings/mapped_columns")).json().is_default).toBe(true);
    expect((await get(u.token, "connections/lead_categories")).json().lead_categories).toEqual([]);
    expect((await get(u.token, `universities/${u.partner.id}/selected_crm`)).json().crm_integration).toBeNull();
  });

  it("answers 404 for another university's id on every CRM route", async () => {
    const u = await university();
    const other = await university();
    const id = other.partner.id;
    for (const url of [`universities/${id}/crm_list`, `universities/${id}/selected_crm`]) {
      const res = await get(u.token, url);
      expect(res.statusCode, url).toBe(404);
    }
    const res = await send(u.token, "POST", `universities/${id}/add_crm_name`, {
      crm_integration: { crm_name: "Slate" },
    });
    expect(res.statusCode).toBe(404);
    const [row] = await t.db.select().from(crmIntegrations).where(eq(crmIntegrations.partner_id, id));
    expect(row).toBeUndefined();
  });
});

describe("download format", () => {
  it("offers every export column and answers the default format until one is saved", async () => {
    const u = await university();
    const res = await get(u.member, "partner_mappings/configuration_mappings");
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.attributes.map((a: { key: string }) => a.key)).toEqual(EXPORT_COLUMNS.map((c) => c.key));
    expect(body.mapping_columns).toEqual(body.attributes);
    expect(body).toMatchObject({ is_default: true, updated_at: null });
    const mapped = (await get(u.member, "partner_mappings/mapped_columns")).json();
    expect(mapped.mapping_columns).toHaveLength(EXPORT_COLUMNS.length);
    expect(mapped.is_default).toBe(true);
  });

  it("saves columns in order under their headers (trimmed) and the mapped columns follow", async () => {
    const u = await university();
    const columns = [
      { key: "email", header: "  E-mail address " },
      { key: "first_name", header: "Given name" },
      { key: "graduation_year", header: "Class of" },
    ];
    const res = await send(u.token, "PUT", "partner_mappings/update_configuration_mappings", {
      partner_mapping: { mapping_columns: columns },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      is_default: false,
      updated_at: "2026-11-23T12:00:00.000Z",
      mapping_columns: [
        { key: "email", header: "E-mail address" },
        { key: "first_name", header: "Given name" },
        { key: "graduation_year", header: "Class of" },
      ],
    });
    const mapped = (await get(u.member, "partner_mappings/mapped_columns")).json();
    expect(mapped).toEqual({ is_default: false, mapping_columns: res.json().mapping_columns });
    // Another institution keeps the default.
    const other = await university();
    expect((await get(other.token, "partner_mappings/mapped_columns")).json().is_default).toBe(true);
  });

  it("stores the default format saved as such as the default (is_default again)", async () => {
    const u = await university();
    const put = (mapping_columns: object[]) =>
      send(u.token, "PUT", "partner_mappings/update_configuration_mappings", { partner_mapping: { mapping_columns } });
    expect((await put([{ key: "email", header: "Email" }])).json().is_default).toBe(false);
    const back = await put(EXPORT_COLUMNS.map((c) => ({ key: c.key, header: c.header })));
    expect(back.json()).toMatchObject({ is_default: true, updated_at: null });
    expect((await get(u.member, "partner_mappings/mapped_columns")).json().is_default).toBe(true);
  });

  it.each([
    ["no column", [], "partner_mapping.mapping_columns", MESSAGES.mappingColumnsRequired],
    [
      "an unknown key",
      [{ key: "password_hash", header: "Secret" }],
      "partner_mapping.mapping_columns.0.key",
      "is not a column of the connections download",
    ],
    [
      "a key twice",
      [
        { key: "email", header: "Email" },
        { key: "email", header: "Email again" },
      ],
      "partner_mapping.mapping_columns.1.key",
      "is chosen more than once",
    ],
    ["an empty header", [{ key: "email", header: "   " }], "partner_mapping.mapping_columns.0.header", "is required"],
    [
      "a long header",
      [{ key: "email", header: "x".repeat(MAPPING_HEADER_MAX + 1) }],
      "partner_mapping.mapping_columns.0.header",
      `must be at most ${MAPPING_HEADER_MAX} characters`,
    ],
    [
      "a control character",
      [{ key: "email", header: "E\u0007mail" }],
      "partner_mapping.mapping_columns.0.header",
      MESSAGES.controlCharacters,
    ],
  ])("refuses %s with 422 on the field", async (_name, columns, field, message) => {
    const u = await university();
    const res = await send(u.token, "PUT", "partner_mappings/update_configuration_mappings", {
      partner_mapping: { mapping_columns: columns },
    });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors[field]).toBe(message);
    expect((await get(u.token, "partner_mappings/mapped_columns")).json().is_default).toBe(true);
  });

  it("refuses a body without partner_mapping", async () => {
    const u = await university();
    const res = await send(u.token, "PUT", "partner_mappings/update_configuration_mappings", { mapping_columns: [] });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.partner_mapping).toBe(MESSAGES.required);
  });
});

describe("lead categories and parameters", () => {
  it("adds categories, lists them by name with their connection counts", async () => {
    const u = await university();
    const add = async (name: string) =>
      send(u.token, "POST", "connections/lead_categories", { lead_category: { name } });
    const warm = await add("  Warm lead ");
    expect(warm.statusCode, warm.body).toBe(201);
    expect(warm.json().lead_category).toMatchObject({ name: "Warm lead", connections_count: 0 });
    expect((await add("Athletes")).statusCode).toBe(201);
    // One connection placed in "Warm lead".
    const [person] = await t.db.insert(people).values({ email: "lead.one@example.test" }).returning();
    await t.db.insert(connections).values({
      partner_id: u.partner.id,
      person_id: person?.id as number,
      user_type: "student",
      source: "webinar",
      email: "lead.one@example.test",
      graduation_year: 2028,
      lead_category_id: warm.json().lead_category.id,
    });
    const list = (await get(u.member, "connections/lead_categories")).json().lead_categories;
    expect(list.map((c: { name: string; connections_count: number }) => [c.name, c.connections_count])).toEqual([
      ["Athletes", 0],
      ["Warm lead", 1],
    ]);
    const params = (await get(u.member, "connections/leads_params")).json().params_list;
    expect(params.map((p: { name: string }) => p.name)).toEqual([
      "user_type",
      "list_state",
      "source",
      "access_tier",
      "graduation_year",
    ]);
    expect(params.find((p: { name: string }) => p.name === "graduation_year")).toEqual({
      name: "graduation_year",
      values: ["2028"],
      dropdown_values: [{ value: "2028", label: "2028" }],
    });
    expect(params[0].values).toEqual(["student", "guardian", "counsellor"]);
  });

  it("refuses a duplicate name in any case with 422, but another institution may use it", async () => {
    const u = await university();
    expect(
      (await send(u.token, "POST", "connections/lead_categories", { lead_category: { name: "Hot" } })).statusCode,
    ).toBe(201);
    const dup = await send(u.token, "POST", "connections/lead_categories", { lead_category: { name: " HOT" } });
    expect(dup.statusCode).toBe(422);
    expect(dup.json()).toEqual({ errors: { "lead_category.name": MESSAGES.leadCategoryTaken } });
    const rows = await t.db.select().from(leadCategories).where(eq(leadCategories.partner_id, u.partner.id));
    expect(rows).toHaveLength(1);
    const other = await university();
    const theirs = await send(other.token, "POST", "connections/lead_categories", { lead_category: { name: "Hot" } });
    expect(theirs.statusCode).toBe(201);
    expect((await get(u.token, "connections/lead_categories")).json().lead_categories).toHaveLength(1);
  });

  it.each([
    ["", MESSAGES.required],
    ["x".repeat(61), "must be at most 60 characters"],
    ["Bell\u0007here", MESSAGES.controlCharacters],
  ])("refuses the name %j", async (name, message) => {
    const u = await university();
    const res = await send(u.token, "POST", "connections/lead_categories", { lead_category: { name } });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors["lead_category.name"]).toBe(message);
  });
});

describe("connection files", () => {
  it("lists finished downloads with their row counts: all for admins, their own for members", async () => {
    const u = await university();
    const at = (iso: string) => new Date(iso);
    const cols = [
      { key: "email", header: "Email" },
      { key: "first_name", header: "First name" },
    ];
    await t.db.insert(connectionExports).values([
      {
        partner_id: u.partner.id,
        user_id: u.user.id,
        status: "email_sent",
        rows_written: 120,
        columns: cols,
        requested_at: at("2026-11-20T10:00:00Z"),
        finished_at: at("2026-11-20T10:01:00Z"),
      },
      {
        partner_id: u.partner.id,
        user_id: u.memberUser.id,
        status: "email_sent",
        rows_written: 7,
        columns: cols,
        requested_at: at("2026-11-21T10:00:00Z"),
        finished_at: at("2026-11-21T10:00:05Z"),
      },
      { partner_id: u.partner.id, user_id: u.user.id, status: "preparing", requested_at: at("2026-11-22T10:00:00Z") },
      { partner_id: u.partner.id, user_id: u.user.id, status: "failed", requested_at: at("2026-11-22T11:00:00Z") },
    ]);
    const admin = (await get(u.token, "configuration_files")).json();
    expect(admin.total).toBe(2);
    expect(admin.files.map((f: { connections_count: number }) => f.connections_count)).toEqual([7, 120]);
    expect(admin.files[1]).toMatchObject({
      requested_by: `${u.user.first_name} ${u.user.last_name}`,
      columns_count: 2,
      finished_at: "2026-11-20T10:01:00.000Z",
    });
    expect(admin.files[1].name).toMatch(/^connections-2026-11-20-\d+\.csv$/);
    const member = (await get(u.member, "configuration_files")).json();
    expect(member).toMatchObject({ total: 1, files: [{ connections_count: 7 }] });
    const other = await university();
    expect((await get(other.token, "configuration_files")).json()).toEqual({ files: [], total: 0 });
  });
});
