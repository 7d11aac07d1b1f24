import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { changeLocale, initI18n } from "../../../lib/i18n";
import { useSessionStore } from "../../../lib/session-store";
import { renderScreen, stubApi } from "../../../test/render";
import { STARTER_ADMIN, signInAs, UNIVERSITY_ADMIN } from "../../../test/users";
import PremiumPage from "./premium-page";

async function show(user: object) {
  await initI18n("en-US");
  signInAs(user);
  await renderScreen(PremiumPage, "/prospect-and-engage/premium");
  await screen.findByRole("heading", { level: 1, name: "Prospect and engage: free and paid" });
}

afterEach(async () => {
  vi.unstubAllGlobals();
  useSessionStore.getState().signOut();
  await changeLocale("en-US");
});

describe("/prospect-and-engage/premium", () => {
  it("compares free and paid with the contract's figures and marks a free university's column", async () => {
    await show(STARTER_ADMIN);
    const table = screen.getByRole("table", { name: "Free and paid plans compared" });
    const free = within(table).getByRole("columnheader", { name: /Free/ });
    expect(free.getAttribute("aria-current")).toBe("true");
    expect(within(free).getByText("Your plan")).toBeTruthy();
    expect(within(table).getByRole("columnheader", { name: /Paid/ }).getAttribute("aria-current")).toBeNull();
    const connects = within(table).getByRole("row", { name: /Connects/ });
    expect(connects.textContent).toContain("25 a month");
    expect(connects.textContent).toContain("500 a month");
    expect(within(table).getByRole("row", { name: /Invitations to sessions/ }).textContent).toContain("Not included");
    expect(screen.getByText("Free plan")).toBeTruthy();
    // The offer of the paid plan.
    expect(screen.getByRole("heading", { name: "The paid plan of prospect and engage" })).toBeTruthy();
    expect(screen.getByText("Connect up to 500 prospects a month instead of 25.")).toBeTruthy();
    // Under the area's sub-navigation, like its other pages, with its own tab chosen.
    const nav = screen.getByRole("tablist", { name: "Prospect and engage" });
    expect(within(nav).getByRole("tab", { name: "Premium" }).getAttribute("aria-selected")).toBe("true");
  });

  it("sends the request for the paid plan to customer success", async () => {
    const fetchMock = vi.fn(
      stubApi({ "POST users/7/contact_uem": [200, { message: "Thank you! Our team will get back to you shortly." }] }),
    );
    vi.stubGlobal("fetch", fetchMock);
    await show(STARTER_ADMIN);
    fireEvent.click(screen.getByRole("button", { name: "Ask about the paid plan" }));
    fireEvent.change(await screen.findByRole("textbox", { name: "Anything we should know (optional)" }), {
      target: { value: "Before the autumn fairs, please." },
    });
    fireEvent.click(screen.getByRole("button", { name: "Send request" }));
    expect(await screen.findByText("Request sent. Our customer success team will contact you.")).toBeTruthy();
    const [, init] = fetchMock.mock.calls.find(([url]) => String(url).includes("contact_uem")) ?? [];
    const body = JSON.parse(String(init?.body));
    expect(body.request_type).toBe("upgrade");
    expect(body.comments).toContain("We would like the paid plan of Prospect and engage.");
    expect(body.comments).toContain("Before the autumn fairs, please.");
  });

  it("tells a paid university it has the paid plan and what it includes, with no request", async () => {
    await show(UNIVERSITY_ADMIN);
    expect(screen.getByRole("heading", { name: "You have the paid plan" })).toBeTruthy();
    expect(screen.getByText("Connects: 500 a month")).toBeTruthy();
    expect(screen.getByText("Names of prospects: First name and last initial")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Ask about the paid plan" })).toBeNull();
    const paid = screen.getByRole("columnheader", { name: /Paid/ });
    expect(paid.getAttribute("aria-current")).toBe("true");
  });

  it("marks no column when the area is not in the plan, and reads in Chinese", async () => {
    await show({ ...STARTER_ADMIN, plan: { ...STARTER_ADMIN.plan, prospect_engage: "no_access" } });
    for (const header of screen.getAllByRole("columnheader")) expect(header.getAttribute("aria-current")).toBeNull();
    expect(screen.getByText(/not in your plan yet/)).toBeTruthy();
    await changeLocale("zh-CN");
    expect(await screen.findByRole("heading", { level: 1, name: "潜在学生与互动：免费与付费" })).toBeTruthy();
    await waitFor(() => expect(screen.getByText("咨询付费套餐")).toBeTruthy());
  });
});
