import { Button, Loader, Stack, Text, ThemeIcon } from "@mantine/core";
import { MESSAGES } from "@quad/contract/rules/messages";
import { IconCircleCheck, IconMailX } from "@tabler/icons-react";
import { Link, useLocation } from "@tanstack/react-router";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { AuthCard } from "../../../components/ui/auth-card";
import { ApiError } from "../../../lib/api-client";
import { translateServerMessage } from "../../../lib/server-messages";
import { useSessionStore } from "../../../lib/session-store";
import { useEmailConfirmation } from "../api/confirm-email";

/** /email-validated?confirmation_token=... — validates the address and says what happens next. */
export default function EmailValidatedPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const token = new URLSearchParams(location.searchStr).get("confirmation_token") ?? "";
  const confirmation = useEmailConfirmation(token);
  const setValidatedType = useSessionStore((s) => s.setValidatedUserPartnerType);
  const partnerType = confirmation.data?.partner_type;

  useEffect(() => {
    if (partnerType) setValidatedType(partnerType);
  }, [partnerType, setValidatedType]);

  if (token && confirmation.isPending) {
    return (
      <AuthCard title={t("registration.validated.checking")}>
        <Stack align="center" py="lg" role="status">
          <Loader type="dots" />
        </Stack>
      </AuthCard>
    );
  }

  if (partnerType) {
    return (
      <AuthCard
        title={t("registration.validated.title")}
        icon={
          <ThemeIcon size={56} radius="xl" variant="light" color="teal" mb="xs">
            <IconCircleCheck size={30} stroke={1.7} aria-hidden="true" />
          </ThemeIcon>
        }
      >
        <Stack gap="lg" role="status">
          <Text>{t(`registration.validated.body.${partnerType}`)}</Text>
          <Text size="sm" c="dimmed">
            {t("registration.validated.approval")}
          </Text>
          <Button component={Link} to="/sign-in" size="md" fullWidth>
            {t("auth.reset.goToSignIn")}
          </Button>
        </Stack>
      </AuthCard>
    );
  }

  const error = confirmation.error;
  const message =
    (error instanceof ApiError && (error.serverMessage ?? Object.values(error.fieldErrors)[0])) ||
    MESSAGES.confirmationTokenInvalid;
  return (
    <AuthCard
      title={t("registration.validated.failedTitle")}
      icon={
        <ThemeIcon size={56} radius="xl" variant="light" color="red" mb="xs">
          <IconMailX size={30} stroke={1.7} aria-hidden="true" />
        </ThemeIcon>
      }
    >
      <Stack gap="lg" role="alert">
        <Text>{token ? translateServerMessage(message, t) : t("registration.validated.missingToken")}</Text>
        <Button component={Link} to="/sign-in" variant="light" size="md" fullWidth>
          {t("auth.backToSignIn")}
        </Button>
      </Stack>
    </AuthCard>
  );
}
