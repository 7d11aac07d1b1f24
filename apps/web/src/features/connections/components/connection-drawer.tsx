import { Alert, Avatar, Drawer, Group, Skeleton, Stack, Text, Title } from "@mantine/core";
import { IconAlertCircle } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../lib/api-client";
import { usePhone } from "../../../lib/screen";
import { useConnection } from "../api/get-connection";
import { fullName, initials } from "../model";
import { AddActivityForm } from "./add-activity-form";
import { FreshnessBadge, ListStateBadge } from "./connection-badges";
import { DetailSections, Section } from "./detail-sections";
import { DisconnectSection } from "./disconnect-section";
import { EngagementTimeline } from "./engagement-timeline";
import { ListStateEditor } from "./list-state-editor";

function DrawerBody({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useTranslation("connections");
  const query = useConnection(id);
  if (query.isLoading) {
    return (
      <Stack gap="md" aria-busy="true">
        <Skeleton h={48} w="60%" />
        <Skeleton h={160} />
        <Skeleton h={120} />
      </Stack>
    );
  }
  if (query.isError || !query.data) {
    const notFound = query.error instanceof ApiError && query.error.status === 404;
    return (
      <Alert color={notFound ? "gray" : "red"} icon={<IconAlertCircle size={18} aria-hidden="true" />}>
        {notFound ? t("detail.notFound") : t("detail.loadFailed")}
      </Alert>
    );
  }
  const c = query.data.connection;
  const name = fullName(c.profile) || t("list.noName");
  return (
    <Stack gap="md">
      <Group gap="sm" wrap="nowrap" align="center">
        <Avatar color="quad" radius="xl" size="lg">
          {initials(c.profile)}
        </Avatar>
        <Stack gap={4} miw={0}>
          <Title order={2} size="h3" style={{ overflowWrap: "anywhere" }}>
            {name}
          </Title>
          <Group gap={6}>
            <Text size="sm" c="dimmed">
              {t(`userTypes.${c.user_type}`)}
            </Text>
            <ListStateBadge state={c.list_state} size="xs" />
            <FreshnessBadge row={c} />
            {c.contact.is_minor ? (
              <Text size="xs" c="dimmed">
                · {t("detail.minor")}
              </Text>
            ) : null}
          </Group>
        </Stack>
      </Group>

      <Section id="list-state" title={t("detail.sections.listState")}>
        <ListStateEditor c={c} />
      </Section>

      <DetailSections c={c} />

      <Section id="timeline" title={t("detail.sections.timeline")}>
        <Stack gap="lg">
          <AddActivityForm id={c.id} />
          <EngagementTimeline id={c.id} />
        </Stack>
      </Section>

      <Section id="disconnect" title={t("detail.sections.disconnect")}>
        <DisconnectSection id={c.id} name={name} onDisconnected={onClose} />
      </Section>
    </Stack>
  );
}

/** The connection's detail in a drawer over the list; its address (/connections?id=123) can be shared. */
export function ConnectionDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation("connections");
  const phone = usePhone();
  return (
    <Drawer
      opened={id !== null}
      onClose={onClose}
      position="right"
      size={phone ? "100%" : "xl"}
      title={t("detail.title")}
      closeButtonProps={{ "aria-label": t("detail.close") }}
      styles={{
        body: { paddingTop: 16, paddingBottom: 32 },
        content: { background: "var(--mantine-color-gray-0)" },
        header: { background: "var(--mantine-color-gray-0)" },
      }}
    >
      {id !== null ? <DrawerBody id={id} onClose={onClose} /> : null}
    </Drawer>
  );
}
