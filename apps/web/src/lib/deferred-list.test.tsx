import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { type ListQuery, useDeferredList } from "./list-state";

const loading: ListQuery<string> = {
  data: undefined,
  isLoading: true,
  isSuccess: false,
  isPlaceholderData: false,
  isFetching: true,
  isFetchingNextPage: false,
  hasNextPage: false,
  fetchNextPage: () => undefined,
};
const answered: ListQuery<string> = { ...loading, data: "rows", isLoading: false, isSuccess: true, isFetching: false };

/** What the screen drew, render by render: its rows, or that it was still loading. */
const drawn: string[] = [];
function Screen({ list }: { list: ListQuery<string> }) {
  const shown = useDeferredList(list);
  drawn.push(shown.isLoading ? "loading" : (shown.data ?? "nothing"));
  return null;
}

describe("useDeferredList", () => {
  it("draws an answer in a later, interruptible render: the update that brings it keeps the screen as it was", () => {
    drawn.length = 0;
    const { rerender } = render(<Screen list={loading} />);
    rerender(<Screen list={answered} />);
    expect(drawn).toEqual(["loading", "loading", "rows"]);
  });
});
