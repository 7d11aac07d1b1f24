import { Card, List, Stack, Text, Title } from "@mantine/core";
import { IconCircleCheck } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { formatNumber } from "../../../lib/i18n";
import { type ComparisonCell, PREMIUM_ROWS } from "../premium";

/** On the paid plan: it says so and lists what is included (the area's tabs lead to the pages that use it). */
export function PaidIncluded() {
  const { t, i18n } = useTranslation("plans");
  // A row's paid cell as one line of what is included.
  const line = (id: string, cell: ComparisonCell) => {
    const name = t(`premium.rows.${id}.name`);
    if (cell.kind === "count")
      return t("premium.paid.line", { name, value: `${formatNumber(cell.value, i18n.language)} ${t(cell.key)}` });
    if (cell.kind === "text") return t("premium.paid.line", { name, value: t(cell.key) });
    return name;
  };
  return (
    <Card withBorder radius="lg" padding="xl" data-paid-included="true">
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} size="h3">
            {t("premium.paid.title")}
          </Title>
          <Text c="dimmed">{t("premium.paid.lead")}</Text>
        </Stack>
        <List spacing="xs" icon={<IconCircleCheck size={18} color="var(--mantine-color-teal-7)" aria-hidden="true" />}>
          {PREMIUM_ROWS.filter((r) => r.paid.kind !== "no").map((r) => (
            <List.Item key={r.id}>{line(r.id, r.paid)}</List.Item>
          ))}
        </List>
      </Stack>
    </Card>
  );
}
