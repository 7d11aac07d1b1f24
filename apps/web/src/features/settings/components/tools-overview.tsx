import { Alert, Anchor, Badge, Button, Divider, Group, Paper, Skeleton, Stack, Text, Title } from "@mantine/core";
import type { ManagementTool, ManagementToolKey } from "@quad/contract/api/messages";
import {
  type Icon,
  IconBrandSlack,
  IconCalendarShare,
  IconCalendarStats,
  IconKey,
  IconPlugConnected,
  IconVideo,
} from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";
import { Fragment } from "react";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../../lib/dates";
import { useNamespace } from "../../../lib/i18n";
import { useManagementTools } from "../api/management-tools";
import { toolState } from "../model";

const ICONS: Record<ManagementToolKey, Icon> = {
  calendar_sync: IconCalendarStats,
  calendar_feed: IconCalendarShare,
  zoom: IconVideo,
  slack: IconBrandSlack,
  sso: IconKey,
};

/** Where each tool is managed: its own screen, or its section further down this tab (by the section's title id). */
const PLACES: Record<ManagementToolKey, { to: string } | { section: string }> = {
  calendar_sync: { to: "/calendar-sync" },
  calendar_feed: { section: "calendar-feed-title" },
  zoom: { section: "zoom-title" },
  slack: { section: "slack-title" },
  sso: { section: "sso-title" },
};

const STATE_COLORS = { connected: "teal", reconnect: "orange", off: "gray" } as const;

function goToSection(id: string) {
  const title = document.getElementById(id);
  title?.closest("section")?.scrollIntoView({ behavior: "smooth", block: "start" });
}

function ToolRow({ tool }: { tool: ManagementTool }) {
  const { t } = useTranslation(["account", "translation"], { nsMode: "fallback" });
  const state = toolState(tool);
  const ToolIcon = ICONS[tool.key];
  const place = PLACES[tool.key];
  const name = t(`settings.tools.names.${tool.key}`);
  const detail =
    tool.key === "calendar_feed" && tool.detail
      ? t("settings.tools.feedSince", { date: formatDateTime(tool.detail) })
      : tool.detail;
  const label = t(`settings.tools.links.${tool.can_manage ? state : "view"}`);
  const aria = t("settings.tools.linkFor", { action: label, name });
  const link =
    !tool.can_manage && tool.key === "sso" ? null : "to" in place ? (
      <Button component={Link} to={place.to} variant="light" size="compact-sm" aria-label={aria}>
        {label}
      </Button>
    ) : (
      <Button variant="light" size="compact-sm" aria-label={aria} onClick={() => goToSection(place.section)}>
        {label}
      </Button>
    );

  return (
    <Group justify="space-between" align="center" gap="sm" py="xs" wrap="nowrap" data-tool={tool.key}>
      <Group gap="sm" wrap="nowrap" align="flex-start" style={{ flex: "1 1 0", minWidth: 0 }}>
        <ToolIcon size={20} color="var(--mantine-color-quad-6)" aria-hidden="true" style={{ flexShrink: 0 }} />
        <div style={{ minWidth: 0 }}>
          <Group gap={8} wrap="wrap">
            <Text fw={600} size="sm">
              {name}
            </Text>
            <Badge
              variant="light"
              color={STATE_COLORS[state]}
              size="sm"
              tt="none"
              style={{ flexShrink: 0, overflow: "visible" }}
              styles={{ label: { overflow: "visible" } }}
            >
              {t(`settings.tools.states.${state}`)}
            </Badge>
          </Group>
          <Text size="xs" c="dimmed" style={{ overflowWrap: "anywhere" }}>
            {[t(`settings.tools.scopes.${tool.scope}`), detail].filter(Boolean).join(" · ")}
          </Text>
        </div>
      </Group>
      {link ?? (
        <Text size="xs" c="dimmed" ta="right" maw="8rem">
          {t("settings.tools.adminsOnly")}
        </Text>
      )}
    </Group>
  );
}

/**
 * The top of Settings → Integrations (decision 099): every tool Quad connects to, from GET misc/management_tools,
 * whether it is connected for the user or their institution, with a link to where it is managed.
 */
export function ToolsOverview() {
  const ready = useNamespace("account");
  const { t } = useTranslation(["account", "translation"], { nsMode: "fallback" });
  const tools = useManagementTools();
  if (!ready) return <Skeleton height={220} radius="md" />;
  const list = tools.data?.management_tools ?? [];
  const connected = list.filter((x) => toolState(x) === "connected").length;

  return (
    <Paper withBorder radius="md" p={{ base: "md", sm: "lg" }} component="section" aria-labelledby="tools-title">
      <Stack gap="xs">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <IconPlugConnected
            size={22}
            color="var(--mantine-color-quad-6)"
            aria-hidden="true"
            style={{ flexShrink: 0 }}
          />
          <div style={{ minWidth: 0 }}>
            <Title order={2} fz="lg" id="tools-title">
              {t("settings.tools.title")}
            </Title>
            <Text size="sm" c="dimmed">
              {tools.data
                ? t("settings.tools.summary", { count: connected, total: list.length })
                : t("settings.tools.description")}
            </Text>
          </div>
        </Group>
        {tools.isPending ? <Skeleton height={160} /> : null}
        {tools.isError ? (
          <Alert color="red" variant="light">
            {t("settings.tools.failed")}{" "}
            <Anchor component="button" type="button" size="sm" onClick={() => void tools.refetch()}>
              {t("settings.tools.retry")}
            </Anchor>
          </Alert>
        ) : null}
        <Stack gap={0}>
          {list.map((tool, i) => (
            <Fragment key={tool.key}>
              {i > 0 ? <Divider /> : null}
              <ToolRow tool={tool} />
            </Fragment>
          ))}
        </Stack>
      </Stack>
    </Paper>
  );
}
