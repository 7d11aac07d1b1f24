/** The parts of an infinite query's state a list screen reads. */
export interface ListQueryState {
  isLoading: boolean;
  isSuccess: boolean;
  isPlaceholderData: boolean;
  isFetching: boolean;
  isFetchingNextPage: boolean;
}

export interface ListView {
  /** The answer came and holds nothing: the empty state. */
  empty: boolean;
  /** Nothing to show yet (first load, or a new question with no rows kept): the placeholder. */
  waiting: boolean;
  /** A new question is on its way (not the next page): the table shows it is loading. */
  fetching: boolean;
}

/** What a paged list shows, from its query's state and how many rows it holds. */
export function listView(q: ListQueryState, rows: number): ListView {
  return {
    empty: q.isSuccess && !q.isPlaceholderData && rows === 0,
    waiting: q.isLoading || (q.isPlaceholderData && rows === 0),
    fetching: q.isLoading || (q.isFetching && !q.isFetchingNextPage),
  };
}
