import { Alert, Anchor, Button, Group, Paper, Skeleton, Stack, Text, Title } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import { useNavigate } from "@tanstack/react-router";
import type { MouseEvent, ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { type QueryLike, useDeferredQuery } from "../../../lib/list-state";
import { connectionsLink, type FigureFilter } from "../model/links";

interface DashCardProps {
  id: string;
  title: string;
  description?: string;
  actions?: ReactNode;
  children: ReactNode;
}

/** One card of the dashboard: a titled section (its heading names it for screen readers). */
export function DashCard({ id, title, description, actions, children }: DashCardProps) {
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: "md", sm: "lg" }}
      component="section"
      aria-labelledby={id}
      h="100%"
      data-card={id}
    >
      <Stack gap="md" h="100%">
        <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
          <Stack gap={2} maw={560} style={{ flex: "1 1 220px" }}>
            <Title order={2} fz="md" id={id}>
              {title}
            </Title>
            {description ? (
              <Text size="xs" c="dimmed">
                {description}
              </Text>
            ) : null}
          </Stack>
          {actions}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}

/** Placeholder blocks while a card's figures load. */
export function CardLoading({ rows = 3, height = 28 }: { rows?: number; height?: number }) {
  const { t } = useTranslation("dashboard");
  return (
    <Stack gap="xs" aria-busy="true" aria-label={t("common.loading")}>
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Skeleton key={i} height={height} radius="sm" />
      ))}
    </Stack>
  );
}

/** A card whose call failed: what happened and a retry (the toast said it once too). */
export function CardError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation("dashboard");
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertTriangle size={18} aria-hidden="true" />}
      title={t("common.errorTitle")}
    >
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{t("common.errorBody")}</Text>
        <Button size="xs" variant="light" color="red" onClick={onRetry}>
          {t("common.retry")}
        </Button>
      </Stack>
    </Alert>
  );
}

/** Loading, error or the content of one call, drawn from its deferred state (useDeferredQuery). */
export function QueryState<T>({
  query,
  rows,
  height,
  children,
}: {
  query: QueryLike<T>;
  rows?: number;
  height?: number;
  children: (data: T) => ReactNode;
}) {
  const { data, isPending, isError } = useDeferredQuery(query);
  if (isPending) return <CardLoading rows={rows} height={height} />;
  if (isError || data === undefined) return <CardError onRetry={() => void query.refetch()} />;
  return <>{children(data)}</>;
}

/** A link to /connections with these search params: a real address (new tab, copy), followed in the app. */
export function ConnectionsAnchor({
  search,
  children,
  ...rest
}: {
  search: Record<string, string>;
  children: ReactNode;
  "aria-label"?: string;
  size?: string;
  fw?: number;
  truncate?: boolean;
  "data-trend-cell"?: string;
}) {
  const navigate = useNavigate();
  const href = `/connections${Object.keys(search).length ? `?${new URLSearchParams(search)}` : ""}`;
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    void navigate({ to: "/connections", search });
  };
  return (
    <Anchor href={href} onClick={onClick} underline="hover" {...rest}>
      {children}
    </Anchor>
  );
}

/** A figure as a link to /connections with its filter set (spec 2 §1: every figure opens the list). */
export function FigureLink({
  scope,
  figure,
  label,
  children,
  size = "sm",
  fw = 600,
}: {
  scope: readonly number[];
  figure?: FigureFilter;
  /** What the link opens, for screen readers ("42 students, open in Connections"). */
  label: string;
  children: ReactNode;
  size?: string;
  fw?: number;
}) {
  return (
    <ConnectionsAnchor search={connectionsLink(scope, figure)} aria-label={label} size={size} fw={fw}>
      {children}
    </ConnectionsAnchor>
  );
}

/** A big number with its label (a stat tile), the number a link to /connections. */
export function StatTile({
  label,
  value,
  scope,
  figure,
  hint,
  linkLabel,
}: {
  label: string;
  value: number;
  scope: readonly number[];
  figure?: FigureFilter;
  hint?: string;
  /** Absent: the figure has no matching /connections filter and stays plain text. */
  linkLabel?: string;
}) {
  return (
    <Paper radius="md" p="sm" bg="var(--mantine-color-gray-light)" miw={0}>
      <Text size="xs" c="dimmed" fw={500} lineClamp={2}>
        {label}
      </Text>
      {linkLabel ? (
        <FigureLink scope={scope} figure={figure} label={linkLabel} size="xl" fw={700}>
          {value.toLocaleString()}
        </FigureLink>
      ) : (
        <Text size="xl" fw={700}>
          {value.toLocaleString()}
        </Text>
      )}
      {hint ? (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      ) : null}
    </Paper>
  );
}
