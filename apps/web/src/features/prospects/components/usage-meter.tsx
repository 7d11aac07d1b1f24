import { Card, Group, Progress, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { usageShare } from "../model";

/** The month's connects against the plan's limit, and what the chosen prospects would take. */
export function UsageMeter({ used, limit, selected }: { used: number; limit: number; selected: number }) {
  const { t } = useTranslation("prospects");
  const remaining = Math.max(0, limit - used);
  const over = selected - remaining;
  return (
    <Card withBorder radius="md" padding="md" data-testid="usage-meter">
      <Stack gap={6}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fw={600} size="sm">
            {t("connect.meterLabel")}
          </Text>
          <Text size="sm" c="dimmed">
            {t("connect.remaining", { count: remaining })}
          </Text>
        </Group>
        <Progress.Root size="lg" aria-label={t("connect.meterLabel")}>
          <Progress.Section value={usageShare(used, limit)} color="blue" />
          <Progress.Section
            value={Math.min(usageShare(Math.min(selected, remaining), limit), 100 - usageShare(used, limit))}
            color={over > 0 ? "red" : "teal"}
          />
        </Progress.Root>
        <Text size="sm">{t("connect.meter", { used, limit })}</Text>
        {over > 0 ? (
          <Text size="sm" c="red.8" role="alert">
            {t("connect.overLimit", { count: over })}
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
}
