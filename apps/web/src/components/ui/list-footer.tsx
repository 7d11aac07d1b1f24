import { Button, Group, Text } from "@mantine/core";
import { useIntersection } from "@mantine/hooks";
import { useEffect } from "react";

interface ListFooterProps {
  /** "Showing 20 of 135". */
  summary: string;
  hasNextPage: boolean;
  fetchingNextPage: boolean;
  onLoadMore: () => void;
  loadMoreLabel: string;
}

/** Under a list: how much is shown, and the next page, loaded too when the footer nears the screen. */
export function ListFooter({ summary, hasNextPage, fetchingNextPage, onLoadMore, loadMoreLabel }: ListFooterProps) {
  const { ref, entry } = useIntersection({ rootMargin: "400px" });
  // biome-ignore lint/correctness/useExhaustiveDependencies: onLoadMore is a new function on each draw
  useEffect(() => {
    if (entry?.isIntersecting && hasNextPage && !fetchingNextPage) onLoadMore();
  }, [entry?.isIntersecting, hasNextPage, fetchingNextPage]);
  return (
    <Group justify="space-between" gap="xs" ref={ref}>
      <Text size="sm" c="dimmed" aria-live="polite">
        {summary}
      </Text>
      {hasNextPage ? (
        <Button variant="subtle" size="xs" loading={fetchingNextPage} onClick={onLoadMore}>
          {loadMoreLabel}
        </Button>
      ) : null}
    </Group>
  );
}
