import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { createGuest, createSession } from "../../test/webinars.ts";
import { activities, people, webinarCategories } from "../webinars/webinars.table.ts";

const API = "/api/v1/partners";
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe("remembered look-ups follow what they show", () => {
  it("a webinar category renamed shows its new name in the look-up at once", async () => {
    const uni = await t.createSignedIn("University");
    const [wc] = await t.db.insert(webinarCategories).values({ name: "Sciences (versions test)" }).returning();
    if (!wc) throw new Error("no category");
    const session = await createSession(t.db, uni.partner.id, { title: "Physics evening", category_id: wc.id });
    const [person] = await t.db.insert(people).values({ email: "sciences@example.test" }).returning();
    if (!person) throw new Error("no person");
    await createGuest(t.db, { email: person.email, person_id: person.id });
    await t.db
      .insert(activities)
      .values({ partner_id: uni.partner.id, person_id: person.id, kind: "registered", webinar_id: session.id });

    const labels = async () => {
      const res = await t.injectAs(uni.token, { method: "GET", url: `${API}/connections/webinar_category` });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().options as { label: string }[]).map((o) => o.label);
    };
    expect(await labels()).toEqual(["Sciences (versions test)"]);
    await t.db.update(webinarCategories).set({ name: "Natural sciences" }).where(eq(webinarCategories.id, wc.id));
    expect(await labels()).toEqual(["Natural sciences"]);
  });
});
