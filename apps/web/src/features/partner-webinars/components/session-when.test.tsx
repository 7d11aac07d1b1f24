import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderScreen } from "../../../test/render";
import { SessionWhen } from "./session-when";

const ZONE = "Europe/London";

describe("SessionWhen", () => {
  it("gives one date for a session that ends the day it starts", async () => {
    await renderScreen(
      () => (
        <SessionWhen start="2026-12-03T10:00:00Z" end="2026-12-03T11:30:00Z" sessionZone={ZONE} viewerZone={ZONE} />
      ),
      "/",
    );
    const times = await screen.findByText(/10:00.*–/);
    expect(times.textContent).not.toMatch(/Dec/);
  });

  it("says the end's date when a session ends on another day", async () => {
    await renderScreen(
      () => (
        <SessionWhen start="2026-12-03T09:00:00Z" end="2026-12-05T17:00:00Z" sessionZone={ZONE} viewerZone={ZONE} />
      ),
      "/",
    );
    const times = await screen.findByText(/9:00.*–/);
    expect(times.textContent).toMatch(/5/);
    expect(times.textContent).toMatch(/Dec/);
  });
});
