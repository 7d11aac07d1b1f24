import { Alert, Group, Stack, Text } from "@mantine/core";
import { IconLock } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { usePlan } from "../../lib/plan";
import { useSessionStore } from "../../lib/session-store";
import { PlanExplanationLink } from "./plan-explanation-link";
import { PlanRequest } from "./plan-request";

/** A list row's contact locked by the plan (decisions 104, 113): a lock and why, where the email would be. */
export function LockedContactLine() {
  const { t } = useTranslation();
  return (
    <Group gap={4} wrap="nowrap" c="dimmed" data-contact-locked="true" miw={0}>
      <IconLock size={12} aria-hidden="true" style={{ flexShrink: 0 }} />
      <Text size="xs" truncate>
        {t("plan.locked.line")}
      </Text>
    </Group>
  );
}

/** The request beside a locked contact: the paid connections plan, unless the plan is paid already. */
function LockedContactRequest() {
  const plan = usePlan();
  if (plan.connections === "paid") return null;
  return <PlanRequest area="connections" need="paid" variant="light" size="xs" />;
}

/**
 * A connection's contact details locked by the plan (the detail's contact section): what is missing, why, the request
 * and the explanation. Texts fit the reader: a university's students, a client's applicants.
 */
export function LockedContactPanel() {
  const { t } = useTranslation();
  const type = useSessionStore((s) => s.data?.institute_type);
  return (
    <Alert
      color="grape"
      variant="light"
      icon={<IconLock size={18} aria-hidden="true" />}
      title={t("plan.locked.title")}
      data-contact-locked="true"
    >
      <Stack gap="sm">
        <Text size="sm">{t("plan.locked.body", { context: type })}</Text>
        <Group gap="md" wrap="wrap">
          <LockedContactRequest />
          <PlanExplanationLink>{t("plan.locked.explain")}</PlanExplanationLink>
        </Group>
      </Stack>
    </Alert>
  );
}

/**
 * Above a list holding locked contacts: what the paid plan adds, the request
 * and the explanation.
 */
export function LockedContactsNotice() {
  const { t } = useTranslation();
  const type = useSessionStore((s) => s.data?.institute_type);
  return (
    <Alert
      color="grape"
      variant="light"
      icon={<IconLock size={18} aria-hidden="true" />}
      title={t("plan.locked.noticeTitle")}
      data-locked-notice="true"
    >
      <Stack gap="sm">
        <Text size="sm">{t("plan.locked.noticeBody", { context: type })}</Text>
        <Group gap="md" wrap="wrap">
          <LockedContactRequest />
          <PlanExplanationLink>{t("plan.locked.explain")}</PlanExplanationLink>
        </Group>
      </Stack>
    </Alert>
  );
}
