import {
  Avatar,
  Badge,
  Button,
  Checkbox,
  Group,
  MultiSelect,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Stepper,
  Text,
  ThemeIcon,
  Title,
} from "@mantine/core";
import type { OnboardingData } from "@quad/contract/api/onboarding";
import { ONBOARDING_STEPS } from "@quad/contract/rules/onboarding";
import { IconArrowLeft, IconArrowRight, IconCheck, IconConfetti, IconUsersGroup } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSessionStore } from "../../../lib/session-store";
import { usePeers } from "../api/get-peers";
import { useSeedData } from "../api/get-seed-data";
import { useUserOnboarding } from "../api/get-user-onboarding";
import { useUpdateUserOnboarding } from "../api/update-user-onboarding";
import { dataForStep, isLastStep, stepIndex } from "../model";

const EMPTY: OnboardingData = { goals: [], region_ids: [], graduation_years: [] };

/** The welcome flow: welcome, goals, regions and years, team; driven by the server's step. */
export function WelcomeFlow({ userId, onFinished }: { userId: number; onFinished?: () => void }) {
  const { t } = useTranslation(["account", "translation"], { nsMode: "fallback" });
  const firstName = useSessionStore((s) => s.data?.first_name ?? "");
  const company = useSessionStore((s) => s.data?.company.name ?? "");
  const onboarding = useUserOnboarding(userId);
  const seed = useSeedData(userId);
  const update = useUpdateUserOnboarding(userId);
  const [data, setData] = useState<OnboardingData>(EMPTY);
  const step = onboarding.data?.step ?? 1;
  const peers = usePeers(userId, stepIndex(step) === 3);

  useEffect(() => {
    if (onboarding.data) setData(onboarding.data.data);
  }, [onboarding.data]);

  if (!onboarding.data || !seed.data) {
    return (
      <Stack gap="md" aria-busy="true">
        <Skeleton height={40} />
        <Skeleton height={180} />
        <Skeleton height={36} width={200} ml="auto" />
      </Stack>
    );
  }

  const active = stepIndex(step);
  const move = (action: "next" | "back" | "complete") =>
    update.mutate(
      { action, data: action === "back" ? undefined : dataForStep(step, data) },
      { onSuccess: (res) => (res.user_onboarding.is_onboard ? onFinished?.() : undefined) },
    );

  return (
    <Stack gap="lg">
      <Stepper active={active} size="sm" allowNextStepsSelect={false} iconSize={32}>
        {ONBOARDING_STEPS.map((key) => (
          <Stepper.Step key={key} label={t(`onboarding.steps.${key}.label`)} />
        ))}
      </Stepper>

      <Paper withBorder radius="md" p={{ base: "md", sm: "lg" }} mih={240}>
        {active === 0 ? (
          <Stack gap="sm" align="center" ta="center" py="md">
            <ThemeIcon size={64} radius="xl" variant="light">
              <IconConfetti size={34} stroke={1.5} aria-hidden="true" />
            </ThemeIcon>
            <Title order={2} fz="xl">
              {t("onboarding.steps.welcome.title", { name: firstName })}
            </Title>
            <Text c="dimmed" maw={460}>
              {t("onboarding.steps.welcome.body", { company })}
            </Text>
          </Stack>
        ) : null}

        {active === 1 ? (
          <Stack gap="sm">
            <Title order={2} fz="lg">
              {t("onboarding.steps.goals.title")}
            </Title>
            <Text size="sm" c="dimmed">
              {t("onboarding.steps.goals.body")}
            </Text>
            <Checkbox.Group
              value={data.goals}
              onChange={(goals) => setData((d) => ({ ...d, goals: goals as OnboardingData["goals"] }))}
              aria-label={t("onboarding.steps.goals.title")}
            >
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" mt="xs">
                {seed.data.goals.map((g) => (
                  <Checkbox.Card key={g.key} value={g.key} radius="md" p="md" withBorder>
                    <Group wrap="nowrap" align="flex-start">
                      <Checkbox.Indicator />
                      <Text size="sm" fw={500}>
                        {t(`onboarding.goals.${g.key}`)}
                      </Text>
                    </Group>
                  </Checkbox.Card>
                ))}
              </SimpleGrid>
            </Checkbox.Group>
          </Stack>
        ) : null}

        {active === 2 ? (
          <Stack gap="sm">
            <Title order={2} fz="lg">
              {t("onboarding.steps.regions.title")}
            </Title>
            <Text size="sm" c="dimmed">
              {t("onboarding.steps.regions.body")}
            </Text>
            <MultiSelect
              label={t("onboarding.regionsLabel")}
              data={seed.data.regions.map((r) => ({ value: String(r.id), label: r.name }))}
              value={data.region_ids.map(String)}
              onChange={(v) => setData((d) => ({ ...d, region_ids: v.map(Number) }))}
              searchable
              clearable
              placeholder={data.region_ids.length ? undefined : t("onboarding.choose")}
              comboboxProps={{ withinPortal: true, zIndex: 400 }}
            />
            <MultiSelect
              label={t("onboarding.yearsLabel")}
              data={seed.data.graduation_years.map(String)}
              value={data.graduation_years.map(String)}
              onChange={(v) => setData((d) => ({ ...d, graduation_years: v.map(Number) }))}
              clearable
              placeholder={data.graduation_years.length ? undefined : t("onboarding.choose")}
              comboboxProps={{ withinPortal: true, zIndex: 400 }}
            />
          </Stack>
        ) : null}

        {active === 3 ? (
          <Stack gap="sm">
            <Group gap="xs">
              <IconUsersGroup size={22} aria-hidden="true" />
              <Title order={2} fz="lg">
                {t("onboarding.steps.team.title")}
              </Title>
            </Group>
            <Text size="sm" c="dimmed">
              {t("onboarding.steps.team.body", { n: peers.data?.peers ?? 0 })}
            </Text>
            {peers.data ? (
              peers.data.peer_list.length ? (
                <Stack gap="xs">
                  {peers.data.peer_list.slice(0, 5).map((p) => (
                    <Group key={p.id} justify="space-between" wrap="nowrap">
                      <Group gap="sm" wrap="nowrap">
                        <Avatar radius="xl" size={32} color="quad" aria-hidden="true">
                          {`${p.first_name.at(0) ?? ""}${p.last_name.at(0) ?? ""}`.toUpperCase() || "Q"}
                        </Avatar>
                        <div>
                          <Text size="sm" fw={500}>
                            {`${p.first_name} ${p.last_name}`.trim() || p.email}
                          </Text>
                          {`${p.first_name}${p.last_name}`.trim() ? (
                            <Text size="xs" c="dimmed">
                              {p.email}
                            </Text>
                          ) : null}
                        </div>
                      </Group>
                      <Badge variant="light" color={p.is_onboard ? "teal" : "gray"}>
                        {p.is_onboard ? t("onboarding.peerReady") : t("onboarding.peerPending")}
                      </Badge>
                    </Group>
                  ))}
                </Stack>
              ) : (
                <Text size="sm">{t("onboarding.noPeers")}</Text>
              )
            ) : (
              <Skeleton height={80} />
            )}
          </Stack>
        ) : null}
      </Paper>

      <Group justify="space-between">
        <Button
          variant="default"
          leftSection={<IconArrowLeft size={16} aria-hidden="true" />}
          disabled={active === 0 || update.isPending}
          onClick={() => move("back")}
        >
          {t("onboarding.back")}
        </Button>
        <Text size="sm" c="dimmed">
          {t("onboarding.stepOf", { step: active + 1, total: ONBOARDING_STEPS.length })}
        </Text>
        {isLastStep(step) ? (
          <Button
            color="teal"
            leftSection={<IconCheck size={16} aria-hidden="true" />}
            loading={update.isPending}
            onClick={() => move("complete")}
          >
            {t("onboarding.finish")}
          </Button>
        ) : (
          <Button
            rightSection={<IconArrowRight size={16} aria-hidden="true" />}
            loading={update.isPending}
            onClick={() => move("next")}
          >
            {t("onboarding.next")}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
