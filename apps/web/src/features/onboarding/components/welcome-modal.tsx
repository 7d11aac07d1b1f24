import { Group, Modal, Text } from "@mantine/core";
import { useLocation } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { LanguageSwitch } from "../../../components/ui/language-switch";
import { useNamespace } from "../../../lib/i18n";
import { useSessionStore } from "../../../lib/session-store";
import { showWelcomeModal } from "../model";
import { WelcomeFlow } from "./welcome-flow";

/**
 * Mounted in the shell: the welcome flow in a modal on the home page while the session's showOnboarding is
 * true. Closing it (× or Later) postpones it for the session, kept across reloads; the language can be
 * switched without leaving it.
 */
export default function WelcomeModal({ homePath, enabled }: { homePath: string; enabled: boolean }) {
  const ready = useNamespace("account");
  const { t } = useTranslation(["account", "translation"], { nsMode: "fallback" });
  const user = useSessionStore((s) => s.data);
  const showOnboarding = useSessionStore((s) => s.showOnboarding);
  const { pathname } = useLocation();
  const postpone = useSessionStore((s) => s.postponeOnboarding);
  // The privacy and required-profile gates come first.
  if (!enabled || !ready || !user?.privacy_policy_accepted || !user.required_fields_filled) return null;
  const opened = showWelcomeModal(showOnboarding, pathname, homePath);

  return (
    <Modal
      opened={opened}
      onClose={postpone}
      size="xl"
      radius="lg"
      padding="xl"
      centered
      title={
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Text component="span" fw={700} fz="lg">
            {t("onboarding.modalTitle")}
          </Text>
          <LanguageSwitch />
        </Group>
      }
      closeButtonProps={{ "aria-label": t("translation:common.close") }}
      styles={{ title: { flex: 1, marginRight: "var(--mantine-spacing-sm)" } }}
    >
      {opened ? <WelcomeFlow userId={user.id} /> : null}
    </Modal>
  );
}
