import { describe, expect, it } from "vitest";
import { institutionPath, sessionPath } from "./webinar-paths";

describe("links", () => {
  it("opens a session's page under its category", () => {
    expect(sessionPath({ id: 7, category_id: 3 })).toBe("/webinars/categories/3/events/7");
  });
  it("opens a host's public profile", () => {
    expect(institutionPath(12)).toBe("/webinars/institutions/12");
  });
});
