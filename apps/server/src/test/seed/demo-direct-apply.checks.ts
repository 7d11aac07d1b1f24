import { describe } from "vitest";
import { directApplyHelpers, type World } from "./direct-apply-helpers.ts";
import { describeDirectApplyLists } from "./direct-apply-lists.checks.ts";
import { describeDirectApplyPaths } from "./direct-apply-paths.checks.ts";
import { describeDirectApplyPayments } from "./direct-apply-payments.checks.ts";
import { describeDirectApplySchool } from "./direct-apply-school.checks.ts";

/**
 * Direct apply in the demo world (issue 13 §4), checked through the API on the world demo-world.test.ts seeds: the
 * demo University's and ApplicationClient's programs and applications in every state, their documents, and one
 * applicant's path from webinar to application as one timeline, with counts in step.
 */
export function describeDirectApply(world: () => World) {
  const helpers = directApplyHelpers(world);
  describe("seedDemoWorld: direct apply (issue 13)", () => {
    describeDirectApplyLists(world, helpers);
    describeDirectApplyPaths(world, helpers);
    describeDirectApplySchool(world, helpers);
    describeDirectApplyPayments(world, helpers);
  });
}
