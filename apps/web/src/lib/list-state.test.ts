import { describe, expect, it } from "vitest";
import { type ListQueryState, listView } from "./list-state";

const idle: ListQueryState = {
  isLoading: false,
  isSuccess: true,
  isPlaceholderData: false,
  isFetching: false,
  isFetchingNextPage: false,
};

describe("listView", () => {
  it("first load: waiting and fetching, not empty", () => {
    expect(listView({ ...idle, isLoading: true, isSuccess: false, isFetching: true }, 0)).toEqual({
      empty: false,
      waiting: true,
      fetching: true,
    });
  });

  it("an answer with no rows is empty", () => {
    expect(listView(idle, 0)).toEqual({ empty: true, waiting: false, fetching: false });
  });

  it("an answer with rows shows them", () => {
    expect(listView(idle, 3)).toEqual({ empty: false, waiting: false, fetching: false });
  });

  it("a new question keeps the old rows in view while it loads, and is not yet empty", () => {
    const next = { ...idle, isPlaceholderData: true, isFetching: true };
    expect(listView(next, 5)).toEqual({ empty: false, waiting: false, fetching: true });
    expect(listView(next, 0)).toEqual({ empty: false, waiting: true, fetching: true });
  });

  it("loading the next page is not a new question", () => {
    expect(listView({ ...idle, isFetching: true, isFetchingNextPage: true }, 20).fetching).toBe(false);
  });
});
