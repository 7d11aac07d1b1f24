import { useDeferredValue } from "react";

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

/** A paged list query as a screen draws it: its state, its answer and how to ask for the next page. */
export interface ListQuery<TData> extends ListQueryState {
  data: TData | undefined;
  hasNextPage: boolean;
  fetchNextPage: () => unknown;
}

/**
 * A list query's state as last drawn. An answer reaches the screen through the query's store, an update React draws
 * at once and whole: a page of rows held a phone's main thread for one long task. Drawn from these deferred copies, the
 * rows arrive in a render that yields to the browser every few milliseconds (issue 28, decision 124); until then the
 * screen shows what it showed (its placeholder, or the previous answer).
 */
export function useDeferredList<TData>(list: ListQuery<TData>): ListQuery<TData> {
  const data = useDeferredValue(list.data);
  const isLoading = useDeferredValue(list.isLoading);
  const isSuccess = useDeferredValue(list.isSuccess);
  const isPlaceholderData = useDeferredValue(list.isPlaceholderData);
  const isFetching = useDeferredValue(list.isFetching);
  const isFetchingNextPage = useDeferredValue(list.isFetchingNextPage);
  const hasNextPage = useDeferredValue(list.hasNextPage);
  return {
    data,
    isLoading,
    isSuccess,
    isPlaceholderData,
    isFetching,
    isFetchingNextPage,
    hasNextPage,
    fetchNextPage: list.fetchNextPage,
  };
}

/** The parts of a single query's state a card reads. */
export interface QueryLike<T> {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
}

/**
 * A single query's state as last drawn (useDeferredList's counterpart for one answer, e.g. a dashboard card): drawn
 * from these deferred copies, the answer arrives in a render that yields to the browser every few milliseconds instead
 * of the store's urgent update (issue 28). Until then the card shows what it showed (its placeholder, or the previous
 * answer).
 */
export function useDeferredQuery<T>(query: QueryLike<T>): QueryLike<T> {
  const isPending = useDeferredValue(query.isPending, true);
  const isError = useDeferredValue(query.isError, false);
  const data = useDeferredValue(query.data, undefined);
  return { data, isPending, isError, refetch: query.refetch };
}
