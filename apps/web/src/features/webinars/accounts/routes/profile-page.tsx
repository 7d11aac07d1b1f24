import { Alert, Button, Stack, Text, Title } from "@mantine/core";
import type { GuestUser } from "@quad/contract/api/webinars";
import { IconInfoCircle, IconSettings, IconUserExclamation } from "@tabler/icons-react";
import { Link, useLocation, useNavigate } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { EmptyStatePanel } from "../../../../components/ui/empty-state-panel";
import { showSuccessToast } from "../../../../lib/api-client";
import { useSessionStore } from "../../../../lib/session-store";
import { useGuestSession } from "../../session/guest-session-store";
import { DiscoverableSection } from "../components/discoverable-section";
import { LanguageSection } from "../components/language-section";
import { PasswordSection } from "../components/password-section";
import { ProfileForm } from "../components/profile-form";
import { SectionCard } from "../components/section-card";
import { useDocumentTitle } from "../hooks/use-document-title";
import { afterProfileSavePath, redirectFrom } from "../model";

/**
 * /webinars/users/update: the guest's profile, password and language. Until the required fields are
 * filled the guest is told "Fill in required fields to register for an event" (spec 3 §2, §8); saving a
 * profile that becomes complete goes on to the webinars (or the `redirect_to` the guest was heading to).
 */
export default function GuestProfilePage() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const redirectTo = redirectFrom(location.searchStr);
  const guest = useGuestSession((s) => (s.authToken ? s.guest : null));
  const partnerType = useSessionStore((s) => (s.authToken ? s.data?.institute_type : null));
  useDocumentTitle(t("webinars.accounts.profile.title"));

  if (!guest) {
    // A School user reaches this address with the school account (spec 1 §6): its profile is in the settings.
    return (
      <Stack gap="lg">
        <Title order={1}>{t("webinars.accounts.profile.title")}</Title>
        <EmptyStatePanel
          icon={partnerType ? <IconSettings size={28} /> : <IconUserExclamation size={28} />}
          title={t(partnerType ? "webinars.accounts.profile.partnerTitle" : "webinars.accounts.profile.signedOutTitle")}
          description={t(
            partnerType ? "webinars.accounts.profile.partnerBody" : "webinars.accounts.profile.signedOutBody",
          )}
          action={
            <Button component={Link} to={partnerType ? "/settings" : "/webinars/sign-in"}>
              {t(partnerType ? "webinars.accounts.profile.openSettings" : "webinars.accounts.signIn.submit")}
            </Button>
          }
        />
      </Stack>
    );
  }

  const onSaved = (saved: GuestUser) => {
    const wasComplete = guest.required_fields_filled;
    useGuestSession.getState().refresh(saved);
    const next = afterProfileSavePath(wasComplete, saved.required_fields_filled, redirectTo);
    showSuccessToast(
      t(saved.required_fields_filled ? "webinars.accounts.profile.saved" : "webinars.accounts.profile.savedIncomplete"),
    );
    if (next) void navigate({ href: next });
  };

  return (
    <Stack gap="xl" maw={880} mx="auto">
      <Stack gap={4}>
        <Title order={1}>{t("webinars.accounts.profile.title")}</Title>
        <Text c="dimmed">{t("webinars.accounts.profile.subtitle", { name: guest.first_name })}</Text>
      </Stack>
      {guest.required_fields_filled ? null : (
        <Alert
          color="yellow"
          variant="light"
          icon={<IconInfoCircle size={20} />}
          title={t("server.fillRequiredToRegister")}
        >
          {t("webinars.accounts.profile.requiredBody")}
        </Alert>
      )}
      <SectionCard
        title={t("webinars.accounts.profile.detailsTitle")}
        description={t("webinars.accounts.profile.detailsSubtitle")}
      >
        <ProfileForm key={guest.id} guest={guest} onSaved={onSaved} />
      </SectionCard>
      <DiscoverableSection guest={guest} />
      <PasswordSection />
      <LanguageSection current={guest.locale} />
    </Stack>
  );
}
