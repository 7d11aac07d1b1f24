import { describe, expect, it } from "vitest";
import { csvCell, csvRow } from "./csv.ts";

describe("csv", () => {
  it("quotes commas, quotes and line breaks (RFC 4180)", () => {
    expect(csvCell("plain")).toBe("plain");
    expect(csvCell('say "hi", ok')).toBe('"say ""hi"", ok"');
    expect(csvCell("two\nlines")).toBe('"two\nlines"');
  });
  it("neutralises formula cells", () => {
    expect(csvCell("=SUM(A1)")).toBe("'=SUM(A1)");
    expect(csvCell("+1")).toBe("'+1");
    expect(csvCell("-2")).toBe("'-2");
    expect(csvCell("@cmd")).toBe("'@cmd");
    expect(csvCell("\tx")).toBe("'\tx");
  });
  it("writes rows with CRLF and empty cells for null", () => {
    expect(csvRow(["a", null, 3])).toBe("a,,3\r\n");
  });
});
