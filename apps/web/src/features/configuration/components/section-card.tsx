import { Alert, Button, Group, Paper, Skeleton, Stack, Text, Title } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

interface SectionCardProps {
  id: string;
  title: string;
  description: string;
  actions?: ReactNode;
  children: ReactNode;
}

/** One section of the configuration screen: a titled card. */
export function SectionCard({ id, title, description, actions, children }: SectionCardProps) {
  return (
    <Paper withBorder radius="lg" p={{ base: "md", sm: "lg" }} component="section" aria-labelledby={id}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
          <Stack gap={4} maw={640}>
            <Title order={2} fz="lg" id={id}>
              {title}
            </Title>
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          </Stack>
          {actions}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}

/** Placeholder rows while a section loads. */
export function SectionLoading({ rows = 3 }: { rows?: number }) {
  const { t } = useTranslation("configuration");
  return (
    <Stack gap="xs" aria-busy="true" aria-label={t("common.loading")}>
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Skeleton key={i} height={36} radius="md" />
      ))}
    </Stack>
  );
}

/** A section that could not load, with a retry. */
export function SectionError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation("configuration");
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertTriangle size={18} aria-hidden="true" />}
      title={t("common.errorTitle")}
    >
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{t("common.errorBody")}</Text>
        <Button size="xs" variant="light" color="red" onClick={onRetry}>
          {t("common.retry")}
        </Button>
      </Stack>
    </Alert>
  );
}
