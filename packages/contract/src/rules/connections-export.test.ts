import { describe, expect, it } from "vitest";
import { EXPORT_COLUMNS } from "./connections.ts";
import { exportColumnsOf, exportErrorCode } from "./connections-export.ts";

describe("exportColumnsOf", () => {
  it("is the default catalogue when no download format is saved", () => {
    expect(exportColumnsOf(null)).toEqual(EXPORT_COLUMNS.map((c) => ({ key: c.key, header: c.header })));
    expect(exportColumnsOf([])).toHaveLength(EXPORT_COLUMNS.length);
  });

  it("follows the saved format's order and headers, dropping unknown and repeated keys", () => {
    expect(
      exportColumnsOf([
        { key: "email", header: "E-mail address" },
        { key: "password_hash", header: "Secret" },
        { key: "first_name", header: "  " },
        { key: "email", header: "Again" },
      ]),
    ).toEqual([
      { key: "email", header: "E-mail address" },
      { key: "first_name", header: "First name" },
    ]);
  });

  it("falls back to the catalogue when none of the saved keys is known", () => {
    expect(exportColumnsOf([{ key: "nope", header: "Nope" }])).toHaveLength(EXPORT_COLUMNS.length);
  });
});

describe("exportErrorCode", () => {
  it("keeps a stored code, says unknown for anything else, null for no error", () => {
    expect(exportErrorCode("timed_out")).toBe("timed_out");
    expect(exportErrorCode("storage_unavailable")).toBe("storage_unavailable");
    expect(exportErrorCode("The export could not be completed. Please try again")).toBe("unknown");
    expect(exportErrorCode(null)).toBeNull();
  });
});
