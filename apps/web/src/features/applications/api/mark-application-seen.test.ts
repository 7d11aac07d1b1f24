import { afterEach, describe, expect, it, vi } from "vitest";
import { markApplicationSeen } from "./mark-application-seen";

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("markApplicationSeen", () => {
  it("posts student_applications/{id}/seen without a body and accepts the empty 204", async () => {
    const fetchMock = vi.fn(async () => new Response(null, { status: 204 }));
    vi.stubGlobal("fetch", fetchMock);
    await expect(markApplicationSeen(42)).resolves.toBeUndefined();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toMatch(/\/student_applications\/42\/seen$/);
    expect(init.method).toBe("POST");
    expect(init.body).toBeUndefined();
  });
});
