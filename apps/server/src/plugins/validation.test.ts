import { ID_MAX } from "@quad/contract/rules/input-limits";
import { MESSAGES } from "@quad/contract/rules/messages";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/app.ts";
import { multipartBody } from "../test/files.ts";
import { BODY_MESSAGES } from "./errors.ts";

/**
 * The inputs that answered 500 when the API was tried from outside (issue 8 §1), each now a clear 422
 * or 415: ids beyond PostgreSQL's integer or written as 1e3 / 0x10, NUL characters in text, an id
 * refused on a route whose 422 has another shape, bodies nobody can read. The OpenAPI fuzz
 * (test/api-document) tries the same kinds on every operation; these name the cases found.
 */

const API = "/api/v1/partners";
const RANGE = MESSAGES.range(1, ID_MAX);
let t: TestApp;
let uni: Awaited<ReturnType<TestApp["createSignedIn"]>>;
let school: Awaited<ReturnType<TestApp["createSignedIn"]>>;

beforeAll(async () => {
  t = await createTestApp();
  uni = await t.createSignedIn("University");
  school = await t.createSignedIn("School");
});
afterAll(() => t.close());

describe("ids", () => {
  it("refuses ids beyond PostgreSQL's integer in paths, queries and bodies, with or without a token", async () => {
    const cases = [
      { as: uni.token, method: "GET", url: `${API}/users/2147483648`, field: "id" },
      { as: null, method: "GET", url: `${API}/misc/cities?state_id=2147483648`, field: "state_id" },
      {
        as: null,
        method: "GET",
        url: `${API}/public/schools/2147483648/availability?start_date=2027-01-04&end_date=2027-01-10`,
        field: "id",
      },
      {
        as: uni.token,
        method: "POST",
        url: `${API}/teams/team_bulk_operation`,
        field: "member_ids.0",
        payload: { operation: "activate", member_ids: [2147483648] },
      },
    ] as const;
    for (const c of cases) {
      const res = await t.app.inject({
        method: c.method,
        url: c.url,
        headers: c.as ? { authentication_token: c.as } : {},
        ...("payload" in c ? { payload: c.payload } : {}),
      });
      expect(res.statusCode, c.url).toBe(422);
      expect(res.json(), c.url).toEqual({ errors: { [c.field]: RANGE } });
    }
  });

  it("refuses a registration's country_id beyond integer (no token)", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: `${API}/registrations`,
      payload: { institute_type: "School", country_id: 2147483648, institution_name: "Odd School" },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.country_id).toBe(RANGE);
  });

  it("does not read 1e3, 0x10, 1.5 or a padded id as a number", async () => {
    for (const id of ["1e3", "0x10", "1.5", "%207"]) {
      const res = await t.injectAs(uni.token, { method: "GET", url: `${API}/users/${id}` });
      expect(res.statusCode, id).toBe(422);
      expect(res.json(), id).toEqual({ errors: { id: MESSAGES.notInteger } });
    }
    const own = await t.injectAs(uni.token, { method: "GET", url: `${API}/users/${uni.user.id}` });
    expect(own.statusCode).toBe(200);
  });

  it("refuses a request without a token for its token before looking at its input", async () => {
    const res = await t.app.inject({ method: "GET", url: `${API}/users/2147483648` });
    expect(res.statusCode).toBe(401);
    const member = await t.createUser({ partner_id: uni.partner.id, role: "member" });
    const asMember = await t.injectAs(await t.signIn(member.email), {
      method: "PUT",
      url: `${API}/universities/abc`,
      payload: {},
    });
    expect(asMember.statusCode).toBe(403);
  });

  it("answers a refused id on the institution update with that route's list-shaped 422, not a 500", async () => {
    for (const id of ["-1", "0", "abc", "1.5"]) {
      const res = await t.injectAs(uni.token, { method: "PUT", url: `${API}/universities/${id}`, payload: {} });
      expect(res.statusCode, id).toBe(422);
      expect(Object.values(res.json().errors).every(Array.isArray), res.body).toBe(true);
      expect(res.json().errors.id, id).toHaveLength(1);
    }
  });
});

describe("control characters in text", () => {
  it("refuses NUL in search filters and writes with a field message, and keeps nothing", async () => {
    const cases = [
      { as: uni.token, method: "POST", url: `${API}/teams`, payload: { search_text: "a\u0000" }, field: "search_text" },
      { as: uni.token, method: "POST", url: `${API}/events`, payload: { search_text: "\u0000" }, field: "search_text" },
      {
        as: uni.token,
        method: "POST",
        url: `${API}/users/${uni.user.id}/notifications`,
        payload: { search_text: "x\u0000" },
        field: "search_text",
      },
      {
        as: uni.token,
        method: "POST",
        url: `${API}/universities/${uni.partner.id}/schools_list`,
        payload: { search_text: "\u0000" },
        field: "search_text",
      },
      {
        as: school.token,
        method: "PUT",
        url: `${API}/message_settings`,
        payload: { instructions: "Gate\u0000B" },
        field: "instructions",
      },
      {
        as: school.token,
        method: "POST",
        url: `${API}/event_location`,
        payload: { location: "Hall\u0000" },
        field: "location",
      },
      {
        as: uni.token,
        method: "POST",
        url: `${API}/users/${uni.user.id}/contact_uem`,
        payload: { request_type: "support", comments: "help\u0000" },
        field: "comments",
      },
    ] as const;
    for (const c of cases) {
      const res = await t.injectAs(c.as, { method: c.method, url: c.url, payload: c.payload });
      expect(res.statusCode, c.url).toBe(422);
      expect(res.json().errors[c.field], c.url).toBe(MESSAGES.controlCharacters);
    }
    const settings = await t.injectAs(school.token, { method: "GET", url: `${API}/availability_settings` });
    expect(settings.body).not.toContain("Gate");
  });

  it("refuses other control characters but keeps tabs and line breaks", async () => {
    const bell = await t.injectAs(school.token, {
      method: "PUT",
      url: `${API}/message_settings`,
      payload: { instructions: "ring\u0007" },
    });
    expect(bell.statusCode).toBe(422);
    const text = "Gate B\r\n\tSign in at the front desk";
    const ok = await t.injectAs(school.token, {
      method: "PUT",
      url: `${API}/message_settings`,
      payload: { instructions: text },
    });
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it("refuses NUL in a multipart form field (institution details, feedback)", async () => {
    const form = multipartBody({ name: "Odd\u0000University", country_id: "1" });
    const res = await t.injectAs(uni.token, { method: "PUT", url: `${API}/universities/${uni.partner.id}`, ...form });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.name).toEqual([MESSAGES.controlCharacters]);
    const feedback = multipartBody({ rating: "4", comment: "fine\u0000" });
    const rated = await t.injectAs(uni.token, { method: "POST", url: `${API}/events/1/create_feedback`, ...feedback });
    expect(rated.statusCode).toBe(422);
    expect(rated.json().errors.comment).toBe(MESSAGES.controlCharacters);
  });
});

describe("bodies nobody can read", () => {
  it("answers 415 to a text/plain body, where a TypeError used to escape", async () => {
    const res = await t.injectAs(uni.token, {
      method: "PUT",
      url: `${API}/users/${uni.user.id}/notifications/mark_read`,
      headers: { "content-type": "text/plain" },
      payload: "notifications[read_all]=true",
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ error: BODY_MESSAGES.unsupportedType });
  });

  it("answers 422 to broken JSON, a JSON array where fields belong, broken multipart and deep nesting", async () => {
    const url = `${API}/users/${uni.user.id}/notifications/mark_read`;
    const cases = [
      { type: "application/json", payload: '{"notifications": ' },
      { type: "application/json", payload: "[1, 2]" },
      { type: "multipart/form-data", payload: "--x\r\n\r\n" },
      { type: "multipart/form-data; boundary=q", payload: '--q\r\nContent-Disposition: form-data; name="a"\r\n\r\nb' },
      { type: "application/json", payload: `${"[".repeat(10_000)}${"]".repeat(10_000)}` },
    ];
    for (const c of cases) {
      const res = await t.injectAs(uni.token, {
        method: "PUT",
        url,
        headers: { "content-type": c.type },
        payload: c.payload,
      });
      expect(res.statusCode, c.payload.slice(0, 20)).toBe(422);
      expect(Object.keys(res.json().errors).length).toBeGreaterThan(0);
    }
    const deep = await t.injectAs(uni.token, {
      method: "POST",
      url: `${API}/teams`,
      headers: { "content-type": "application/json" },
      payload: `{"search_text": ${"[".repeat(10_000)}${"]".repeat(10_000)}}`,
    });
    expect(deep.statusCode).toBe(422);
    expect(Object.values(deep.json().errors)).toEqual([MESSAGES.nestedTooDeep]);
  });
});
