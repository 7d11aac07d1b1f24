import { MessageSchema } from "@quad/contract/api/common";
import { MESSAGES } from "@quad/contract/rules/messages";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

const show = vi.fn();
vi.mock("@mantine/notifications", () => ({
  notifications: { show: (...args: unknown[]) => show(...args), hide: () => undefined },
  notificationsStore: { getState: () => ({ notifications: [], queue: [] }) },
}));

const { ApiError, apiDownload, apiRequest, attachmentName, setSessionExpiredHandler } = await import("./api-client");
const { initI18n } = await import("./i18n");
const { useSessionStore } = await import("./session-store");

function answer(status: number, body?: unknown) {
  return vi.fn(async () => new Response(body === undefined ? "" : JSON.stringify(body), { status }));
}

const expired = vi.fn();

beforeAll(async () => {
  await initI18n("en-US");
});

beforeEach(() => {
  show.mockClear();
  expired.mockClear();
  setSessionExpiredHandler(expired);
  useSessionStore.setState({ authToken: "tok-1" });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const toastMessages = () => show.mock.calls.map((c) => (c[0] as { message: string }).message);

describe("api client", () => {
  it("sends the token in the authentication_token header and parses the answer with the schema", async () => {
    const fetchMock = answer(200, { message: "ok", extra: 1 });
    vi.stubGlobal("fetch", fetchMock);
    const res = await apiRequest({ path: "misc/ping", query: { a: 1, b: undefined }, schema: MessageSchema });
    expect(res).toEqual({ message: "ok" });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/v1/partners/misc/ping?a=1");
    expect((init.headers as Record<string, string>).authentication_token).toBe("tok-1");
  });

  it("accepts a lazily loaded schema", async () => {
    vi.stubGlobal("fetch", answer(200, { message: "lazy" }));
    const res = await apiRequest({ path: "x", schema: async () => MessageSchema });
    expect(res.message).toBe("lazy");
  });

  it("shows the catalogue message as a toast and re-throws", async () => {
    vi.stubGlobal(
      "fetch",
      answer(403, { error_message: "Your account has been deactivated. Please contact your team admin" }),
    );
    const error = await apiRequest({ path: "x" }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as InstanceType<typeof ApiError>).status).toBe(403);
    expect(toastMessages()).toEqual([MESSAGES.accountDeactivated]);
  });

  it("translates known server messages in toasts", async () => {
    await initI18n("zh-CN");
    vi.stubGlobal("fetch", answer(404, { error: MESSAGES.recordNotFound }));
    await apiRequest({ path: "x" }).catch(() => undefined);
    expect(toastMessages()).toEqual(["未找到记录。"]);
    await initI18n("en-US");
  });

  it("signs out on 401 with the session-expired message and no generic toast", async () => {
    vi.stubGlobal("fetch", answer(401, { error: "Invalid token" }));
    await apiRequest({ path: "x", silent: true }).catch(() => undefined);
    expect(expired).toHaveBeenCalledWith(MESSAGES.sessionExpired);
    expect(show).not.toHaveBeenCalled();
  });

  it("leaves statuses the caller handles alone", async () => {
    vi.stubGlobal("fetch", answer(401, { error: MESSAGES.invalidCredentials }));
    const error = (await apiRequest({ path: "sessions", handledStatuses: [401, 404] }).catch(
      (e: unknown) => e,
    )) as InstanceType<typeof ApiError>;
    expect(expired).not.toHaveBeenCalled();
    expect(show).not.toHaveBeenCalled();
    expect(error.serverMessage).toBe(MESSAGES.invalidCredentials);
  });

  it("shows nothing for silent calls and exposes 422 field errors", async () => {
    vi.stubGlobal("fetch", answer(422, { errors: { email: MESSAGES.emailTaken, phone: ["bad", "short"] } }));
    const error = (await apiRequest({ path: "registrations", silent: true }).catch((e: unknown) => e)) as InstanceType<
      typeof ApiError
    >;
    expect(show).not.toHaveBeenCalled();
    expect(error.fieldErrors).toEqual({ email: MESSAGES.emailTaken, phone: "bad" });
  });

  it("reports a network failure with the connection message", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        throw new TypeError("Failed to fetch");
      }),
    );
    await apiRequest({ path: "x" }).catch(() => undefined);
    expect(toastMessages()).toEqual([MESSAGES.networkError]);
  });

  it("treats an answer that breaks the contract as an unknown error", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    vi.stubGlobal("fetch", answer(200, { nope: true }));
    await expect(apiRequest({ path: "x", schema: MessageSchema })).rejects.toBeInstanceOf(ApiError);
    expect(toastMessages()).toEqual([MESSAGES.unknownError]);
  });

  it("uses a per-call message for a status", async () => {
    vi.stubGlobal("fetch", answer(409, { error: "conflict" }));
    await apiRequest({ path: "x", customMessages: { 409: "That slot is taken" } }).catch(() => undefined);
    expect(toastMessages()).toEqual(["That slot is taken"]);
  });

  it("downloads a file with the token, keeping its bytes and the name the server gave it", async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response("\uFEFFID,Program\r\n1,BSc\r\n", {
          status: 200,
          headers: {
            "content-type": "text/csv",
            "content-disposition": 'attachment; filename="programs-2027-01-02.csv"',
          },
        }),
    );
    vi.stubGlobal("fetch", fetchMock);
    const { blob, filename } = await apiDownload({
      method: "POST",
      path: "programs/download",
      json: { status: ["draft"] },
    });
    expect(filename).toBe("programs-2027-01-02.csv");
    expect(await blob.text()).toContain("1,BSc");
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/v1/partners/programs/download");
    expect((init.headers as Record<string, string>).authentication_token).toBe("tok-1");
    expect(init.body).toBe(JSON.stringify({ status: ["draft"] }));
  });

  it("shows a failed download through the error catalogue", async () => {
    vi.stubGlobal("fetch", answer(403, { error_message: "Schools have no programs" }));
    await expect(apiDownload({ method: "POST", path: "programs/download" })).rejects.toBeInstanceOf(ApiError);
    expect(toastMessages()).toEqual(["Schools have no programs"]);
  });

  it("reads the file name of a content-disposition header", () => {
    expect(attachmentName('attachment; filename="a.csv"')).toBe("a.csv");
    expect(attachmentName("inline; filename=\"x_.pdf\"; filename*=UTF-8''%E6%8B%9B%E7%94%9F.pdf")).toBe("招生.pdf");
    expect(attachmentName(null)).toBeNull();
    expect(attachmentName("attachment")).toBeNull();
  });
});
