import { describe, expect, it } from "vitest";
import {
  CONFIGURATION_MESSAGES,
  crmOutcomeOfStatus,
  defaultMappingColumns,
  effectiveMappingColumns,
  isDefaultMapping,
  MAPPING_HEADER_MAX,
  mappingColumnsProblems,
  moveItem,
} from "./configuration.ts";
import { EXPORT_COLUMNS } from "./connections.ts";

describe("download format rules", () => {
  it("accepts known, unique keys with headers of 1..60 characters", () => {
    expect(
      mappingColumnsProblems([
        { key: "email", header: "E-mail" },
        { key: "first_name", header: "x".repeat(MAPPING_HEADER_MAX) },
      ]),
    ).toEqual({});
  });

  it("names every problem by position", () => {
    expect(mappingColumnsProblems([])).toEqual({ mapping_columns: CONFIGURATION_MESSAGES.mappingColumnsRequired });
    expect(
      mappingColumnsProblems([
        { key: "nope", header: "A" },
        { key: "email", header: " " },
        { key: "email", header: "x".repeat(MAPPING_HEADER_MAX + 1) },
        { key: "phone", header: "a\u0001b" },
      ]),
    ).toEqual({
      "mapping_columns.0.key": CONFIGURATION_MESSAGES.unknownColumn,
      "mapping_columns.1.header": "is required",
      "mapping_columns.2.key": CONFIGURATION_MESSAGES.duplicateColumn,
      "mapping_columns.2.header": `must be at most ${MAPPING_HEADER_MAX} characters`,
      "mapping_columns.3.header": "must not contain control characters",
    });
  });

  it("falls back to every column in the default order when nothing is saved", () => {
    expect(defaultMappingColumns()).toEqual(EXPORT_COLUMNS.map((c) => ({ key: c.key, header: c.header })));
    expect(effectiveMappingColumns(null)).toEqual(defaultMappingColumns());
    expect(effectiveMappingColumns([])).toEqual(defaultMappingColumns());
    expect(effectiveMappingColumns([{ key: "email", header: "Mail" }])).toEqual([{ key: "email", header: "Mail" }]);
    expect(isDefaultMapping(defaultMappingColumns())).toBe(true);
    expect(isDefaultMapping(defaultMappingColumns().slice(1))).toBe(false);
    expect(isDefaultMapping(moveItem(defaultMappingColumns(), 0, 1))).toBe(false);
  });

  it("moves an item one place and leaves out-of-range moves alone", () => {
    expect(moveItem(["a", "b", "c"], 2, -1)).toEqual(["a", "c", "b"]);
    expect(moveItem(["a", "b", "c"], 0, 1)).toEqual(["b", "a", "c"]);
    expect(moveItem(["a", "b"], 0, -1)).toEqual(["a", "b"]);
    expect(moveItem(["a", "b"], 5, 1)).toEqual(["a", "b"]);
  });
});

describe("CRM test outcome", () => {
  it.each([
    [200, "ok"],
    [204, "ok"],
    [401, "credentials_refused"],
    [403, "credentials_refused"],
    [302, "unexpected_status"],
    [404, "unexpected_status"],
    [500, "unexpected_status"],
  ])("HTTP %i is %s", (status, outcome) => {
    expect(crmOutcomeOfStatus(status)).toBe(outcome);
  });
});
