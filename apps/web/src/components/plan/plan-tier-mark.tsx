import { Badge, Box, VisuallyHidden } from "@mantine/core";
import type { AccessTier } from "@quad/contract/rules/plans";
import { IconLock } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";

/**
 * An area's tier beside its name in the navigation (decision 113): a lock on no_access ("Not in your plan"), a small
 * "Free" badge on free, nothing on paid. The words are read with the item's name by a screen reader.
 */
export function PlanTierMark({ tier }: { tier: AccessTier }) {
  const { t } = useTranslation();
  if (tier === "paid") return null;
  if (tier === "no_access") {
    return (
      <Box
        component="span"
        c="dimmed"
        display="inline-flex"
        data-plan-mark="no_access"
        title={t("plan.mark.noAccess")}
        style={{ alignItems: "center" }}
      >
        <IconLock size={15} stroke={1.8} aria-hidden="true" />
        <VisuallyHidden>{t("plan.mark.noAccess")}</VisuallyHidden>
      </Box>
    );
  }
  return (
    <Badge size="xs" variant="light" color="gray" radius="sm" data-plan-mark="free" tt="none">
      <span aria-hidden="true">{t("plan.mark.free")}</span>
      <VisuallyHidden>{t("plan.mark.freeLabel")}</VisuallyHidden>
    </Badge>
  );
}
