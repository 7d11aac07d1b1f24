import { Modal } from "@mantine/core";
import { useLocation } from "@tanstack/react-router";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNamespace } from "../../../lib/i18n";
import { useSessionStore } from "../../../lib/session-store";
import { showWelcomeModal } from "../model";
import { WelcomeFlow } from "./welcome-flow";

/** Mounted in the shell: the welcome flow in a modal on the home page while the session's showOnboarding is true. */
export default function WelcomeModal({ homePath, enabled }: { homePath: string; enabled: boolean }) {
  const ready = useNamespace("account");
  const { t } = useTranslation(["account", "translation"], { nsMode: "fallback" });
  const user = useSessionStore((s) => s.data);
  const showOnboarding = useSessionStore((s) => s.showOnboarding);
  const { pathname } = useLocation();
  const [later, setLater] = useState(false);
  // The privacy and required-profile gates come first.
  if (!enabled || !ready || !user?.privacy_policy_accepted || !user.required_fields_filled) return null;
  const opened = showWelcomeModal(showOnboarding, pathname, homePath, later);

  return (
    <Modal
      opened={opened}
      onClose={() => setLater(true)}
      size="xl"
      radius="lg"
      padding="xl"
      centered
      title={t("onboarding.modalTitle")}
      closeButtonProps={{ "aria-label": t("onboarding.later") }}
      styles={{ title: { fontWeight: 700, fontSize: "var(--mantine-font-size-lg)" } }}
    >
      {opened ? <WelcomeFlow userId={user.id} /> : null}
    </Modal>
  );
}
