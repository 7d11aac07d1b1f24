import { Anchor, Badge, Card, Group, Stack, Text, Title } from "@mantine/core";
import { type AccessTier, type PlanArea, PROSPECT_CONNECT_LIMITS } from "@quad/contract/rules/plans";
import { IconArrowRight } from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { formatNumber } from "../../lib/i18n";
import { nextNeed, PROSPECT_PREMIUM_PATH, usePlan, usePlanAreas } from "../../lib/plan";
import { useSessionStore } from "../../lib/session-store";
import { PlanRequest } from "./plan-request";

const TIER_COLOR: Record<AccessTier, string> = { paid: "teal", free: "blue", no_access: "gray" };

/** An area's tier as a badge: "Paid plan", "Free plan", "Not in your plan". */
export function PlanTierBadge({ tier }: { tier: AccessTier }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={TIER_COLOR[tier]} radius="sm" tt="none" data-plan-tier={tier}>
      {t(`plan.tier.${tier}`)}
    </Badge>
  );
}

function AreaCard({ area, tier, admin }: { area: PlanArea; tier: AccessTier; admin: boolean }) {
  const { t, i18n } = useTranslation();
  const type = useSessionStore((s) => s.data?.institute_type);
  const need = nextNeed(tier);
  const limits = {
    free: formatNumber(PROSPECT_CONNECT_LIMITS.free, i18n.language),
    paid: formatNumber(PROSPECT_CONNECT_LIMITS.paid, i18n.language),
  };
  const headingId = `plan-area-${area}`;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={headingId} data-plan-area={area}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Title order={3} size="h5" id={headingId}>
            {t(`plan.area.${area}`)}
          </Title>
          <PlanTierBadge tier={tier} />
        </Group>
        <Text size="sm">{t(`plan.meaning.${area}.${tier}`, { context: type, ...limits })}</Text>
        {need ? (
          <Text size="sm" c="dimmed">
            {t(`plan.adds.${area}.${need}`, { context: type, ...limits })}
          </Text>
        ) : null}
        <Group gap="md" wrap="wrap">
          {need && admin ? <PlanRequest area={area} need={need} variant="light" size="sm" /> : null}
          {area === "prospect_engage" ? (
            <Anchor component={Link} to={PROSPECT_PREMIUM_PATH} size="sm" style={{ display: "inline-flex", gap: 4 }}>
              <span>{t("plan.compare")}</span>
              <IconArrowRight size={15} aria-hidden="true" style={{ alignSelf: "center" }} />
            </Anchor>
          ) : null}
        </Group>
      </Stack>
    </Card>
  );
}

/**
 * Settings → Plan (decision 113): the institution's tier per area and what it means, read-only for everyone; admins
 * also get the request for what their plan lacks.
 */
export function PlanOverview() {
  const { t } = useTranslation();
  const plan = usePlan();
  const areas = usePlanAreas();
  const admin = useSessionStore((s) => s.data?.is_admin ?? false);
  return (
    <Stack gap="md" data-plan-overview="true">
      <Stack gap={4}>
        <Title order={2} size="h4">
          {t("plan.overview.title")}
        </Title>
        <Text size="sm" c="dimmed" maw={680}>
          {t("plan.overview.lead")}
        </Text>
      </Stack>
      {areas.map((area) => (
        <AreaCard key={area} area={area} tier={plan[area]} admin={admin} />
      ))}
      {!admin && areas.some((a) => plan[a] !== "paid") ? (
        <Text size="sm" c="dimmed">
          {t("plan.overview.askAdmin")}
        </Text>
      ) : null}
    </Stack>
  );
}
