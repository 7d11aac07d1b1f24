import { Button, List, Stack, Text, ThemeIcon } from "@mantine/core";
import { IconCircleCheck, IconMailCheck } from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { AuthCard } from "../../../components/ui/auth-card";
import { translateServerMessage } from "../../../lib/server-messages";

/** "Check your email" after a successful registration. */
export function RegistrationSent({ message, email }: { message: string; email: string }) {
  const { t } = useTranslation();
  return (
    <AuthCard
      title={t("registration.sent.title")}
      width={520}
      icon={
        <ThemeIcon size={56} radius="xl" variant="light" color="teal" mb="xs">
          <IconMailCheck size={30} stroke={1.7} aria-hidden="true" />
        </ThemeIcon>
      }
    >
      <Stack gap="lg" role="status">
        <Text>{translateServerMessage(message, t)}</Text>
        <Text size="sm" c="dimmed">
          {t("registration.sent.sentTo", { email })}
        </Text>
        <List
          spacing="xs"
          size="sm"
          icon={
            <ThemeIcon size={20} radius="xl" variant="light">
              <IconCircleCheck size={14} aria-hidden="true" />
            </ThemeIcon>
          }
        >
          <List.Item>{t("registration.sent.step1")}</List.Item>
          <List.Item>{t("registration.sent.step2")}</List.Item>
          <List.Item>{t("registration.sent.step3")}</List.Item>
        </List>
        <Button component={Link} to="/sign-in" variant="light" size="md" fullWidth>
          {t("auth.backToSignIn")}
        </Button>
      </Stack>
    </AuthCard>
  );
}
