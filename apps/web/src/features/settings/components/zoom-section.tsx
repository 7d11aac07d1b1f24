import { Badge, Button, Group, Paper, Skeleton, Stack, Text, Title } from "@mantine/core";
import type { SessionUser } from "@quad/contract/api/auth";
import { IconVideo } from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { useNamespace } from "../../../lib/i18n";
import { useZoomAvailable, useZoomStatus } from "../../../lib/video-meeting/api";

/** What Zoom does for each kind of institution (decision 094: visits for both sides, sessions for their host). */
const PURPOSE = {
  University: "settings.purpose.university",
  School: "settings.purpose.school",
  ApplicationClient: "settings.purpose.client",
} as const;

/**
 * The institution's Zoom in the settings (issue 25 §2): whether it is connected and with which account, what it is
 * used for by this kind of institution, and the way to /zoom, where it is connected or disconnected.
 */
export function ZoomSection({ user }: { user: SessionUser }) {
  const ready = useNamespace("zoom");
  const { t } = useTranslation("zoom");
  const status = useZoomStatus();
  const available = useZoomAvailable();
  if (!ready || status.isPending || available.isPending) return <Skeleton height={160} radius="md" />;
  const connected = status.data?.is_zoom_connected === true;
  const unavailable = !connected && available.data === false;
  const badge = connected
    ? { color: "teal", label: t("settings.connected") }
    : unavailable
      ? { color: "gray", label: t("settings.unavailable") }
      : { color: "gray", label: t("settings.notConnected") };
  const purpose = user.institute_type in PURPOSE ? PURPOSE[user.institute_type as keyof typeof PURPOSE] : null;

  return (
    <Paper withBorder radius="md" p={{ base: "md", sm: "lg" }} component="section" aria-labelledby="zoom-title">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Group gap="sm" wrap="nowrap" align="flex-start" style={{ flex: "1 1 16rem", minWidth: 0 }}>
            <IconVideo size={22} color="var(--mantine-color-quad-6)" aria-hidden="true" style={{ flexShrink: 0 }} />
            <div style={{ minWidth: 0 }}>
              <Title order={3} fz="md" id="zoom-title">
                {t("settings.title")}
              </Title>
              {purpose ? (
                <Text size="sm" c="dimmed">
                  {t(purpose)}
                </Text>
              ) : null}
            </div>
          </Group>
          <Badge variant="light" color={badge.color} size="lg" tt="none" style={{ flexShrink: 0 }}>
            {badge.label}
          </Badge>
        </Group>
        <Text size="sm" style={{ overflowWrap: "anywhere" }} data-testid="zoom-state">
          {connected
            ? t("page.connectedAs", { email: status.data?.zoom_email ?? "" })
            : unavailable
              ? t("page.unavailableBody")
              : t("settings.notConnectedBody")}
        </Text>
        {unavailable ? null : (
          <Group>
            <Button
              component={Link}
              to="/zoom"
              variant={connected ? "default" : "filled"}
              leftSection={<IconVideo size={16} aria-hidden="true" />}
              w={{ base: "100%", xs: "auto" }}
            >
              {connected ? t("settings.manage") : t("page.connect")}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
