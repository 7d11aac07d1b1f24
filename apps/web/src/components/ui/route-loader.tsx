import { Center, Loader, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";

/** Shown while a lazily loaded screen arrives. */
export function RouteLoader() {
  const { t } = useTranslation();
  return (
    <Center mih="60vh" role="status" aria-live="polite">
      <Stack align="center" gap="xs">
        <Loader size="md" type="dots" />
        <Text size="sm" c="dimmed">
          {t("common.loading")}
        </Text>
      </Stack>
    </Center>
  );
}
