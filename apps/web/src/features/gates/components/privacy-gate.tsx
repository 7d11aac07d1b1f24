import { Anchor, Button, Group, List, Modal, Stack, Text, ThemeIcon } from "@mantine/core";
import { IconShieldCheck } from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { useAcceptPrivacyPolicy } from "../api/accept-privacy-policy";

const POINTS = ["collect", "use", "share", "rights"] as const;

/** A blocking modal until the user accepts the privacy policy (PUT accept_privacy_policy, then check_session). */
export function PrivacyGate({ userId, onSignOut }: { userId: number; onSignOut: () => void }) {
  const { t } = useTranslation(["account", "translation"], { nsMode: "fallback" });
  const accept = useAcceptPrivacyPolicy(userId);

  return (
    <Modal
      opened
      onClose={() => undefined}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      centered
      size="lg"
      radius="lg"
      padding="xl"
      title={
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon variant="light" size={36} radius="md">
            <IconShieldCheck size={20} aria-hidden="true" />
          </ThemeIcon>
          <Text fw={700} size="lg" component="span">
            {t("privacyGate.title")}
          </Text>
        </Group>
      }
    >
      <Stack gap="md">
        <Text size="sm">{t("privacyGate.intro")}</Text>
        <List size="sm" spacing="xs">
          {POINTS.map((p) => (
            <List.Item key={p}>{t(`privacyGate.points.${p}`)}</List.Item>
          ))}
        </List>
        <Text size="sm">
          {t("privacyGate.readFull")}{" "}
          <Anchor component={Link} to="/privacy-policy" target="_blank">
            {t("privacyGate.link")}
          </Anchor>
        </Text>
        <Group justify="space-between" mt="sm">
          <Button variant="subtle" color="gray" onClick={onSignOut}>
            {t("privacyGate.signOut")}
          </Button>
          <Button loading={accept.isPending} onClick={() => accept.mutate()}>
            {t("privacyGate.accept")}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
