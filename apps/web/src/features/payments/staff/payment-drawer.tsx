import {
  Alert,
  Anchor,
  Button,
  Drawer,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { IconAlertTriangle, IconGift, IconReceiptRefund } from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { CopyIconButton } from "../../../components/ui/copy-icon-button";
import { EmptyStatePanel } from "../../../components/ui/empty-state-panel";
import { showSuccessToast } from "../../../lib/api-client";
import { formatDate, formatDateTime } from "../../../lib/dates";
import { formatMoney } from "../../../lib/money";
import { usePayment } from "../api/get-payment";
import { useRefundPayment } from "../api/refund-payment";
import { useWaivePayment } from "../api/waive-payment";
import { ConfirmAction } from "./confirm-action";
import { payLink, studentName } from "./model";
import { PaymentHistory } from "./payment-history";
import { PaymentBadges } from "./status-badge";

type Pending = "refund" | "waive" | null;

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0} miw={0}>
      <Text component="dt" size="xs" c="dimmed">
        {label}
      </Text>
      <Text component="dd" size="sm" m={0} style={{ overflowWrap: "anywhere" }}>
        {value}
      </Text>
    </Stack>
  );
}

/** One payment (`?payment=<id>` on /payments): amount, status, history, the pay link, refund and waive. */
export function PaymentDrawer({ id, zone, onClose }: { id: number | null; zone: string; onClose: () => void }) {
  const { t, i18n } = useTranslation("payments");
  const query = usePayment(id);
  const refund = useRefundPayment();
  const waive = useWaivePayment();
  const [asking, setAsking] = useState<Pending>(null);
  const p = query.data?.payment;
  const mutation = asking === "waive" ? waive : refund;

  const close = () => {
    setAsking(null);
    refund.reset();
    waive.reset();
  };
  const confirm = () =>
    mutation.mutate(p?.id ?? 0, {
      onSuccess: () => {
        showSuccessToast(t(asking === "waive" ? "staff.actions.waived" : "staff.actions.refunded"));
        close();
      },
    });

  let body: React.ReactNode;
  if (query.isError) {
    body = (
      <EmptyStatePanel
        compact
        icon={<IconAlertTriangle size={26} />}
        title={t("staff.drawer.notFoundTitle")}
        description={t("staff.drawer.notFoundBody")}
      />
    );
  } else if (!p || !query.data) {
    body = (
      <Stack gap="md">
        <Skeleton h={48} />
        <Skeleton h={120} />
        <Skeleton h={160} />
      </Stack>
    );
  } else {
    const link = payLink(p.pay_path);
    body = (
      <Stack gap="lg">
        <Stack gap={6}>
          <Text size="sm" c="dimmed">
            {t(`staff.kind.${p.kind}`)} · {p.program.name}
          </Text>
          <Title order={3} fz={32} data-testid="payment-amount">
            {formatMoney(p.amount, i18n.language)}
          </Title>
          <PaymentBadges status={p.status} flagged={p.flagged_at !== null} />
        </Stack>
        {p.flagged_at ? (
          <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} aria-hidden="true" />}>
            {t("staff.flaggedHint")}
          </Alert>
        ) : null}
        <SimpleGrid cols={2} spacing="sm" verticalSpacing="sm" component="dl" m={0}>
          <Fact label={t("staff.columns.student")} value={studentName(p.student)} />
          <Fact label={t("staff.drawer.email")} value={p.student.email} />
          <Fact label={t("staff.columns.dueDate")} value={p.due_date ? formatDate(p.due_date) : "—"} />
          <Fact label={t("staff.columns.created")} value={formatDateTime(p.created_at, zone)} />
          {p.paid_at ? <Fact label={t("staff.drawer.paidAt")} value={formatDateTime(p.paid_at, zone)} /> : null}
          {p.refunded_at ? (
            <Fact label={t("staff.drawer.refundedAt")} value={formatDateTime(p.refunded_at, zone)} />
          ) : null}
        </SimpleGrid>
        <Anchor component={Link} to={`/direct-apply/applications/${p.application_id}`} size="sm">
          {t("staff.drawer.openApplication")}
        </Anchor>
        <TextInput
          label={t("staff.drawer.payLink")}
          description={t("staff.drawer.payLinkHint")}
          value={link}
          readOnly
          onFocus={(e) => e.currentTarget.select()}
          rightSection={
            <CopyIconButton value={link} copyLabel={t("staff.drawer.copy")} copiedLabel={t("staff.drawer.copied")} />
          }
        />
        {p.can_refund || p.can_waive ? (
          <Group gap="sm">
            {p.can_refund ? (
              <Button
                color="red"
                variant="light"
                leftSection={<IconReceiptRefund size={16} aria-hidden="true" />}
                onClick={() => setAsking("refund")}
              >
                {t("staff.actions.refund")}
              </Button>
            ) : null}
            {p.can_waive ? (
              <Button
                variant="default"
                leftSection={<IconGift size={16} aria-hidden="true" />}
                onClick={() => setAsking("waive")}
              >
                {t("staff.actions.waive")}
              </Button>
            ) : null}
          </Group>
        ) : null}
        <Stack gap="xs">
          <Title order={4} fz="sm">
            {t("staff.drawer.history")}
          </Title>
          <PaymentHistory events={query.data.events} zone={zone} />
        </Stack>
      </Stack>
    );
  }

  const amount = p ? formatMoney(p.amount, i18n.language) : "";
  return (
    <>
      <Drawer
        opened={id !== null}
        onClose={onClose}
        position="right"
        size="md"
        title={
          <Text fw={700} size="lg">
            {p ? studentName(p.student) : t("staff.drawer.title")}
          </Text>
        }
        closeButtonProps={{ "aria-label": t("staff.drawer.close") }}
      >
        {body}
      </Drawer>
      <ConfirmAction
        opened={asking !== null}
        title={t(asking === "waive" ? "staff.actions.waiveTitle" : "staff.actions.refundTitle")}
        body={t(asking === "waive" ? "staff.actions.waiveBody" : "staff.actions.refundBody", {
          amount,
          name: p ? studentName(p.student) : "",
        })}
        confirmLabel={t(asking === "waive" ? "staff.actions.waiveConfirm" : "staff.actions.refundConfirm")}
        color={asking === "waive" ? "blue" : "red"}
        pending={mutation.isPending}
        error={mutation.error}
        onConfirm={confirm}
        onClose={close}
      />
    </>
  );
}
