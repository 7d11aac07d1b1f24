import { MESSAGES } from "@quad/contract/rules/messages";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.ts";

/**
 * Issue 22 §3: guest registration told a school user's address from a guest's. A school user's webinar
 * account (made when they first use the webinar area, without a password of its own) now reads as any
 * guest account on every route of the webinar area (decision 060).
 */
let t: TestApp;
const WEBINARS = "/api/v1/webinars";

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const register = (email: string) =>
  t.app.inject({
    method: "POST",
    url: `${WEBINARS}/registrations`,
    payload: { first_name: "Eve", last_name: "Probe", role: "student", email, password: "a-good-password" },
  });
const signIn = (email: string) =>
  t.app.inject({ method: "POST", url: `${WEBINARS}/sessions`, payload: { email, password: "a-guessed-password" } });

describe("a school user's address in the webinar area", () => {
  it("answers registration and sign-in exactly as a guest's address does", async () => {
    const school = await t.createSignedIn("School");
    const me = await t.injectAs(school.token, { method: "GET", url: `${WEBINARS}/users/me` });
    expect(me.statusCode).toBe(200);
    const guestEmail = "real.guest@family.test";
    expect((await register(guestEmail)).statusCode).toBe(201);

    const [schoolTaken, guestTaken] = [await register(school.user.email), await register(guestEmail)];
    expect(schoolTaken.statusCode).toBe(422);
    expect(schoolTaken.json()).toEqual({ errors: { email: MESSAGES.guestEmailTaken } });
    expect(schoolTaken.body).toBe(guestTaken.body);

    const [schoolSignIn, guestSignIn] = [await signIn(school.user.email), await signIn(guestEmail)];
    expect(schoolSignIn.statusCode).toBe(401);
    expect(schoolSignIn.body).toBe(guestSignIn.body);
    expect(schoolSignIn.json()).toEqual({ error: MESSAGES.invalidCredentials });

    // The spec's 404 for an address without any account stays.
    expect((await signIn("nobody@family.test")).statusCode).toBe(404);
  });
});
