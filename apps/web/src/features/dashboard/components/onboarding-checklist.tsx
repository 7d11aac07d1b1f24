import { Anchor, Button, CloseButton, Group, Paper, Progress, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import type { UserConfigurationSchema } from "@quad/contract/api/users";
import { IconCircleCheck, IconCircleDashed } from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { useUpdateUserConfiguration } from "../api/update-user-configuration";
import { type OnboardingStep, onboardingSteps } from "../model/onboarding";

const STEP_PATH: Record<OnboardingStep, string> = {
  webinar: "/event/sessions",
  visit: "/schools",
  feedback: "/events-list",
  categories: "/configuration",
};

/** The dashboard's first steps for a new institution (user_configurations), dismissible. */
export function OnboardingChecklist({
  config,
  client,
}: {
  config: z.infer<typeof UserConfigurationSchema>;
  client: boolean;
}) {
  const { t } = useTranslation("dashboard");
  const update = useUpdateUserConfiguration();
  const steps = onboardingSteps(config, client);
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
              {config.has_leads_available ? t("onboarding.titleStarted") : t("onboarding.title")}
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
            <Group key={s.step} gap="sm" wrap="nowrap" role="listitem" align="flex-start">
              <ThemeIcon variant="transparent" color={s.done ? "teal" : "gray"} size="sm" aria-hidden="true">
                {s.done ? <IconCircleCheck size={18} /> : <IconCircleDashed size={18} />}
              </ThemeIcon>
              <Stack gap={0} style={{ flex: 1 }}>
                <Anchor
                  component={Link}
                  to={STEP_PATH[s.step]}
                  size="sm"
                  fw={600}
                  td={s.done ? "line-through" : undefined}
                >
                  {t(`onboarding.steps.${s.step}.title`)}
                </Anchor>
                <Text size="xs" c="dimmed">
                  {t(`onboarding.steps.${s.step}.body`)}
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
