import { defaultMappingColumns, MAPPING_HEADER_MAX } from "@quad/contract/rules/configuration";
import { describe, expect, it } from "vitest";
import {
  canSaveMapping,
  crmFormErrors,
  editorColumns,
  headerProblem,
  includeAll,
  leadCategoryNameTaken,
  mappingChanged,
  mappingOf,
  moveRow,
  outcomeColor,
  previewHeaderRow,
  updateRow,
} from "./model";

const attributes = [
  { key: "first_name", header: "First name" },
  { key: "last_name", header: "Last name" },
  { key: "email", header: "Email" },
];

describe("download format editor", () => {
  it("puts the saved columns first in their order, then the others unchosen with default headers", () => {
    const rows = editorColumns(attributes, [
      { key: "email", header: "E-mail" },
      { key: "first_name", header: "Given name" },
    ]);
    expect(rows).toEqual([
      { key: "email", header: "E-mail", included: true },
      { key: "first_name", header: "Given name", included: true },
      { key: "last_name", header: "Last name", included: false },
    ]);
    expect(mappingOf(rows)).toEqual([
      { key: "email", header: "E-mail" },
      { key: "first_name", header: "Given name" },
    ]);
  });

  it("drops saved keys that are no longer offered", () => {
    const rows = editorColumns(attributes, [
      { key: "retired", header: "Old" },
      { key: "email", header: "Email" },
    ]);
    expect(rows.map((r) => r.key)).toEqual(["email", "first_name", "last_name"]);
  });

  it("moves rows up and down, and ignores moves past either end", () => {
    const rows = editorColumns(attributes, attributes);
    expect(moveRow(rows, 1, -1).map((r) => r.key)).toEqual(["last_name", "first_name", "email"]);
    expect(moveRow(rows, 1, 1).map((r) => r.key)).toEqual(["first_name", "email", "last_name"]);
    expect(moveRow(rows, 0, -1)).toEqual(rows);
    expect(moveRow(rows, 2, 1)).toEqual(rows);
  });

  it("writes only chosen columns, trimmed, and knows when something changed", () => {
    const saved = [{ key: "first_name", header: "First name" }];
    let rows = editorColumns(attributes, saved);
    expect(mappingChanged(rows, saved)).toBe(false);
    rows = updateRow(rows, 0, { header: "  First name  " });
    expect(mappingChanged(rows, saved)).toBe(false);
    rows = updateRow(rows, 2, { included: true });
    expect(mappingOf(rows)).toEqual([
      { key: "first_name", header: "First name" },
      { key: "email", header: "Email" },
    ]);
    expect(mappingChanged(rows, saved)).toBe(true);
  });

  it("checks headers as the server does", () => {
    expect(headerProblem("Email")).toBeNull();
    expect(headerProblem("   ")).toBe("required");
    expect(headerProblem("x".repeat(MAPPING_HEADER_MAX))).toBeNull();
    expect(headerProblem("x".repeat(MAPPING_HEADER_MAX + 1))).toBe("tooLong");
    expect(headerProblem("E\u0000mail")).toBe("control");
  });

  it("saves only with at least one chosen column and valid chosen headers", () => {
    const rows = editorColumns(attributes, attributes);
    expect(canSaveMapping(rows)).toBe(true);
    expect(canSaveMapping(includeAll(rows, false))).toBe(false);
    expect(canSaveMapping(updateRow(rows, 0, { header: "" }))).toBe(false);
    // An unchosen column's header does not matter.
    expect(canSaveMapping(updateRow(rows, 0, { header: "", included: false }))).toBe(true);
  });

  it("previews the header row as CSV, quoting what needs it", () => {
    const rows = editorColumns(attributes, [
      { key: "email", header: 'Mail, "primary"' },
      { key: "first_name", header: "Name" },
    ]);
    expect(previewHeaderRow(rows)).toBe('"Mail, ""primary""",Name');
    expect(previewHeaderRow(editorColumns(defaultMappingColumns(), []))).toBe("");
  });
});

describe("lead categories", () => {
  it("finds a taken name in any case, ignoring spaces around it", () => {
    const existing = [{ name: "Athletes" }];
    expect(leadCategoryNameTaken(" athletes ", existing)).toBe(true);
    expect(leadCategoryNameTaken("Athlete", existing)).toBe(false);
    expect(leadCategoryNameTaken("  ", existing)).toBe(false);
  });
});

describe("CRM form", () => {
  const values = { crm_name: "Slate", endpoint_url: "https://crm.example.edu/api", username: "quad", secret: "s" };

  it("accepts complete settings", () => {
    expect(crmFormErrors(values, null)).toEqual({});
  });

  it("asks for every field and an http(s) URL", () => {
    expect(crmFormErrors({ crm_name: "", endpoint_url: "", username: " ", secret: "" }, null)).toEqual({
      crm_name: "required",
      endpoint_url: "required",
      username: "required",
      secret: "required",
    });
    expect(crmFormErrors({ ...values, endpoint_url: "ftp://crm.example.edu" }, null)).toEqual({
      endpoint_url: "invalidUrl",
    });
  });

  it("lets the secret stay empty only when one is saved for the same CRM", () => {
    expect(crmFormErrors({ ...values, secret: "" }, "Slate")).toEqual({});
    expect(crmFormErrors({ ...values, secret: "" }, "HubSpot")).toEqual({ secret: "required" });
  });

  it("colours the outcomes", () => {
    expect(outcomeColor("ok")).toBe("teal");
    expect(outcomeColor("credentials_refused")).toBe("red");
    expect(outcomeColor("unreachable")).toBe("orange");
  });
});
