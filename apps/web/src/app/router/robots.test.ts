import { INDEXABLE_PAGES } from "@quad/contract/rules/robots";
import { describe, expect, it } from "vitest";
import { ROUTES } from "./route-table";

describe("pages robots.txt lets crawlers index", () => {
  it("are screens of the app open to signed-out visitors, never the signed-in app or mailed links", () => {
    for (const page of INDEXABLE_PAGES) {
      const route = ROUTES.find((r) => r.path === page);
      expect(route, page).toBeDefined();
      expect(["public", "auth"], page).toContain(route?.group);
      expect(route?.path, page).not.toMatch(/\$|reset-password|email-validated|cancel-event/);
    }
  });
});
