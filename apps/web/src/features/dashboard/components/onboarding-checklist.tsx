import { Anchor, Button, CloseButton, Group, Paper, Progress, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconCircleCheck, IconCircleDashed } from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { useDashboardSteps } from "../api/get-dashboard-steps";
import { useUpdateUserConfiguration } from "../api/update-user-configuration";

/** The dashboard's first steps for a new institution, each from its own data; dismissible (user_configurations). */
export function OnboardingChecklist({ client }: { client: boolean }) {
  const { t } = useTranslation("dashboard");
  const update = useUpdateUserConfiguration();
  // Each step is done from the institution's own data (a session it published, a visit it requested…).
  const query = useDashboardSteps(true);
  const steps = query.data ?? [];
  if (!steps.length) return null;
  const done = steps.filter((s) => s.done).length;
  const dismiss = () => update.mutate(true);
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: "md", sm: "lg" }}
      component="section"
      aria-labelledby="dash-onboarding"
      style={{ borderColor: "var(--mantine-color-indigo-3)" }}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Stack gap={2}>
            <Title order={2} fz="md" id="dash-onboarding">
              {done > 0 ? t("onboarding.titleStarted") : t("onboarding.title")}
            </Title>
            <Text size="sm" c="dimmed">
              {client ? t("onboarding.descriptionClient") : t("onboarding.description")}
            </Text>
          </Stack>
          <CloseButton aria-label={t("onboarding.dismiss")} onClick={dismiss} disabled={update.isPending} />
        </Group>
        <Group gap="xs" wrap="nowrap">
          <Progress value={(done / steps.length) * 100} size="sm" radius="xl" style={{ flex: 1 }} aria-hidden="true" />
          <Text size="xs" c="dimmed">
            {t("onboarding.progress", { done, count: steps.length })}
          </Text>
        </Group>
        <Stack gap={8} role="list">
          {steps.map((s) => (
            <Group key={s.key} gap="sm" wrap="nowrap" role="listitem" align="flex-start">
              <ThemeIcon variant="transparent" color={s.done ? "teal" : "gray"} size="sm" aria-hidden="true">
                {s.done ? <IconCircleCheck size={18} /> : <IconCircleDashed size={18} />}
              </ThemeIcon>
              <Stack gap={0} style={{ flex: 1 }}>
                <Anchor component={Link} to={s.link} size="sm" fw={600} td={s.done ? "line-through" : undefined}>
                  {t(`onboarding.steps.${s.key}.title`)}
                </Anchor>
                <Text size="xs" c="dimmed">
                  {t(`onboarding.steps.${s.key}.body`)}
                </Text>
              </Stack>
              <Text size="xs" c={s.done ? "teal.9" : "dimmed"}>
                {s.done ? t("onboarding.done") : t("onboarding.todo")}
              </Text>
            </Group>
          ))}
        </Stack>
        <Group justify="flex-end">
          <Button size="xs" variant="subtle" onClick={dismiss} loading={update.isPending}>
            {t("onboarding.hide")}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
