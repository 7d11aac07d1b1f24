import { describe, expect, it } from "vitest";
import {
  activeFilterBadges,
  activeFilterCount,
  activityLabel,
  applicationsSearchParams,
  currentDocument,
  decodeRange,
  depositActions,
  failureText,
  humanizeKey,
  isFiltered,
  listPayload,
  mergePages,
  nextPageNo,
  parseApplicationsSearch,
  previewKind,
  refusalKey,
  removeBadge,
  resetFilters,
  reviewStep,
  sectionEntries,
  setFilterValues,
  setRange,
  sortFromColumn,
  sortStatusOf,
} from "./model";

const defaults = parseApplicationsSearch({});

describe("the list's address", () => {
  it("defaults to the upcoming tab, no filter, submitted_at descending (spec 3 §9)", () => {
    expect(defaults).toEqual({ tab: "upcoming", q: "", sort: "submitted_at", dir: "desc", filters: {}, ranges: {} });
    expect(applicationsSearchParams(defaults)).toEqual({});
  });

  it("reads every filter, range, sort and tab back from what it writes", () => {
    const search = {
      tab: "past" as const,
      q: "maya",
      sort: "program_name" as const,
      dir: "asc" as const,
      filters: { status: ["submitted", "in_review"], program: ["12"], country: ["4", "9"], attention: ["overdue"] },
      ranges: { applied: { from: "2026-01-01", to: "2026-01-31" }, uploaded: { from: "2026-02-01", to: "2026-02-02" } },
    };
    const params = applicationsSearchParams(search);
    expect(params).toEqual({
      tab: "past",
      q: "maya",
      sort: "program_name",
      dir: "asc",
      status: "submitted,in_review",
      program: "12",
      country: "4,9",
      attention: "overdue",
      applied: "2026-01-01..2026-01-31",
      uploaded: "2026-02-01..2026-02-02",
    });
    expect(parseApplicationsSearch(params)).toEqual(search);
  });

  it("drops what the list would refuse: unknown codes, bad ids, bad days, unknown sort keys", () => {
    const search = parseApplicationsSearch({
      tab: "later",
      sort: "email",
      dir: "up",
      status: "submitted,archived,submitted",
      program: "12,abc,0,-3",
      applied: "2026-02-30..2026-03-01",
      uploaded: "2026-03-05..2026-03-01",
    });
    expect(search.tab).toBe("upcoming");
    expect(search.sort).toBe("submitted_at");
    expect(search.dir).toBe("desc");
    expect(search.filters).toEqual({ status: ["submitted"], program: ["12"] });
    // A reversed range is put in order; an impossible day is no range.
    expect(search.ranges).toEqual({ uploaded: { from: "2026-03-01", to: "2026-03-05" } });
    expect(decodeRange("2026-01-01")).toBeUndefined();
  });

  it("writes the sort only when it differs from the default", () => {
    expect(applicationsSearchParams({ ...defaults, dir: "asc" })).toEqual({ sort: "submitted_at", dir: "asc" });
  });
});

describe("the list call's payload (spec 3 §5)", () => {
  it("sends ids as numbers, codes as codes, ranges as whole days and the sort params", () => {
    const search = parseApplicationsSearch({
      q: "lee",
      tab: "past",
      status: "decided",
      result: "admitted,waitlisted",
      fee_status: "paid",
      course: "3",
      school: "8",
      attention: "new",
      applied: "2026-01-01..2026-01-31",
      uploaded: "2026-02-01..2026-02-03",
    });
    expect(listPayload(search)).toEqual({
      search_text: "lee",
      tab: "past",
      sort_params: { sort_by: "submitted_at", sort_direction: "desc" },
      filters: {
        status: ["decided"],
        result: ["admitted", "waitlisted"],
        fee_status: ["paid"],
        course_ids: [3],
        school_ids: [8],
        application_status: ["new"],
        start_date: "2026-01-01",
        end_date: "2026-01-31",
        document_uploaded_from: "2026-02-01",
        document_uploaded_to: "2026-02-03",
      },
    });
  });

  it("leaves out the search when empty", () => {
    expect(listPayload(defaults)).toEqual({
      filters: {},
      sort_params: { sort_by: "submitted_at", sort_direction: "desc" },
      tab: "upcoming",
    });
  });
});

describe("filters and badges", () => {
  const search = setRange(
    setFilterValues(setFilterValues(defaults, "status", ["submitted", "decided"]), "country", ["4"]),
    "applied",
    { from: "2026-05-10", to: "2026-05-01" },
  );

  it("counts and lists one badge per value and per range, in the bar's order", () => {
    expect(activeFilterCount(search)).toBe(4);
    expect(activeFilterBadges(search)).toEqual([
      { kind: "value", key: "status", value: "submitted" },
      { kind: "value", key: "status", value: "decided" },
      { kind: "value", key: "country", value: "4" },
      { kind: "range", key: "applied" },
    ]);
    expect(search.ranges.applied).toEqual({ from: "2026-05-01", to: "2026-05-10" });
  });

  it("removes one badge; a filter left empty disappears", () => {
    const less = removeBadge(removeBadge(search, { kind: "value", key: "country", value: "4" }), {
      kind: "range",
      key: "applied",
    });
    expect(less.filters).toEqual({ status: ["submitted", "decided"] });
    expect(less.ranges).toEqual({});
  });

  it("reset keeps the tab and the sort", () => {
    const reset = resetFilters({ ...search, tab: "past", q: "x", sort: "status", dir: "asc" });
    expect(reset).toEqual({ ...defaults, tab: "past", sort: "status", dir: "asc" });
    expect(isFiltered(reset)).toBe(false);
    expect(isFiltered({ ...reset, q: "a" })).toBe(true);
  });
});

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

describe("paging", () => {
  it("asks for another page until every matched row is loaded", () => {
    expect(nextPageNo(20, 45, 1)).toBe(2);
    expect(nextPageNo(45, 45, 3)).toBeUndefined();
  });

  it("shows a row moved between pages once", () => {
    expect(
      mergePages([
        [{ id: 1 }, { id: 2 }],
        [{ id: 2 }, { id: 3 }],
      ]).map((r) => r.id),
    ).toEqual([1, 2, 3]);
  });
});

describe("the review's current step (spec 3 §4)", () => {
  const base = { result: null, is_deposit_paid: null, university_documents: [] };
  it("starts, chooses a result, uploads a supporting document, then is done", () => {
    expect(reviewStep({ ...base, status: "submitted" })).toBe(0);
    expect(reviewStep({ ...base, status: "in_review" })).toBe(1);
    expect(reviewStep({ ...base, status: "decided", result: "admitted" })).toBe(2);
    expect(
      reviewStep({
        ...base,
        status: "decided",
        result: "admitted",
        university_documents: [{ document_type: "offer_letter", is_deleted: false }],
      }),
    ).toBe(3);
  });

  it("does not count a deleted document or the UCAS report; a withdrawn application has no step", () => {
    const docs = [
      { document_type: "supporting_document", is_deleted: true },
      { document_type: "ucas_report", is_deleted: false },
    ];
    expect(reviewStep({ ...base, status: "completed", result: "admitted", university_documents: docs })).toBe(2);
    expect(reviewStep({ ...base, status: "withdrawn" })).toBeNull();
  });
});

describe("deposit buttons", () => {
  it("hold only on an offer once decided, never for the value it already has", () => {
    expect(depositActions({ status: "decided", result: "admitted", is_deposit_paid: null })).toEqual({
      paid: true,
      notPaid: true,
    });
    expect(depositActions({ status: "completed", result: "conditional_offer", is_deposit_paid: true })).toEqual({
      paid: false,
      notPaid: true,
    });
    expect(depositActions({ status: "decided", result: "rejected", is_deposit_paid: null })).toEqual({
      paid: false,
      notPaid: false,
    });
    expect(depositActions({ status: "in_review", result: null, is_deposit_paid: null }).paid).toBe(false);
  });
});

describe("documents", () => {
  it("previews PDFs and images only", () => {
    expect(previewKind("application/pdf")).toBe("pdf");
    expect(previewKind("image/png")).toBe("image");
    expect(previewKind("text/plain")).toBe("none");
  });

  it("finds the newest document of a type that is not deleted", () => {
    const docs = [
      { id: 1, document_type: "ucas_report", is_deleted: false, created_at: "2026-01-01T00:00:00Z" },
      { id: 2, document_type: "ucas_report", is_deleted: false, created_at: "2026-02-01T00:00:00Z" },
      { id: 3, document_type: "ucas_report", is_deleted: true, created_at: "2026-03-01T00:00:00Z" },
    ];
    expect(currentDocument(docs, "ucas_report")?.id).toBe(2);
    expect(currentDocument(docs, "offer_letter")).toBeNull();
  });
});

describe("server refusals", () => {
  it("turns the status machine's 409 texts into keys with the status as a code", () => {
    expect(refusalKey("Only a submitted application can go into review; this one is in review")).toEqual({
      key: "refusals.onlySubmitted",
      status: "in_review",
    });
    expect(refusalKey("The deposit is paid: the result can no longer change")).toEqual({
      key: "refusals.depositPaidResult",
    });
    expect(refusalKey("Application 77 not found")).toEqual({ key: "refusals.notFound", values: { id: "77" } });
    expect(refusalKey("Something new")).toBeNull();
  });

  it("reads a 409's error and a 422's first field message", () => {
    expect(failureText({ error: "No" })).toBe("No");
    expect(failureText({ errors: { result: ["is required"] } })).toBe("is required");
    expect(failureText("text")).toBeNull();
  });
});

describe("the activity", () => {
  it("labels the application's own changes with their from and to", () => {
    expect(
      activityLabel({ source: "application", kind: "status", from_value: "submitted", to_value: "in_review" }),
    ).toEqual({
      key: "activity.status",
      from: "status.submitted",
      to: "status.in_review",
    });
    expect(activityLabel({ source: "application", kind: "result", from_value: null, to_value: "admitted" })).toEqual({
      key: "activity.resultSet",
      to: "result.admitted",
    });
    expect(activityLabel({ source: "application", kind: "deposit", from_value: null, to_value: "paid" })).toEqual({
      key: "activity.deposit",
      to: "deposit.paid",
    });
    expect(activityLabel({ source: "application", kind: "choice", from_value: "firm", to_value: null }).key).toBe(
      "activity.choiceReset",
    );
    expect(
      activityLabel({ source: "application", kind: "document_deleted", from_value: "offer_letter", to_value: null }),
    ).toEqual({ key: "activity.documentDeleted", to: "documentTypes.offer_letter" });
  });

  it("labels the person's activities by kind, unknown ones generically", () => {
    expect(activityLabel({ source: "engagement", kind: "attended", from_value: null, to_value: null }).key).toBe(
      "activity.kinds.attended",
    );
    expect(activityLabel({ source: "engagement", kind: "teleported", from_value: null, to_value: null }).key).toBe(
      "activity.kinds.other",
    );
  });
});

describe("applicant sections", () => {
  it("orders known fields first and drops blanks", () => {
    expect(
      sectionEntries({ city: "Leeds", extra: 1, gender: "", date_of_birth: "2008-01-01", tags: [] }, [
        "date_of_birth",
        "city",
      ]).map((e) => e.key),
    ).toEqual(["date_of_birth", "city", "extra"]);
    expect(humanizeKey("planned_start")).toBe("Planned start");
  });
});
