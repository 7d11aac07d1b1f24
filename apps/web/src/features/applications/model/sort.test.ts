import { describe, expect, it } from "vitest";
import { sortFromColumn, sortStatusOf } from "./sort";

describe("sort mapping", () => {
  it("maps every column header to its spec 3 §3 key and back", () => {
    expect(sortFromColumn("student", "asc")).toEqual({ sort: "first_name", dir: "asc" });
    expect(sortFromColumn("program", "desc")).toEqual({ sort: "program_name", dir: "desc" });
    expect(sortFromColumn("fee", "asc")).toEqual({ sort: "fee_status", dir: "asc" });
    expect(sortFromColumn("deposit", "asc")).toBeNull();
    // Another column starts ascending whatever the table proposes; the same column takes the new direction.
    expect(sortFromColumn("student", "desc", { sort: "submitted_at" })).toEqual({ sort: "first_name", dir: "asc" });
    expect(sortFromColumn("student", "desc", { sort: "first_name" })).toEqual({ sort: "first_name", dir: "desc" });
    expect(sortStatusOf({ sort: "first_name", dir: "asc" })).toEqual({ columnAccessor: "student", direction: "asc" });
    expect(sortStatusOf({ sort: "document_upload_date", dir: "desc" })).toEqual({
      columnAccessor: "document_upload_date",
      direction: "desc",
    });
  });
});
