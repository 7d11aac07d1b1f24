import { PROGRAM_STATUSES } from "@quad/contract/rules/program";
import { describe, expect, it } from "vitest";
import {
  canWritePrograms,
  clearFilters,
  copyOutcome,
  editorActions,
  editorTarget,
  isFiltered,
  nextPageNo,
  parseProgramsSearch,
  programPath,
  programsFilters,
  programsPageBody,
  programsSearchParams,
  rowActions,
  STATUS_COLORS,
  statusActionOf,
} from "./model";

describe("the list's address", () => {
  it("falls back to the defaults for missing or bad values", () => {
    expect(parseProgramsSearch({})).toEqual({
      q: "",
      status: "all",
      type: "all",
      university: "",
      sort: "id",
      dir: "desc",
    });
    expect(
      parseProgramsSearch({ q: "  econ ", status: "nope", type: "diploma", university: "0", sort: "x", dir: "up" }),
    ).toEqual({ q: "econ", status: "all", type: "diploma", university: "", sort: "id", dir: "desc" });
    expect(
      parseProgramsSearch({ status: "pending_review", university: "42", sort: "deadline", dir: "asc" }),
    ).toMatchObject({ status: "pending_review", university: "42", sort: "deadline", dir: "asc" });
  });

  it("writes only what differs from the defaults", () => {
    const search = parseProgramsSearch({ status: "draft", q: "bsc" });
    expect(programsSearchParams(search)).toEqual({ status: "draft", q: "bsc" });
    expect(programsSearchParams(parseProgramsSearch({}))).toEqual({});
  });

  it("knows a filtered list and clears it keeping the sort", () => {
    const search = parseProgramsSearch({ type: "exchange", sort: "name", dir: "asc" });
    expect(isFiltered(search)).toBe(true);
    const cleared = clearFilters(search);
    expect(isFiltered(cleared)).toBe(false);
    expect(cleared).toMatchObject({ sort: "name", dir: "asc" });
  });
});

describe("the list call", () => {
  it("sends the filters under the API's names, with the sort", () => {
    const search = parseProgramsSearch({ q: "econ", status: "active", type: "postgraduate", university: "7" });
    expect(programsFilters(search)).toEqual({
      search_text: "econ",
      status: ["active"],
      program_types: ["postgraduate"],
      university_ids: [7],
      sort_params: { sort_by: "id", sort_direction: "desc" },
    });
    expect(programsFilters(parseProgramsSearch({}))).toEqual({
      sort_params: { sort_by: "id", sort_direction: "desc" },
    });
  });

  it("asks 20 a page, pages from 1, and stops when every match is loaded", () => {
    expect(programsPageBody({}, 1)).toEqual({ page_no: 1, per_page: 20 });
    expect(nextPageNo(20, 45, 1)).toBe(2);
    expect(nextPageNo(40, 45, 2)).toBe(3);
    expect(nextPageNo(45, 45, 3)).toBeUndefined();
    expect(nextPageNo(0, 0, 1)).toBeUndefined();
  });
});

describe("who changes programs", () => {
  it("lets university and application-client staff write, not schools or admission officers", () => {
    expect(canWritePrograms("University", "member")).toBe(true);
    expect(canWritePrograms("ApplicationClient", "admin")).toBe(true);
    expect(canWritePrograms("University", "admission_officer")).toBe(false);
    expect(canWritePrograms("School", "admin")).toBe(false);
  });
});

describe("a row's actions", () => {
  it("follow the status machine", () => {
    expect(rowActions("draft", true)).toEqual(["edit", "copy", "activate", "delete"]);
    expect(rowActions("active", true)).toEqual(["edit", "copy", "deactivate", "delete"]);
    expect(rowActions("inactive", true)).toEqual(["edit", "copy", "activate", "delete"]);
    expect(rowActions("pending_review", true)).toEqual(["edit", "copy", "delete"]);
  });

  it("hide copy for a declined program (dont_show) and leave readers only the view", () => {
    expect(rowActions("declined", true)).toEqual(["edit", "delete"]);
    for (const status of PROGRAM_STATUSES) expect(rowActions(status, false)).toEqual(["edit"]);
  });

  it("colour every status", () => {
    for (const status of PROGRAM_STATUSES) expect(STATUS_COLORS[status]).toBeTruthy();
    expect(new Set(Object.values(STATUS_COLORS)).size).toBe(PROGRAM_STATUSES.length);
  });

  it("turn a copy answer into what the screen does", () => {
    expect(copyOutcome("newly_created")).toBe("open");
    expect(copyOutcome("existing")).toBe("tellExisting");
    expect(copyOutcome("dont_show")).toBe("hide");
  });
});

describe("the editor's buttons", () => {
  it("offer save draft and activate for a new program and a draft", () => {
    expect(editorActions(null)).toEqual({ buttons: ["save_draft", "activate"], menu: [] });
    expect(editorActions(["update", "save_draft", "activate", "delete", "copy"])).toEqual({
      buttons: ["save_draft", "activate"],
      menu: ["copy", "delete"],
    });
  });

  it("save an active program as it is and deactivate it; an inactive one activates", () => {
    expect(editorActions(["update", "deactivate", "delete", "copy"]).buttons).toEqual(["save", "deactivate"]);
    expect(editorActions(["update", "activate", "delete", "copy"]).buttons).toEqual(["save", "activate"]);
  });

  it("rework a declined program only as a draft", () => {
    expect(editorActions(["save_draft", "delete"])).toEqual({ buttons: ["save_draft"], menu: ["delete"] });
  });

  it("send no status action for a plain save", () => {
    expect(statusActionOf("save")).toBeUndefined();
    expect(statusActionOf("save_draft")).toBe("save_draft");
    expect(statusActionOf("activate")).toBe("activate");
  });
});

describe("the editor's address", () => {
  it("reads a program id or new, and nothing else", () => {
    expect(editorTarget("12")).toBe(12);
    expect(editorTarget("new")).toBe("new");
    expect(editorTarget("0")).toBeNull();
    expect(editorTarget("12abc")).toBeNull();
    expect(editorTarget("99999999999")).toBeNull();
    expect(editorTarget(undefined)).toBeNull();
    expect(programPath(5)).toBe("/direct-apply/programs/5");
    expect(programPath("new")).toBe("/direct-apply/programs/new");
  });
});
