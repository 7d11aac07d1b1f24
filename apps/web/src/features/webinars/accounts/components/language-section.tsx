import { Stack, Text } from "@mantine/core";
import { LOCALES, type Locale } from "@quad/contract/rules/constants";
import { useTranslation } from "react-i18next";
import { Segmented } from "../../../../components/ui/segmented";
import { showSuccessToast } from "../../../../lib/api-client";
import { useSessionStore } from "../../../../lib/session-store";
import { useGuestSession } from "../../session/guest-session-store";
import { useUpdateGuestLocale } from "../api/update-guest-locale";
import { SectionCard } from "./section-card";

/**
 * The guest's language (PUT users/update_locale): mails and reminders use it, and the interface switches
 * at once (the session store's locale drives lib/i18n changeLocale).
 */
export function LanguageSection({ current }: { current: Locale }) {
  // `current` is the guest's saved language (GUEST users.locale), which mails and reminders follow.
  const { t } = useTranslation();
  const update = useUpdateGuestLocale();

  const choose = async (value: Locale) => {
    if (value === current) {
      useSessionStore.getState().setLocale(value, "user");
      return;
    }
    try {
      const guest = await update.mutateAsync(value);
      useGuestSession.getState().refresh(guest);
      useSessionStore.getState().setLocale(guest.locale, "user");
      showSuccessToast(t("webinars.accounts.language.saved", { lng: guest.locale }));
    } catch {
      // The error catalogue has shown the failure; the choice stays as it was.
    }
  };

  return (
    <SectionCard title={t("webinars.accounts.language.title")} description={t("webinars.accounts.language.subtitle")}>
      <Stack gap="xs">
        <Segmented
          value={current}
          onChange={(value) => void choose(value)}
          disabled={update.isPending}
          aria-label={t("webinars.accounts.language.title")}
          data={LOCALES.map((value) => ({ value, label: t(`language.${value}`) }))}
          maw={360}
        />
        <Text size="xs" c="dimmed">
          {t("webinars.accounts.language.hint")}
        </Text>
      </Stack>
    </SectionCard>
  );
}
