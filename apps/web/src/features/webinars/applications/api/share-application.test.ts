import { afterEach, describe, expect, it, vi } from "vitest";
import { applyToProgram } from "./apply-to-program";
import { shareApplication } from "./share-application";

afterEach(() => {
  vi.unstubAllGlobals();
});

const application = {
  id: 7,
  program: { id: 3, name: "Marine Biology" },
  institution: { id: 2, name: "Meadowmont" },
  course: null,
  intake_round: null,
  start_date: null,
  status: "submitted",
  result: null,
  submitted_at: "2026-11-26T12:00:00.000Z",
  status_changed_at: "2026-11-26T12:00:00.000Z",
  school_share: { school: { id: 9, name: "Lakeside High" }, shared: false },
  documents: [],
  shared_documents: [],
  history: [],
};

function answer(status = 200) {
  const fetchMock = vi.fn(
    async () =>
      new Response(JSON.stringify({ application, message: "ok" }), {
        status,
        headers: { "Content-Type": "application/json" },
      }),
  );
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}
const call = (mock: ReturnType<typeof answer>) => mock.mock.calls[0] as unknown as [string, RequestInit];

describe("sharing an application with the school (decision 072)", () => {
  it("puts my-applications/{id}/school_share with the choice as JSON", async () => {
    const fetchMock = answer();
    const res = await shareApplication({ id: 7, shared: false });
    expect(res.application.school_share).toEqual({ school: { id: 9, name: "Lakeside High" }, shared: false });
    const [url, init] = call(fetchMock);
    expect(url).toMatch(/\/api\/v1\/webinars\/my-applications\/7\/school_share$/);
    expect(init.method).toBe("PUT");
    expect(JSON.parse(String(init.body))).toEqual({ shared: false });
  });

  it("sends share_with_school only when the student ticked it", async () => {
    const ticked = answer(201);
    await applyToProgram({ programId: 3, intakeRoundId: null, courseId: null, documents: {}, shareWithSchool: true });
    expect((call(ticked)[1].body as FormData).get("share_with_school")).toBe("true");
    vi.unstubAllGlobals();
    const left = answer(201);
    await applyToProgram({ programId: 3, intakeRoundId: null, courseId: null, documents: {} });
    expect((call(left)[1].body as FormData).get("share_with_school")).toBeNull();
  });
});
