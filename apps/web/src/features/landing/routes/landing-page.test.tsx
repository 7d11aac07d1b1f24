import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { changeLocale } from "../../../lib/i18n";
import { renderScreen } from "../../../test/render";
import LandingPage from "./landing-page";

describe("the front page", () => {
  it("says what Quad is and for whom, with the spec's figures and every way in", async () => {
    // No data call: the page is texts and links only.
    const fetch = vi.fn();
    vi.stubGlobal("fetch", fetch);
    await renderScreen(LandingPage, "/");
    expect(
      await screen.findByRole("heading", {
        level: 1,
        name: "Where universities and schools meet the students they serve",
      }),
    ).toBeTruthy();
    const figures = screen.getByRole("region", { name: "Quad in figures" });
    for (const value of ["1,100+", "50,000+", "154", "70+"]) expect(within(figures).getByText(value)).toBeTruthy();
    for (const who of ["Universities", "Schools", "Application partners", "Students and parents"])
      expect(screen.getByRole("heading", { level: 3, name: who })).toBeTruthy();
    const hrefs = (name: string) => screen.getAllByRole("link", { name }).map((a) => a.getAttribute("href"));
    expect(new Set(hrefs("Register your university"))).toEqual(new Set(["/register-university"]));
    expect(new Set(hrefs("Register your school"))).toEqual(new Set(["/register-school"]));
    expect(hrefs("Sign in")).toContain("/sign-in");
    expect(hrefs("Browse webinars")).toContain("/webinars");
    // The title is set by an effect once the texts are ready: it may land after the first paint.
    await waitFor(() => expect(document.title).toMatch(/^Quad — /));
    expect(fetch).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });

  it("reads in Chinese", async () => {
    await renderScreen(LandingPage, "/");
    await changeLocale("zh-CN");
    expect(await screen.findByRole("heading", { level: 1, name: "让大学与中学在这里遇见适合的学生" })).toBeTruthy();
    expect(screen.getAllByRole("link", { name: "注册您的学校" }).length).toBeGreaterThan(0);
    await changeLocale("en-US");
  });
});
