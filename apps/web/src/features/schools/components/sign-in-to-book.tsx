import { Alert, Button, Paper, Stack, Text } from "@mantine/core";
import { IconInfoCircle, IconLogin } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";

/** Signed out: booking needs a signed-in university rep; signing in comes back to the same slot. */
export function SignInToBook({ hasSelection, onSignIn }: { hasSelection: boolean; onSignIn: () => void }) {
  const { t } = useTranslation("schools");
  return (
    <Paper withBorder radius="md" p="md" bg="gray.0">
      <Stack gap="sm" align="flex-start">
        <Text fw={600}>{t("public.signInTitle")}</Text>
        <Text size="sm" c="dimmed">
          {hasSelection ? t("public.signInBodySelected") : t("public.signInBody")}
        </Text>
        <Button leftSection={<IconLogin size={16} aria-hidden="true" />} onClick={onSignIn}>
          {hasSelection ? t("public.signInToBookSlot") : t("public.signInToBook")}
        </Button>
      </Stack>
    </Paper>
  );
}

/** Signed in as a school or an application client: only university reps book visits. */
export function UniversitiesOnly() {
  const { t } = useTranslation("schools");
  return (
    <Alert
      color="blue"
      variant="light"
      icon={<IconInfoCircle size={18} aria-hidden="true" />}
      title={t("public.onlyUniversitiesTitle")}
    >
      {t("public.onlyUniversitiesBody")}
    </Alert>
  );
}
