import {
  Anchor,
  Button,
  CloseButton,
  Group,
  Paper,
  Progress,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
  VisuallyHidden,
} from "@mantine/core";
import { IconCircleCheckFilled, IconCircleDashed, IconRocket } from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { useFinalSteps } from "../../../lib/onboarding/get-final-steps";
import { useUpdateFinalSteps } from "../api/update-final-steps";
import { checklistProgress } from "../model";

/** The first-steps checklist (GET final_steps), with progress and dismiss. */
export function FirstStepsCard({ userId }: { userId: number }) {
  const { t } = useTranslation(["account", "translation"], { nsMode: "fallback" });
  const steps = useFinalSteps(userId);
  const update = useUpdateFinalSteps(userId);
  if (steps.isError || steps.data?.dismissed) return null;
  if (!steps.data) return <Skeleton height={260} radius="lg" />;
  const { completed_steps_count: done } = steps.data;
  const total = steps.data.steps.length;

  return (
    <Paper withBorder radius="lg" p="lg" shadow="xs" data-testid="first-steps">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <ThemeIcon size={40} radius="md" variant="light">
              <IconRocket size={22} aria-hidden="true" />
            </ThemeIcon>
            <div>
              <Title order={2} fz="md">
                {t("onboarding.firstSteps.title")}
              </Title>
              <Text size="sm" c="dimmed">
                {t("onboarding.firstSteps.progress", { done, total })}
              </Text>
            </div>
          </Group>
          <CloseButton
            aria-label={t("onboarding.firstSteps.dismiss")}
            disabled={update.isPending}
            onClick={() => update.mutate({ dismissed: true })}
          />
        </Group>
        <Progress value={checklistProgress(done)} size="sm" radius="xl" aria-label={t("onboarding.firstSteps.title")} />
        <Stack gap={6} component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
          {steps.data.steps.map((step) => (
            <Group key={step.key} component="li" gap="sm" wrap="nowrap" justify="space-between">
              <Group gap="sm" wrap="nowrap">
                {step.done ? (
                  <IconCircleCheckFilled size={20} color="var(--mantine-color-teal-7)" aria-hidden="true" />
                ) : (
                  <IconCircleDashed size={20} color="var(--mantine-color-gray-6)" aria-hidden="true" />
                )}
                <Text size="sm" td={step.done ? "line-through" : undefined} c={step.done ? "dimmed" : undefined}>
                  {t(`onboarding.firstSteps.steps.${step.key}`)}
                  {step.done ? <VisuallyHidden>{` (${t("onboarding.firstSteps.done")})`}</VisuallyHidden> : null}
                </Text>
              </Group>
              {step.done ? null : (
                <Anchor
                  component={Link}
                  to={step.link}
                  size="sm"
                  onClick={() => (step.key === "explore" ? update.mutate({ explored: true }) : undefined)}
                >
                  {t("onboarding.firstSteps.go")}
                </Anchor>
              )}
            </Group>
          ))}
        </Stack>
        {done >= total ? (
          <Button variant="light" color="teal" onClick={() => update.mutate({ dismissed: true })}>
            {t("onboarding.firstSteps.allDone")}
          </Button>
        ) : null}
      </Stack>
    </Paper>
  );
}
