import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { createProgram } from "../../test/application-fixtures.ts";
import { signUpGuest } from "../../test/webinars.ts";
import { countries } from "../reference/reference.table.ts";
import { RELEASE_QUEUE } from "./decision-release.service.ts";

const API = "/api/v1/partners";
const GUESTS = "/api/v1/webinars";
let t: TestApp;

// The release as the running product does it: the route queues the job and a worker of this app tells the student.
beforeAll(async () => {
  t = await createTestApp({ env: { JOBS_WORKERS: "true" } });
});
afterAll(async () => t?.close());

describe("decision release by the job's worker", () => {
  it("tells the student once the worker has run the queued release", async () => {
    const uni = await t.createSignedIn("University");
    const [us] = await t.db.select({ id: countries.id }).from(countries).where(eq(countries.code, "US"));
    const programId = (await createProgram(t.db, uni.partner.id, { name: "Chemistry" })).program.id;
    const guest = await signUpGuest(t.app, us?.id as number);
    const applied = await t.app.inject({
      method: "POST",
      url: `${GUESTS}/programs/${programId}/apply`,
      headers: { authentication_token: guest.token },
      payload: {},
    });
    expect(applied.statusCode, applied.body).toBe(201);
    const id = applied.json().application.id as number;
    for (const payload of [{ status: "in_review" }, { result: "admitted" }]) {
      const put = await t.injectAs(uni.token, { method: "PUT", url: `${API}/student_applications/${id}`, payload });
      expect(put.statusCode, put.body).toBe(200);
    }
    const mine = async () =>
      (
        await t.app.inject({
          method: "GET",
          url: `${GUESTS}/my-applications`,
          headers: { authentication_token: guest.token },
        })
      ).json().applications[0] as { status: string; result: string | null };
    expect(await mine()).toMatchObject({ status: "in_review", result: null });
    const answer = await t.injectAs(uni.token, {
      method: "POST",
      url: `${API}/student_applications/release_decisions`,
      payload: { ids: [id] },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    await t.drainJobs(RELEASE_QUEUE);
    expect(await mine()).toMatchObject({ result: "admitted" });
  });
});
