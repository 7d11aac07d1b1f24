import { Anchor, Button, Grid, Group, Skeleton, Stack } from "@mantine/core";
import { IconArrowLeft } from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { EmptyStatePanel } from "./empty-state-panel";
import { PageHeader } from "./page-header";

/** The link above a record back to its list. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Anchor component={Link} to={to} size="sm" c="dimmed">
      <Group gap={4} wrap="nowrap">
        <IconArrowLeft size={14} aria-hidden="true" />
        {children}
      </Group>
    </Anchor>
  );
}

interface DetailNotFoundProps {
  back: ReactNode;
  icon: ReactNode;
  title: string;
  description: string;
  /** The list, and the button's text that leads to it. */
  listTo: string;
  listLabel: string;
}

/** A record that is not there (or not the reader's): the back link, an empty state and a way to the list. */
export function DetailNotFound({ back, icon, title, description, listTo, listLabel }: DetailNotFoundProps) {
  return (
    <Stack gap="lg">
      {back}
      <EmptyStatePanel
        pageTitle
        icon={icon}
        title={title}
        description={description}
        action={
          <Button component={Link} to={listTo}>
            {listLabel}
          </Button>
        }
      />
    </Stack>
  );
}

function Column({ heights }: { heights: readonly number[] }) {
  return (
    <Stack>
      {heights.map((h, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders
        <Skeleton key={i} h={h} radius="lg" />
      ))}
    </Stack>
  );
}

/** The detail page while its record loads: the back link, a title and the two columns' cards (heights in px). */
export function DetailSkeleton({
  back,
  main,
  side,
}: {
  back: ReactNode;
  main: readonly number[];
  side: readonly number[];
}) {
  return (
    <Stack gap="lg" aria-busy="true">
      {back}
      <Skeleton h={36} w="50%" />
      <Grid>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Column heights={main} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Column heights={side} />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

interface DetailPageProps {
  back: ReactNode;
  /** Badges above the title. */
  eyebrow?: ReactNode;
  title: string;
  description?: string;
  actions?: ReactNode;
  /** The wide column's sections, then the narrow one's (under it on a phone). */
  main: ReactNode;
  side: ReactNode;
  /** Dialogs and drawers of the page. */
  children?: ReactNode;
}

/** A record's page: back link, title with its status and actions, then two columns of sections. */
export function DetailPage({ back, main, side, children, ...header }: DetailPageProps) {
  return (
    <Stack gap={0}>
      <Stack gap="xs" mb="xs">
        {back}
      </Stack>
      <PageHeader {...header} />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="lg">{main}</Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="lg">{side}</Stack>
        </Grid.Col>
      </Grid>
      {children}
    </Stack>
  );
}
