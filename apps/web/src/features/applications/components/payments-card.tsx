import { Anchor, Badge, Group, Skeleton, Stack, Text } from "@mantine/core";
import type { PaymentAnswer } from "@quad/contract/api/payments";
import type { PaymentStatus } from "@quad/contract/rules/payments";
import { IconAlertTriangle, IconReceipt } from "@tabler/icons-react";
import { useNavigate } from "@tanstack/react-router";
import type { MouseEvent, ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { SectionCard } from "../../../components/ui/section-card";
import { formatDate } from "../../../lib/dates";
import { formatMoney } from "../../../lib/money";
import { useApplicationPayments } from "../api/list-application-payments";

const STATUS_COLOR: Record<PaymentStatus, string> = {
  due: "yellow",
  pending: "blue",
  paid: "green",
  failed: "red",
  refunded: "grape",
  waived: "gray",
  cancelled: "gray",
};

/** The payment's drawer on /payments (`?payment=<id>`), opened in the app without a reload. */
function DrawerLink({ id, children }: { id: number; children: ReactNode }) {
  const navigate = useNavigate();
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    void navigate({ to: "/payments", search: { payment: String(id) } as never });
  };
  return (
    <Anchor href={`/payments?payment=${id}`} onClick={onClick} size="sm" fw={600}>
      {children}
    </Anchor>
  );
}

function PaymentLine({ p }: { p: PaymentAnswer }) {
  const { t, i18n } = useTranslation("applications");
  return (
    <Stack gap={4} data-testid="application-payment">
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <DrawerLink id={p.id}>{t(`payments.kind.${p.kind}`)}</DrawerLink>
        <Text size="sm" fw={700} style={{ whiteSpace: "nowrap" }}>
          {formatMoney(p.amount, i18n.language)}
        </Text>
      </Group>
      <Group justify="space-between" gap="xs">
        <Group gap={6}>
          <Badge color={STATUS_COLOR[p.status]} variant="light" radius="sm">
            {t(`payments.status.${p.status}`)}
          </Badge>
          {p.flagged_at ? (
            <Badge
              color="orange"
              variant="filled"
              radius="sm"
              leftSection={<IconAlertTriangle size={12} aria-hidden="true" />}
              style={{ textTransform: "none" }}
            >
              {t("payments.flagged")}
            </Badge>
          ) : null}
        </Group>
        <Text size="xs" c="dimmed">
          {p.paid_at
            ? t("payments.paidOn", { date: formatDate(p.paid_at) })
            : p.due_date
              ? t("payments.dueOn", { date: formatDate(p.due_date) })
              : ""}
        </Text>
      </Group>
    </Stack>
  );
}

/** The application's payments (issue 27 §2): each with its status, opening its detail on /payments. */
export function PaymentsCard({ applicationId }: { applicationId: number }) {
  const { t } = useTranslation("applications");
  const query = useApplicationPayments(applicationId);
  const payments = query.data?.payments ?? [];
  return (
    <SectionCard id="payments" title={t("payments.title")} icon={<IconReceipt size={18} aria-hidden="true" />}>
      {query.isLoading ? (
        <Skeleton h={48} />
      ) : payments.length === 0 ? (
        <Text size="sm" c="dimmed">
          {query.isError ? t("payments.unavailable") : t("payments.none")}
        </Text>
      ) : (
        <Stack gap="md">
          {payments.map((p) => (
            <PaymentLine key={p.id} p={p} />
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}
