import { MESSAGES } from "@quad/contract/rules/messages";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { useSessionStore } from "../../../lib/session-store";
import { renderScreen, stubApi } from "../../../test/render";
import { UNIVERSITY_ADMIN } from "../../../test/users";
import { loadAuthContract } from "../api/create-session";
import SignInPage from "./sign-in-page";

const config = (over: Record<string, unknown> = {}) => ({
  google_sign_in_enabled: true,
  google_client_id: "client-1",
  public_site_url: "https://www.quad.test",
  help_center_url: null,
  community_url: null,
  chat_url: null,
  mailbox_enabled: false,
  ...over,
});

const user = UNIVERSITY_ADMIN;

async function fill(email: string, password: string) {
  fireEvent.change(await screen.findByLabelText(/email/i), { target: { value: email } });
  fireEvent.change(screen.getByLabelText(/^password/i), { target: { value: password } });
  fireEvent.click(screen.getByRole("button", { name: "Sign in" }));
}

beforeAll(async () => {
  // The screen loads the contract's schemas on demand; load them once up front so timings stay short.
  await loadAuthContract();
});

beforeEach(() => {
  useSessionStore.getState().signOut();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("sign-in screen", () => {
  it("validates with the contract rules: email required, valid email, password required", async () => {
    vi.stubGlobal(
      "fetch",
      stubApi({ "GET misc/app_config": [200, config()], "GET misc/country_code": [200, { country_code: "US" }] }),
    );
    await renderScreen(SignInPage, "/sign-in");
    await fill("", "");
    expect(await screen.findByText("Email is required")).toBeInTheDocument();
    expect(screen.getByText("Password is required")).toBeInTheDocument();
    await fill("not-an-email", "x");
    expect(await screen.findByText("Email must be a valid email")).toBeInTheDocument();
  });

  it("refuses a password longer than 128 characters under the field, without asking the server", async () => {
    const fetchMock = vi.fn(
      stubApi({ "GET misc/app_config": [200, config()], "GET misc/country_code": [200, { country_code: "US" }] }),
    );
    vi.stubGlobal("fetch", fetchMock);
    await renderScreen(SignInPage, "/sign-in");
    await fill("ada@quad.test", "p".repeat(129));
    const error = await screen.findByText("Password must be at most 128 characters");
    expect(screen.getByLabelText(/^password/i)).toHaveAttribute("aria-describedby", expect.stringContaining(error.id));
    expect(fetchMock.mock.calls.map(([url]) => String(url))).not.toContainEqual(expect.stringContaining("sessions"));
  });

  it("shows Google sign-in, the divider and the public site button outside CN", async () => {
    vi.stubGlobal(
      "fetch",
      stubApi({ "GET misc/app_config": [200, config()], "GET misc/country_code": [200, { country_code: "US" }] }),
    );
    await renderScreen(SignInPage, "/sign-in");
    expect(await screen.findByRole("button", { name: "Sign in with Google" })).toBeInTheDocument();
    expect(screen.getByText("or")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /Explore Quad/ })).toHaveAttribute("href", "https://www.quad.test");
    expect(screen.getByRole("link", { name: "Forgot password?" })).toHaveAttribute("href", "/forgot-password");
  });

  it("hides Google sign-in for visitors from CN and when app_config disables it", async () => {
    vi.stubGlobal(
      "fetch",
      stubApi({ "GET misc/app_config": [200, config()], "GET misc/country_code": [200, { country_code: "CN" }] }),
    );
    await renderScreen(SignInPage, "/sign-in");
    await screen.findByRole("link", { name: /Explore Quad/ });
    expect(screen.queryByRole("button", { name: "Sign in with Google" })).toBeNull();

    vi.stubGlobal(
      "fetch",
      stubApi({
        "GET misc/app_config": [200, config({ google_sign_in_enabled: false })],
        "GET misc/country_code": [200, { country_code: "US" }],
      }),
    );
    await renderScreen(SignInPage, "/sign-in");
    await waitFor(() => expect(screen.getAllByRole("link", { name: /Explore Quad/ }).length).toBeGreaterThan(0));
    expect(screen.queryByRole("button", { name: "Sign in with Google" })).toBeNull();
  });

  it("puts a 401 under the password field and a 404 under the email field", async () => {
    vi.stubGlobal(
      "fetch",
      stubApi({
        "GET misc/app_config": [200, config()],
        "POST sessions": [401, { error: MESSAGES.invalidCredentials }],
      }),
    );
    await renderScreen(SignInPage, "/sign-in");
    await fill("ada@quad.test", "wrong-password");
    const error = await screen.findByText(MESSAGES.invalidCredentials);
    expect(screen.getByLabelText(/^password/i)).toHaveAttribute("aria-describedby", expect.stringContaining(error.id));

    vi.stubGlobal("fetch", stubApi({ "POST sessions": [404, { error: MESSAGES.accountNotFound }] }));
    await fill("nobody@quad.test", "whatever");
    const emailError = await screen.findByText(MESSAGES.accountNotFound);
    expect(screen.getByLabelText(/email/i)).toHaveAttribute("aria-describedby", expect.stringContaining(emailError.id));
  });

  it("shows a pending-approval 403 above the form", async () => {
    vi.stubGlobal("fetch", stubApi({ "POST sessions": [403, { error_message: MESSAGES.accountPendingApproval }] }));
    await renderScreen(SignInPage, "/sign-in");
    await fill("new@school.test", "long-password");
    expect(await screen.findByText(MESSAGES.accountPendingApproval)).toBeInTheDocument();
    expect(screen.getByText("You can't sign in yet")).toBeInTheDocument();
  });

  it("stores the session on success, the email lower-cased", async () => {
    const fetchMock = vi.fn(stubApi({ "POST sessions": [200, { data: user }] }));
    vi.stubGlobal("fetch", fetchMock);
    await renderScreen(SignInPage, "/sign-in");
    await fill("University@Quad.test", "quad-demo");
    await waitFor(() => expect(useSessionStore.getState().authToken).toBe("tok"));
    expect(useSessionStore.getState().data?.company.name).toBe("Northbridge University");
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === "POST");
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ email: "university@quad.test", password: "quad-demo" });
  });
});
