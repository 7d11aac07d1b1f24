import { afterEach, describe, expect, it, vi } from "vitest";
import { fetchSignedReport } from "./get-report";

const answer = {
  id: 1,
  key: "origins",
  title: "Where students come from",
  beta: false,
  filters: { graduation_year: 2027 },
  allowed_filters: ["graduation_year"],
  min_group_size: 10,
  computed_at: "2026-11-29T05:17:00.000Z",
  widgets: [{ key: "country", rows: [], total: null, withheld: 0 }],
};

describe("fetchSignedReport", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("fetches the signed address with the Bearer token and no session header", async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify(answer), { status: 200 }));
    vi.stubGlobal("fetch", fetchMock);
    const report = await fetchSignedReport("/api/v1/partners/reports/1?graduation_year=2027", "signed.jwt");
    expect(report.widgets[0]?.key).toBe("country");
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/v1/partners/reports/1?graduation_year=2027");
    const headers = init.headers as Record<string, string>;
    expect(headers.Authorization).toBe("Bearer signed.jwt");
    expect(Object.keys(headers).map((h) => h.toLowerCase())).not.toContain("authentication_token");
  });

  it("fails with the server's message when the address has expired", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response(JSON.stringify({ error: "The report address has expired." }), { status: 401 })),
    );
    await expect(fetchSignedReport("/api/v1/partners/reports/1", "old")).rejects.toMatchObject({
      status: 401,
      message: "The report address has expired.",
    });
  });
});
