import { List, Stack, Switch, Text } from "@mantine/core";
import type { GuestUser } from "@quad/contract/api/webinars";
import { useTranslation } from "react-i18next";
import { showSuccessToast } from "../../../../lib/api-client";
import { formatDate } from "../../../../lib/dates";
import { useGuestSession } from "../../session/guest-session-store";
import { useUpdateGuestDiscoverable } from "../api/update-guest-discoverable";
import { SectionCard } from "./section-card";

/**
 * The student's opt-in to be found by universities on Quad (issue 26 §3, decision 111): off by default, explained in
 * plain words (what universities see and never see, minors, withdrawal), turned off at any time.
 */
export function DiscoverableSection({ guest }: { guest: GuestUser }) {
  const { t } = useTranslation();
  const update = useUpdateGuestDiscoverable();
  const student = guest.role === "student";

  const change = async (on: boolean) => {
    try {
      const saved = await update.mutateAsync(on);
      useGuestSession.getState().refresh(saved);
      showSuccessToast(t(on ? "webinars.accounts.discoverable.turnedOn" : "webinars.accounts.discoverable.turnedOff"));
    } catch {
      // The error catalogue has shown the failure; the switch stays as it was.
    }
  };

  return (
    <SectionCard
      title={t("webinars.accounts.discoverable.title")}
      description={t("webinars.accounts.discoverable.subtitle")}
    >
      <Stack gap="sm" data-testid="discoverable-section">
        <Switch
          size="md"
          checked={guest.discoverable}
          disabled={update.isPending || (!student && !guest.discoverable)}
          onChange={(e) => void change(e.currentTarget.checked)}
          label={t("webinars.accounts.discoverable.switch")}
        />
        {guest.discoverable && guest.discoverable_since ? (
          <Text size="sm" c="teal.9">
            {t("webinars.accounts.discoverable.since", {
              date: formatDate(guest.discoverable_since),
            })}
          </Text>
        ) : null}
        {student ? null : (
          <Text size="sm" c="dimmed">
            {t("webinars.accounts.discoverable.studentsOnly")}
          </Text>
        )}
        <Text size="sm" fw={600}>
          {t("webinars.accounts.discoverable.explainTitle")}
        </Text>
        <List size="sm" spacing={4}>
          <List.Item>{t("webinars.accounts.discoverable.explainSeen")}</List.Item>
          <List.Item>{t("webinars.accounts.discoverable.explainNotSeen")}</List.Item>
          <List.Item>{t("webinars.accounts.discoverable.explainMinor")}</List.Item>
          <List.Item>{t("webinars.accounts.discoverable.explainWithdraw")}</List.Item>
        </List>
      </Stack>
    </SectionCard>
  );
}
