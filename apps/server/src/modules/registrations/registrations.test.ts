import { MESSAGES } from "@quad/contract/rules/messages";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { startSmtpSink } from "../../test/smtp-sink.ts";
import { partners } from "../partners/partners.table.ts";
import { countries } from "../reference/reference.table.ts";

let t: TestApp;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let usId: number;
const API = "/api/v1/partners";

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({ env: { SMTP_URL: sink.url, CONTACT_EMAIL: "ops@quad.test" } });
  const [us] = await t.db.select({ id: countries.id }).from(countries).where(eq(countries.code, "US"));
  usId = us?.id as number;
});
afterAll(async () => {
  await t.close();
  await sink.close();
});

function multipart(fields: Record<string, string>) {
  const boundary = "----quadtest";
  const body = `${Object.entries(fields)
    .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
    .join("")}--${boundary}--\r\n`;
  return { payload: body, headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}

const base = (over: Record<string, string> = {}) => ({
  institute_type: "School",
  institution_name: "Riverside Academy",
  country_id: String(usId),
  first_name: "Ada",
  last_name: "Lovelace",
  email: "ada@riverside.test",
  password: "secret-pass-1",
  password_confirmation: "secret-pass-1",
  ...over,
});

async function confirmationToken(email: string) {
  await t.app.ctx.mailer.flush();
  const m = sink.lastTo(email)?.match(/confirmation_token=([A-Za-z0-9_-]+)/);
  if (!m?.[1]) throw new Error("no confirmation mail");
  return m[1];
}

describe("registration journey", () => {
  it("registers a school (multipart), validates the email, waits for approval, then signs in", async () => {
    const res = await t.app.inject({ method: "POST", url: `${API}/registrations`, ...multipart(base()) });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: MESSAGES.registrationReceived });

    const early = await t.app.inject({
      method: "POST",
      url: `${API}/sessions`,
      payload: { email: "ada@riverside.test", password: "secret-pass-1" },
    });
    expect(early.statusCode).toBe(403);
    expect(early.json().error_message).toBe(MESSAGES.emailNotConfirmed);

    const token = await confirmationToken("ada@riverside.test");
    const confirm = await t.app.inject({
      method: "GET",
      url: `${API}/registrations/email_confirmation?confirmation_token=${token}`,
    });
    expect(confirm.statusCode).toBe(200);
    expect(confirm.json()).toEqual({ partner_type: "School", message: MESSAGES.accountPendingApproval });
    await t.app.ctx.mailer.flush();
    expect(sink.lastTo("ops@quad.test")).toContain("Riverside Academy");

    const again = await t.app.inject({
      method: "GET",
      url: `${API}/registrations/email_confirmation?confirmation_token=${token}`,
    });
    expect(again.statusCode).toBe(422);

    const waiting = await t.app.inject({
      method: "POST",
      url: `${API}/sessions`,
      payload: { email: "ada@riverside.test", password: "secret-pass-1" },
    });
    expect(waiting.json().error_message).toBe(MESSAGES.accountPendingApproval);

    await t.db.update(partners).set({ status: "active" }).where(eq(partners.name, "Riverside Academy"));
    const ok = await t.app.inject({
      method: "POST",
      url: `${API}/sessions`,
      payload: { email: "ada@riverside.test", password: "secret-pass-1" },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({ institute_type: "School", is_admin: true });
  });

  it("refuses an institution already registered, with the spec's field message", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: `${API}/registrations`,
      ...multipart(base({ email: "other@riverside.test", institution_name: "riverside academy" })),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ institution_name: MESSAGES.schoolAlreadyRegistered });
  });

  it("answers a taken email as any other, registers nothing and tells the owner by mail", async () => {
    const before = sink.mails.length;
    const taken = await t.app.inject({
      method: "POST",
      url: `${API}/registrations`,
      payload: base({ institution_name: "Another School", email: "ADA@riverside.test" }),
    });
    const fresh = await t.app.inject({
      method: "POST",
      url: `${API}/registrations`,
      payload: base({ institution_name: "Third School", email: "grace@third.test" }),
    });
    expect(taken.statusCode).toBe(201);
    expect(fresh.statusCode).toBe(201);
    expect(taken.json()).toEqual(fresh.json());
    const another = await t.db.select().from(partners).where(eq(partners.name, "Another School"));
    expect(another).toEqual([]);
    await t.app.ctx.mailer.flush();
    const mails = sink.mails.slice(before);
    expect(mails.map((m) => m.to)).toEqual([["ada@riverside.test"], ["grace@third.test"]]);
    expect(sink.lastTo("ada@riverside.test")).toContain("You already have a Quad account");
    expect(sink.lastTo("ada@riverside.test")).not.toContain("confirmation_token");
  });

  it("reports every bad field", async () => {
    const bad = await t.app.inject({
      method: "POST",
      url: `${API}/registrations`,
      ...multipart({
        institute_type: "School",
        email: "x",
        password: "short",
        password_confirmation: "nope",
        website: "ftp://x",
      }),
    });
    expect(bad.statusCode).toBe(422);
    const errors = bad.json().errors;
    expect(errors.email).toBe(MESSAGES.invalidEmail);
    expect(errors.password).toBe(MESSAGES.passwordTooShort);
    expect(errors.first_name).toBe(MESSAGES.required);
    expect(errors.country_id).toBeDefined();
  });

  it("refuses a country or state that does not exist on its field, and stores nothing (was a 500: foreign key)", async () => {
    const country = await t.app.inject({
      method: "POST",
      url: `${API}/registrations`,
      ...multipart(base({ email: "nowhere@riverside.test", institution_name: "Nowhere School", country_id: "999999" })),
    });
    expect(country.statusCode, country.body).toBe(422);
    expect(country.json().errors).toEqual({ country_id: MESSAGES.invalidChoice });
    const state = await t.app.inject({
      method: "POST",
      url: `${API}/registrations`,
      payload: base({
        email: "nowhere@riverside.test",
        institution_name: "Nowhere School",
        country_id: "2147483647",
        state_id: "2147483647",
      }),
    });
    // Both at once: the service checks every reference (the database would only name the first it meets).
    expect(state.statusCode, state.body).toBe(422);
    expect(state.json().errors).toEqual({ country_id: MESSAGES.invalidChoice, state_id: MESSAGES.invalidChoice });
    const stored = await t.db.select({ id: partners.id }).from(partners).where(eq(partners.name, "Nowhere School"));
    expect(stored).toEqual([]);
  });

  it("searches institutions and claims an unregistered directory university once", async () => {
    const dir = await t.createPartner({
      institute_type: "University",
      name: "Harbor State University",
      registered_at: null,
    });
    const search = await t.app.inject({
      method: "GET",
      url: `${API}/registrations/search?institute_type=University&search_text=harbor`,
    });
    expect(search.statusCode).toBe(200);
    expect(search.json().institutions).toEqual([
      expect.objectContaining({ id: dir.id, name: "Harbor State University", is_registered: false }),
    ]);
    const claim = await t.app.inject({
      method: "POST",
      url: `${API}/registrations`,
      payload: base({
        institute_type: "University",
        partner_id: String(dir.id),
        institution_name: "",
        email: "dean@harbor.test",
      }),
    });
    expect(claim.statusCode).toBe(201);
    const second = await t.app.inject({
      method: "POST",
      url: `${API}/registrations`,
      payload: base({
        institute_type: "University",
        partner_id: String(dir.id),
        institution_name: "",
        email: "dean2@harbor.test",
      }),
    });
    expect(second.statusCode).toBe(422);
    expect(second.json().errors).toEqual({ institution_name: MESSAGES.universityAlreadyRegistered });
    const after = await t.app.inject({
      method: "GET",
      url: `${API}/registrations/search?institute_type=University&search_text=harbor`,
    });
    expect(after.json().institutions[0].is_registered).toBe(true);
  });

  it("validates the search query", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: `${API}/registrations/search?institute_type=Nope&search_text=a`,
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(["institute_type", "search_text"]);
  });
});
