import { describe, expect, it } from "vitest";
import { applicationsSearchParams, listPayload, parseApplicationsSearch } from "./search";

/** A school's filter over its students' applications (decision 072): the university of the program. */
describe("the university filter", () => {
  it("reads university ids from the address and sends them as university_ids", () => {
    const search = parseApplicationsSearch({ university: "4,abc,9", status: "decided" });
    expect(search.filters).toEqual({ university: ["4", "9"], status: ["decided"] });
    expect(applicationsSearchParams(search)).toMatchObject({ university: "4,9", status: "decided" });
    expect(listPayload(search).filters).toMatchObject({ university_ids: [4, 9], status: ["decided"] });
  });
});
