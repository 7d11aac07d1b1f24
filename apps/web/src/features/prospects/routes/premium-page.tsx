import { Group, Stack, Text } from "@mantine/core";
import { PROSPECT_CONNECT_LIMITS } from "@quad/contract/rules/plans";
import { IconShieldLock } from "@tabler/icons-react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { PlanOffer } from "../../../components/plan/plan-offer";
import { PlanTierBadge } from "../../../components/plan/plan-overview";
import { PageHeader } from "../../../components/ui/page-header";
import { RouteLoader } from "../../../components/ui/route-loader";
import { formatNumber, useNamespace } from "../../../lib/i18n";
import { usePlan } from "../../../lib/plan";
import { ComparisonTable } from "../components/comparison-table";
import { PaidIncluded } from "../components/paid-included";
import { ProspectsNav } from "../components/prospects-nav";
import { currentColumn, PRIVACY_MIN_GROUP, paidAdds } from "../premium";

function PremiumScreen() {
  const { t, i18n } = useTranslation("plans");
  const tier = usePlan().prospect_engage;
  const title = t("premium.title");
  const limits = {
    free: formatNumber(PROSPECT_CONNECT_LIMITS.free, i18n.language),
    paid: formatNumber(PROSPECT_CONNECT_LIMITS.paid, i18n.language),
  };
  useEffect(() => {
    document.title = `${title} · Quad`;
  }, [title]);

  return (
    <>
      <PageHeader
        title={title}
        description={t("premium.description")}
        eyebrow={
          <Group gap="xs">
            <Text size="sm" c="dimmed">
              {t("premium.current")}
            </Text>
            <PlanTierBadge tier={tier} />
          </Group>
        }
      />
      <ProspectsNav />
      <Stack gap="xl">
        <Stack gap="sm">
          <ComparisonTable current={currentColumn(tier)} />
          <Group gap={6} wrap="nowrap" align="flex-start">
            <IconShieldLock
              size={16}
              color="var(--mantine-color-gray-7)"
              aria-hidden="true"
              style={{ flexShrink: 0 }}
            />
            <Text size="xs" c="dimmed">
              {t("premium.privacy", { min: formatNumber(PRIVACY_MIN_GROUP, i18n.language) })} {t("premium.contactNote")}
            </Text>
          </Group>
        </Stack>
        {tier === "paid" ? (
          <PaidIncluded />
        ) : (
          <PlanOffer
            area="prospect_engage"
            need="paid"
            title={t("premium.offer.title")}
            lead={t(tier === "free" ? "premium.offer.leadFree" : "premium.offer.leadNoAccess")}
            points={paidAdds().map((r) => t(`premium.offer.points.${r.id}`, limits))}
            figures={[]}
          />
        )}
      </Stack>
    </>
  );
}

/**
 * /prospect-and-engage/premium: what the paid plan of prospect-and-engage adds (issue 26 §1, decision 113), under
 * the area's sub-navigation like its other pages.
 */
export default function PremiumPage() {
  const plans = useNamespace("plans");
  const prospects = useNamespace("prospects");
  if (!plans || !prospects) return <RouteLoader />;
  return <PremiumScreen />;
}
