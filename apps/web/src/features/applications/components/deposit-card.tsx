import { Badge, Button, Group, Select, Stack, Text } from "@mantine/core";
import type { ApplicationResponse } from "@quad/contract/api/applications";
import { FEE_STATUSES, type FeeStatus } from "@quad/contract/rules/application";
import { IconCash } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { SectionCard } from "../../../components/ui/section-card";
import { showSuccessToast } from "../../../lib/api-client";
import { useUpdateApplication } from "../api/update-application";
import { depositActions, depositState, isOffer } from "../model/review";
import { ConfirmModal } from "./confirm-modal";
import { money } from "./fee-text";
import { RefusalAlert } from "./refusal-alert";

type Application = ApplicationResponse["application"];

const DEPOSIT_COLORS = { paid: "teal", notPaid: "red", unknown: "gray" } as const;

/**
 * Deposit status (spec 3 §2): Deposit paid or Deposit not paid, each after a Yes/No confirmation; only on an offer
 * once decided. The application fee's status beside it.
 */
export function DepositCard({ app }: { app: Application }) {
  const { t, i18n } = useTranslation("applications");
  const update = useUpdateApplication(app.id);
  const fee = useUpdateApplication(app.id);
  const [asking, setAsking] = useState<boolean | null>(null);
  const can = depositActions(app);
  const state = depositState(app.is_deposit_paid);
  const confirm = () => {
    if (asking === null) return;
    const paid = asking;
    update.mutate(
      { is_deposit_paid: paid },
      {
        onSuccess: () => {
          setAsking(null);
          showSuccessToast(paid ? t("deposit.markedPaid") : t("deposit.markedNotPaid"));
        },
        onError: () => setAsking(null),
      },
    );
  };
  return (
    <SectionCard id="deposit" title={t("deposit.title")} icon={<IconCash size={18} aria-hidden="true" />}>
      <Stack gap="sm">
        <Group gap="xs">
          <Text size="sm">{t("deposit.status")}</Text>
          <Badge color={DEPOSIT_COLORS[state]} variant="light" tt="none" data-deposit={state}>
            {t(`deposit.${state}`)}
          </Badge>
        </Group>
        {can.paid || can.notPaid ? (
          <Group gap="xs">
            <Button size="xs" disabled={!can.paid} onClick={() => setAsking(true)}>
              {t("deposit.markPaid")}
            </Button>
            <Button size="xs" variant="default" disabled={!can.notPaid} onClick={() => setAsking(false)}>
              {t("deposit.markNotPaid")}
            </Button>
          </Group>
        ) : (
          <Text size="xs" c="dimmed">
            {isOffer(app.result) ? t("deposit.afterDecision") : t("deposit.offerOnly")}
          </Text>
        )}
        <RefusalAlert error={update.error} onClose={() => update.reset()} />
        <Stack gap={4} pt="xs" style={{ borderTop: "1px solid var(--mantine-color-gray-2)" }}>
          <Text size="sm" fw={600}>
            {t("fee.title")}
          </Text>
          <Text size="sm" c="dimmed">
            {app.application_fee
              ? money(app.application_fee.amount, app.application_fee.currency, i18n.language)
              : t("fee.none")}
          </Text>
          <Select
            label={t("fee.status")}
            size="xs"
            maw={220}
            data={FEE_STATUSES.map((f) => ({ value: f, label: t(`fee.${f}`) }))}
            value={app.fee_status}
            allowDeselect={false}
            disabled={app.status === "withdrawn" || fee.isPending}
            onChange={(v) =>
              v &&
              v !== app.fee_status &&
              fee.mutate({ fee_status: v as FeeStatus }, { onSuccess: () => showSuccessToast(t("fee.saved")) })
            }
            comboboxProps={{ withinPortal: true }}
          />
          <RefusalAlert error={fee.error} onClose={() => fee.reset()} />
        </Stack>
      </Stack>
      <ConfirmModal
        opened={asking !== null}
        title={asking ? t("deposit.confirmPaidTitle") : t("deposit.confirmNotPaidTitle")}
        body={asking ? t("deposit.confirmPaidBody") : t("deposit.confirmNotPaidBody")}
        loading={update.isPending}
        onClose={() => setAsking(null)}
        onConfirm={confirm}
      />
    </SectionCard>
  );
}
