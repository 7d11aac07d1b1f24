import { MESSAGES } from "@quad/contract/rules/messages";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { signZoomState, verifyZoomState } from "./zoom.state.ts";

const API = "/api/v1/partners";
const SECRET = "zoom-test-secret-0123456789";

describe("zoom state", () => {
  it("verifies its own unexpired state and nothing else", () => {
    const state = signZoomState(SECRET, 42, 2_000);
    expect(verifyZoomState(SECRET, state, 1_999)).toBe(42);
    expect(verifyZoomState(SECRET, state, 2_001)).toBeNull();
    expect(verifyZoomState("another-secret-0123456789", state, 1_000)).toBeNull();
    expect(verifyZoomState(SECRET, state.replace(/^42\./, "43."), 1_000)).toBeNull();
    expect(verifyZoomState(SECRET, "garbage", 1_000)).toBeNull();
  });
});

describe("GET zoom/connect", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { ZOOM_CLIENT_ID: "zoom-client", FILE_URL_SECRET: SECRET } });
  });
  afterAll(async () => t.close());

  it("answers Zoom's authorisation address with our return address and a signed state", async () => {
    const { user, token } = await t.createSignedIn();
    const res = await t.app.inject({
      method: "GET",
      url: `${API}/zoom/connect`,
      headers: { authentication_token: token },
    });
    expect(res.statusCode).toBe(200);
    const url = new URL(res.json().url);
    expect(url.origin + url.pathname).toBe("https://zoom.us/oauth/authorize");
    expect(url.searchParams.get("client_id")).toBe("zoom-client");
    expect(url.searchParams.get("redirect_uri")).toBe("http://quad.test/zoom");
    expect(verifyZoomState(SECRET, url.searchParams.get("state") ?? "", Date.now() / 1000)).toBe(user.id);
  });

  it("needs a session", async () => {
    expect((await t.app.inject({ method: "GET", url: `${API}/zoom/connect` })).statusCode).toBe(401);
  });

  it("answers 404 with a clear message when Zoom is not configured", async () => {
    const plain = await createTestApp();
    try {
      const { token } = await plain.createSignedIn();
      const res = await plain.app.inject({
        method: "GET",
        url: `${API}/zoom/connect`,
        headers: { authentication_token: token },
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ error: MESSAGES.zoomUnavailable });
    } finally {
      await plain.close();
    }
  });
});
