import { Card, Group, Progress, Stack, Text, Title } from "@mantine/core";
import type { AudienceGroup } from "@quad/contract/api/prospects";
import { useTranslation } from "react-i18next";
import { formatNumber } from "../../../lib/i18n";
import { groupShare } from "../model";

/** One dimension of the audience: each group's students (or "fewer than 10") and the University's own. */
export function AudienceGroups({
  title,
  groups,
  total,
  min,
  labelOf,
}: {
  title: string;
  groups: readonly AudienceGroup[];
  total: number | null;
  min: number;
  labelOf: (group: AudienceGroup) => string;
}) {
  const { t, i18n } = useTranslation("prospects");
  return (
    <Card withBorder radius="md" padding="md">
      <Stack gap="sm">
        <Title order={2} size="h5">
          {title}
        </Title>
        {groups.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t("insights.empty")}
          </Text>
        ) : (
          groups.map((g) => {
            const share = groupShare(g, total);
            const label = g.key === "other" ? t("insights.other") : labelOf(g);
            return (
              <Stack key={g.key} gap={2}>
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <Text size="sm" fw={500} truncate>
                    {label}
                  </Text>
                  <Text size="sm" style={{ whiteSpace: "nowrap" }}>
                    {g.count === null ? t("insights.fewer", { min }) : formatNumber(g.count, i18n.language)}
                    {share !== null ? ` · ${t("insights.share", { share })}` : ""}
                  </Text>
                </Group>
                <Progress value={share ?? 0} size="sm" aria-label={label} />
                <Text size="xs" c="dimmed">
                  {t("insights.yourCount", { count: g.connections })}
                </Text>
              </Stack>
            );
          })
        )}
      </Stack>
    </Card>
  );
}
