// @vitest-environment node
import { describe, expect, it } from "vitest";
import { drawable, render } from "./render";

/** index.html as Vite builds it (the parts fillTemplate reads). */
const TEMPLATE = `<!doctype html>
<html lang="en-US" data-mantine-color-scheme="light">
  <head>
    <script type="module" crossorigin src="/assets/index-a.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/vendor-b.js">
    <link rel="stylesheet" crossorigin href="/assets/index-c.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

type Answer = { status: number; body: unknown };

/** Answers the app's calls as the server would, from a table of path → answer (anything else: 404). */
function server(answers: Record<string, Answer>) {
  const asked: string[] = [];
  const fetch = (async (input: RequestInfo | URL) => {
    const path = String(input).split("?")[0] ?? "";
    asked.push(path);
    const answer = answers[path] ?? { status: 404, body: { error: "not found" } };
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { "content-type": "application/json" },
    });
  }) as typeof globalThis.fetch;
  return { fetch, asked };
}

const APP_CONFIG = {
  google_sign_in_enabled: false,
  google_client_id: null,
  public_site_url: null,
  help_center_url: null,
  community_url: null,
  chat_url: null,
  mailbox_enabled: false,
};
const SIGN_IN_ANSWERS = {
  "/api/v1/partners/misc/app_config": { status: 200, body: APP_CONFIG },
  "/api/v1/partners/misc/country_code": { status: 200, body: { country_code: "US" } },
};

const draw = (url: string, answers: Record<string, Answer>, cookie = "") =>
  render({
    url,
    cookie,
    origin: "https://quad.example",
    fetch: server(answers).fetch,
    manifest: {},
    template: TEMPLATE,
  });

describe("the server's first paint", () => {
  it("draws the public pages only", () => {
    expect(drawable("/sign-in")).toBe(true);
    expect(drawable("/webinars")).toBe(true);
    expect(drawable("/webinars/categories/3/events/45")).toBe(true);
    expect(drawable("/schedule-appointment/2")).toBe(true);
    expect(drawable("/dashboard")).toBe(false);
    expect(drawable("/webinars/my-sessions")).toBe(false);
    expect(drawable("/no-such-page")).toBe(false);
  });

  it("draws the sign-in page with its answers, inert and read-only until the app starts", async () => {
    const page = await draw("/sign-in", SIGN_IN_ANSWERS);
    expect(page).not.toBeNull();
    expect(page).toContain("Sign in to Quad");
    expect(page).toMatch(/<div id="root"><div inert style="display:contents">/);
    expect(page).toMatch(/<input readonly/);
    expect(page).not.toMatch(/<input (?!readonly)/);
    // The answers it was drawn with go to the browser, for the app's first draw.
    const state = JSON.parse(
      /<script id="quad-drawn" type="application\/json">(.*?)<\/script>/s.exec(page ?? "")?.[1] ?? "",
    );
    expect(state.locale).toBe("en-US");
    expect(state.queries.queries.map((q: { queryKey: unknown }) => q.queryKey)).toEqual(
      expect.arrayContaining([
        ["misc", "app_config"],
        ["misc", "country_code"],
      ]),
    );
  });

  it("draws in the reader's language from the hint cookie", async () => {
    const page = await draw("/sign-in", SIGN_IN_ANSWERS, "quad_locale=zh-CN");
    expect(page).toContain('<html lang="zh-CN"');
    expect(page).toContain("登录");
    expect(page).not.toContain("Sign in to Quad");
    // The language switch has Chinese chosen.
    expect(page).toMatch(/<input[^>]*checked=""[^>]*value="zh-CN"/);
    expect(page).not.toMatch(/<input[^>]*checked=""[^>]*value="en-US"/);
  });

  it("leaves a signed-in reader's page, and a page whose answer failed, to the browser", async () => {
    expect(await draw("/sign-in", SIGN_IN_ANSWERS, "quad_signed_in=1")).toBeNull();
    expect(await draw("/dashboard", SIGN_IN_ANSWERS)).toBeNull();
    const failing = { ...SIGN_IN_ANSWERS, "/api/v1/partners/misc/app_config": { status: 500, body: {} } };
    expect(await draw("/sign-in", failing)).toBeNull();
  });

  it("keeps an answer's text from closing the state script", async () => {
    const page = await draw("/sign-in", {
      ...SIGN_IN_ANSWERS,
      "/api/v1/partners/misc/country_code": {
        status: 200,
        body: { country_code: "</script><script>alert(1)</script>" },
      },
    });
    expect(page).not.toBeNull();
    expect(page).not.toContain("</script><script>alert(1)");
    expect(page).toContain("\\u003c/script>\\u003cscript>alert(1)");
  });
});
