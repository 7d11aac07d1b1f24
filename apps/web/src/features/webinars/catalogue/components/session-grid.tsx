import { Card, SimpleGrid, Skeleton, Stack, Text } from "@mantine/core";
import type { GuestWebinarSession } from "@quad/contract/api/webinars";
import { IconCalendarOff } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { SessionCard } from "./session-card";

/** Sessions as cards, three across on a desktop, one on a phone; skeletons while loading; an empty state. */
export function SessionGrid({
  sessions,
  loading,
  zone,
  categoryNames,
  empty,
}: {
  sessions: GuestWebinarSession[] | undefined;
  loading: boolean;
  zone: string;
  categoryNames?: Map<number, string>;
  empty: { title: string; body?: string; action?: ReactNode };
}) {
  if (loading && !sessions) {
    return (
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {[0, 1, 2].map((i) => (
          <Card key={i} withBorder radius="md" padding="md">
            <Skeleton h={60} w={56} mb="sm" />
            <Skeleton h={14} mb={8} />
            <Skeleton h={14} w="60%" />
          </Card>
        ))}
      </SimpleGrid>
    );
  }
  if (!sessions?.length) {
    return (
      <Card withBorder radius="md" padding="xl">
        <Stack align="center" gap="xs">
          <IconCalendarOff size={32} color="var(--mantine-color-gray-5)" aria-hidden="true" />
          <Text fw={600} ta="center">
            {empty.title}
          </Text>
          {empty.body ? (
            <Text size="sm" c="dimmed" ta="center" maw={460}>
              {empty.body}
            </Text>
          ) : null}
          {empty.action}
        </Stack>
      </Card>
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
      {sessions.map((s) => (
        <SessionCard
          key={s.id}
          session={s}
          zone={zone}
          categoryName={s.category_id ? categoryNames?.get(s.category_id) : undefined}
        />
      ))}
    </SimpleGrid>
  );
}
