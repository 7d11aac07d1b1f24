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

/** The grape alert of a locked contact: its title and body keys, and the data attribute tests and pages find it by. */
function LockedAlert({
  title,
  body,
  mark,
}: {
  title: string;
  body: string;
  mark: "data-contact-locked" | "data-locked-notice";
}) {
  const { t } = useTranslation();
  const type = useSessionStore((s) => s.data?.institute_type);
  return (
    <Alert
      color="grape"
      variant="light"
      icon={<IconLock size={18} aria-hidden="true" />}
      title={t(title)}
      {...{ [mark]: "true" }}
    >
      <Stack gap="sm">
        <Text size="sm">{t(body, { context: type })}</Text>
        <Group gap="md" wrap="wrap">
          <LockedContactRequest />
          <PlanExplanationLink>{t("plan.locked.explain")}</PlanExplanationLink>
        </Group>
      </Stack>
    </Alert>
  );
}

/**
 * A connection's contact details locked by the plan (the detail's contact section): what is missing, why, the request
 * and the explanation. Texts fit the reader: a university's students, a client's applicants.
 */
export function LockedContactPanel() {
  return <LockedAlert title="plan.locked.title" body="plan.locked.body" mark="data-contact-locked" />;
}

/** Above a list holding locked contacts: what the paid plan adds, the request and the explanation. */
export function LockedContactsNotice() {
  return <LockedAlert title="plan.locked.noticeTitle" body="plan.locked.noticeBody" mark="data-locked-notice" />;
}
