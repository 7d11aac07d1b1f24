import { MESSAGES } from "@quad/contract/rules/messages";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { multipartBody, PDF_SMALL, PNG_1PX } from "../../test/files.ts";

let t: TestApp;
const API = "/api/v1/partners";
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const base = (countryId: number) => ({ name: "Northbridge University", country_id: String(countryId) });

describe("institution details", () => {
  it("reads and updates a university's profile with files, lists and scores", async () => {
    const { partner, token } = await t.createSignedIn("University");
    const res = await t.injectAs(token, {
      method: "PUT",
      url: `${API}/universities/${partner.id}`,
      ...multipartBody(
        {
          ...base(partner.country_id as number),
          description: "A research university by the sea.",
          website: "https://northbridge.example",
          "top_majors[]": "Economics",
          avg_sat: "1350",
          avg_gpa: "3.8",
          avg_ielts: "7.5",
          testimonials: JSON.stringify([{ author: "Mia, class of 2024", text: "Loved it." }]),
        },
        [
          { field: "logo", filename: "logo.png", type: "image/png", data: PNG_1PX },
          { field: "brochure", filename: "brochure.pdf", type: "application/pdf", data: PDF_SMALL },
          { field: "images[]", filename: "campus.png", type: "image/png", data: PNG_1PX },
        ],
      ),
    });
    expect(res.statusCode).toBe(200);
    const p = res.json().partner;
    expect(p).toMatchObject({
      name: "Northbridge University",
      description: "A research university by the sea.",
      top_majors: ["Economics"],
      avg_sat: 1350,
      avg_gpa: 3.8,
      avg_ielts: 7.5,
      testimonials: [{ author: "Mia, class of 2024", text: "Loved it." }],
      country: "United States",
    });
    expect(p.logo.url).toContain("/api/v1/partners/files/");
    expect(p.brochure.name).toMatch(/\.pdf$/);
    expect(p.images).toHaveLength(1);
    const get = await t.injectAs(token, { method: "GET", url: `${API}/universities/${partner.id}` });
    expect(get.json().partner.images[0].name).toBe(p.images[0].name);
  });

  it("answers field -> list of messages for every broken rule", async () => {
    const { partner, token } = await t.createSignedIn("University");
    const res = await t.injectAs(token, {
      method: "PUT",
      url: `${API}/universities/${partner.id}`,
      payload: {
        name: "",
        country_id: partner.country_id,
        description: "x".repeat(251),
        website: "northbridge.example",
        avg_sat: 1700,
        avg_act: "12.5",
        video_links: ["ftp://video"],
      },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      name: [MESSAGES.required],
      description: ["must be at most 250 characters"],
      website: [MESSAGES.invalidUrl],
      avg_sat: [MESSAGES.range(400, 1600)],
      avg_act: [MESSAGES.notInteger],
      video_links: [MESSAGES.invalidUrl],
    });
  });

  it("refuses an unpaired surrogate inside testimonials sent as a form's JSON text (was a 500: jsonb refuses it)", async () => {
    const { partner, token } = await t.createSignedIn("University");
    const res = await t.injectAs(token, {
      method: "PUT",
      url: `${API}/universities/${partner.id}`,
      ...multipartBody({
        ...base(partner.country_id as number),
        testimonials: '[{"author":"Mia","text":"Loved \\ud800 it."}]',
      }),
    });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors.testimonials).toEqual([MESSAGES.brokenText]);
  });

  it("refuses a brochure over 20 MB, a logo that is not an image, and a fourth image", async () => {
    const { partner, token } = await t.createSignedIn("University");
    const big = Buffer.concat([PDF_SMALL, Buffer.alloc(20 * 1024 * 1024)]);
    const res = await t.injectAs(token, {
      method: "PUT",
      url: `${API}/universities/${partner.id}`,
      ...multipartBody(base(partner.country_id as number), [
        { field: "brochure", filename: "b.pdf", type: "application/pdf", data: big },
        { field: "logo", filename: "logo.png", type: "image/png", data: PDF_SMALL },
      ]),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      brochure: [MESSAGES.fileTooLarge(20)],
      logo: [MESSAGES.fileType("jpg, jpeg, png")],
    });
    const four = await t.injectAs(token, {
      method: "PUT",
      url: `${API}/universities/${partner.id}`,
      ...multipartBody(
        base(partner.country_id as number),
        [1, 2, 3, 4].map((i) => ({ field: "images[]", filename: `${i}.png`, type: "image/png", data: PNG_1PX })),
      ),
    });
    expect(four.statusCode).toBe(422);
    expect(four.json().errors).toEqual({ images: ["at most 3 images"] });
  }, 60_000);

  it("keeps school fields for schools, with their rules", async () => {
    const { partner, token } = await t.createSignedIn("School");
    const ok = await t.injectAs(token, {
      method: "PUT",
      url: `${API}/schools/${partner.id}`,
      payload: {
        name: "Lakeside School",
        country_id: partner.country_id,
        school_type: "private_partner",
        ceeb_code: "123456",
        instructions: "Sign in at reception.",
      },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().partner).toMatchObject({
      school_type: "private_partner",
      ceeb_code: "123456",
      instructions: "Sign in at reception.",
    });
    const bad = await t.injectAs(token, {
      method: "PUT",
      url: `${API}/schools/${partner.id}`,
      payload: { name: "Lakeside School", country_id: partner.country_id, school_type: "charter", ceeb_code: "12" },
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(["ceeb_code", "school_type"]);
  });

  it("refuses a country, state or school size that does not exist on its field (was a 500: foreign key)", async () => {
    const uni = await t.createSignedIn("University");
    const missing = 2_147_483_647;
    const country = await t.injectAs(uni.token, {
      method: "PUT",
      url: `${API}/universities/${uni.partner.id}`,
      payload: { name: "Northbridge University", country_id: 999_999, state_id: missing },
    });
    expect(country.statusCode, country.body).toBe(422);
    expect(country.json().errors).toEqual({ country_id: [MESSAGES.invalidChoice], state_id: [MESSAGES.invalidChoice] });
    const school = await t.createSignedIn("School");
    const size = await t.injectAs(school.token, {
      method: "PUT",
      url: `${API}/schools/${school.partner.id}`,
      ...multipartBody({
        ...base(school.partner.country_id as number),
        state_id: String(missing),
        school_size_id: String(missing),
      }),
    });
    expect(size.statusCode, size.body).toBe(422);
    expect(size.json().errors).toEqual({
      state_id: [MESSAGES.invalidChoice],
      school_size_id: [MESSAGES.invalidChoice],
    });
  });

  it("refuses a state of another country", async () => {
    const uni = await t.createSignedIn("University");
    const states = await t.app.inject({ url: `${API}/misc/states?country_id=${uni.partner.country_id}` });
    const [state] = states.json().states ?? states.json();
    const countries = (await t.app.inject({ url: `${API}/misc/countries` })).json();
    const other = (countries.countries ?? countries).find((c: { id: number }) => c.id !== uni.partner.country_id);
    const res = await t.injectAs(uni.token, {
      method: "PUT",
      url: `${API}/universities/${uni.partner.id}`,
      payload: { name: "Northbridge University", country_id: other.id, state_id: state.id },
    });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors).toEqual({ state_id: [MESSAGES.invalidChoice] });
    const same = await t.injectAs(uni.token, {
      method: "PUT",
      url: `${API}/universities/${uni.partner.id}`,
      payload: { name: "Northbridge University", country_id: uni.partner.country_id, state_id: state.id },
    });
    expect(same.statusCode, same.body).toBe(200);
  });

  it("is reachable only for the own institution, through its own segment, and updated only by admins", async () => {
    const uni = await t.createSignedIn("University");
    const other = await t.createSignedIn("University");
    const cross = await t.injectAs(uni.token, { method: "GET", url: `${API}/universities/${other.partner.id}` });
    expect(cross.statusCode).toBe(404);
    const crossPut = await t.injectAs(uni.token, {
      method: "PUT",
      url: `${API}/universities/${other.partner.id}`,
      payload: base(1),
    });
    expect(crossPut.statusCode).toBe(404);
    const wrongSegment = await t.injectAs(uni.token, { method: "GET", url: `${API}/schools/${uni.partner.id}` });
    expect(wrongSegment.statusCode).toBe(404);
    const member = await t.createUser({ partner_id: uni.partner.id, role: "member" });
    const memberToken = await t.signIn(member.email);
    const read = await t.injectAs(memberToken, { method: "GET", url: `${API}/universities/${uni.partner.id}` });
    expect(read.statusCode).toBe(200);
    const write = await t.injectAs(memberToken, {
      method: "PUT",
      url: `${API}/universities/${uni.partner.id}`,
      payload: base(1),
    });
    expect(write.statusCode).toBe(403);
  });
});
