import { Button, Group, Paper, Select, Skeleton, Stack, Text, TextInput } from "@mantine/core";
import { useDebouncedCallback } from "@mantine/hooks";
import { NOTIFICATION_TYPES, type Notification } from "@quad/contract/api/notifications";
import { notificationLink } from "@quad/contract/rules/notification-links";
import { IconBellOff, IconChecks, IconSearch } from "@tabler/icons-react";
import { useNavigate, useSearch } from "@tanstack/react-router";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { EmptyStatePanel } from "../../../components/ui/empty-state-panel";
import { PageHeader } from "../../../components/ui/page-header";
import { RouteLoader } from "../../../components/ui/route-loader";
import { Segmented } from "../../../components/ui/segmented";
import { useSessionStore } from "../../../lib/session-store";
import { useNotifications } from "../api/list-notifications";
import { useMarkRead } from "../api/mark-read";
import { NotificationItem } from "../components/notification-item";
import { type NotificationsSearch, notificationFilters, parseNotificationsSearch } from "../model";
import { useNotificationTexts } from "../use-notification-texts";

function NotificationsScreen({ userId }: { userId: number }) {
  const { t } = useTranslation("notifications");
  const navigate = useNavigate();
  const rawSearch = useSearch({ strict: false }) as Record<string, unknown>;
  const search = useMemo(() => parseNotificationsSearch(rawSearch), [rawSearch]);
  const filters = useMemo(() => notificationFilters(search), [search]);
  const list = useNotifications(userId, filters);
  const markRead = useMarkRead(userId);
  const [searchText, setSearchText] = useState(search.q);

  const setSearch = (patch: Partial<NotificationsSearch>) => {
    const next = { ...search, ...patch };
    void navigate({
      to: "/notifications",
      search: {
        ...(next.type ? { type: next.type } : {}),
        ...(next.state !== "all" ? { state: next.state } : {}),
        ...(next.q ? { q: next.q } : {}),
      },
      replace: true,
    });
  };
  const debouncedSearch = useDebouncedCallback((q: string) => setSearch({ q: q.trim() }), 300);

  const items = list.data?.pages.flatMap((p) => p.notifications) ?? [];
  const first = list.data?.pages[0];
  const unread = first?.unread_count ?? 0;
  const filtered = Boolean(search.type) || search.state !== "all" || search.q !== "";

  const open = (n: Notification) => {
    if (!n.is_read) markRead.mutate({ ids: [n.id] });
    const to = notificationLink(n);
    if (to !== "/notifications") void navigate({ to });
  };

  return (
    <Stack gap={0}>
      <PageHeader
        title={t("page.title")}
        description={
          first ? t("page.summary", { unread, read: first.read_count, total: first.total }) : t("page.description")
        }
        actions={
          <Button
            leftSection={<IconChecks size={16} aria-hidden="true" />}
            disabled={unread === 0}
            loading={markRead.isPending}
            onClick={() => markRead.mutate({ read_all: true })}
          >
            {t("actions.markAllRead")}
          </Button>
        }
      />
      <Paper withBorder radius="lg" p="md">
        <Stack gap="md">
          <Group justify="space-between" gap="sm" wrap="wrap">
            <Segmented
              aria-label={t("filters.state")}
              value={search.state}
              onChange={(state) => setSearch({ state })}
              data={[
                { value: "all", label: t("filters.states.all") },
                { value: "unread", label: t("filters.states.unread") },
                { value: "read", label: t("filters.states.read") },
              ]}
            />
            <Group gap="sm" wrap="wrap">
              <Select
                aria-label={t("filters.type")}
                w={220}
                value={search.type ?? "all"}
                onChange={(v) => setSearch({ type: v && v !== "all" ? (v as NotificationsSearch["type"]) : undefined })}
                data={[
                  { value: "all", label: t("filters.allTypes") },
                  ...NOTIFICATION_TYPES.map((type) => ({ value: type, label: t(`types.${type}`) })),
                ]}
              />
              <TextInput
                aria-label={t("filters.search")}
                placeholder={t("filters.searchPlaceholder")}
                leftSection={<IconSearch size={16} aria-hidden="true" />}
                w={260}
                value={searchText}
                onChange={(e) => {
                  setSearchText(e.currentTarget.value);
                  debouncedSearch(e.currentTarget.value);
                }}
              />
            </Group>
          </Group>

          {list.isLoading ? (
            <Stack gap="sm" aria-busy="true" aria-label={t("list.loading")}>
              {[0, 1, 2, 3, 4].map((i) => (
                <Skeleton key={i} h={68} radius="md" />
              ))}
            </Stack>
          ) : items.length === 0 ? (
            <EmptyStatePanel
              compact
              icon={<IconBellOff size={28} aria-hidden="true" />}
              title={filtered ? t("empty.filteredTitle") : t("empty.title")}
              description={filtered ? t("empty.filteredBody") : t("empty.body")}
              action={
                filtered ? (
                  <Button
                    variant="light"
                    onClick={() => {
                      setSearchText("");
                      setSearch({ type: undefined, state: "all", q: "" });
                    }}
                  >
                    {t("empty.clear")}
                  </Button>
                ) : null
              }
            />
          ) : (
            <Stack gap={4} style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}>
              {items.map((n) => (
                <NotificationItem key={n.id} notification={n} onOpen={open} />
              ))}
            </Stack>
          )}

          {items.length > 0 ? (
            <Group justify="space-between">
              <Text size="sm" c="dimmed" aria-live="polite">
                {t("list.showing", { shown: items.length, count: first?.filter_count ?? items.length })}
              </Text>
              {list.hasNextPage ? (
                <Button
                  variant="subtle"
                  size="xs"
                  loading={list.isFetchingNextPage}
                  onClick={() => list.fetchNextPage()}
                >
                  {t("list.loadMore")}
                </Button>
              ) : null}
            </Group>
          ) : null}
        </Stack>
      </Paper>
    </Stack>
  );
}

/** /notifications — the notifications page with its filters (spec 1 §2). */
export default function NotificationsPage() {
  const ready = useNotificationTexts();
  const userId = useSessionStore((s) => s.data?.id);
  if (!ready || userId === undefined) return <RouteLoader />;
  return <NotificationsScreen userId={userId} />;
}
