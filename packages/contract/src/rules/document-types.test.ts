import { describe, expect, it } from "vitest";
import {
  APPLICANT_DOCUMENT_TYPES,
  DOCUMENT_TYPE_NAMES,
  DOCUMENT_TYPES,
  STAFF_DOCUMENT_TYPES,
} from "./document-types.ts";

describe("document types", () => {
  it("split into what applicants upload and what staff attach, with no type in both", () => {
    expect([...APPLICANT_DOCUMENT_TYPES, ...STAFF_DOCUMENT_TYPES].sort()).toEqual([...DOCUMENT_TYPES].sort());
    expect(APPLICANT_DOCUMENT_TYPES).not.toContain("ucas_report");
  });
  it("each has an English name", () => {
    for (const t of DOCUMENT_TYPES) expect(DOCUMENT_TYPE_NAMES[t]).toMatch(/\w/);
  });
});
