import { Alert, Box, Button, Group, Paper, Stack, Text } from "@mantine/core";
import { IconAlertTriangle, IconDownload, IconReceipt, IconUserDollar } from "@tabler/icons-react";
import { useNavigate, useSearch } from "@tanstack/react-router";
import { useEffect, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { EmptyStatePanel } from "../../../components/ui/empty-state-panel";
import { ListBody } from "../../../components/ui/list-body";
import { PageHeader } from "../../../components/ui/page-header";
import { Pager } from "../../../components/ui/pager";
import { RouteLoader } from "../../../components/ui/route-loader";
import { useDatesReady, viewerZone } from "../../../lib/dates";
import { formatNumber, useNamespace } from "../../../lib/i18n";
import { usePhone } from "../../../lib/screen";
import { useSessionStore } from "../../../lib/session-store";
import { usePaymentsList } from "../api/list-payments";
import { PaymentFilters } from "../staff/filters";
import {
  clearFilters,
  isFiltered,
  listQuery,
  PAYMENTS_PATH,
  parseStaffSearch,
  type StaffSearch,
  staffSearchParams,
  withFilter,
} from "../staff/model";
import { PaymentDrawer } from "../staff/payment-drawer";
import { PaymentCards, PaymentsTable } from "../staff/payments-table";
import { PaymentTotals } from "../staff/totals";
import { usePaymentsCsv } from "../staff/use-payments-csv";

function StaffPaymentsScreen({ zone }: { zone: string }) {
  const { t, i18n } = useTranslation("payments");
  const navigate = useNavigate();
  const phone = usePhone();
  const raw = useSearch({ strict: false }) as Record<string, unknown>;
  const search = useMemo(() => parseStaffSearch(raw), [raw]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the list key follows the filters' values
  const query = useMemo(() => listQuery(search), [JSON.stringify(listQuery(search))]);
  const list = usePaymentsList(query);
  const csv = usePaymentsCsv();

  const go = (next: StaffSearch, replace = true) =>
    void navigate({ to: PAYMENTS_PATH, search: staffSearchParams(next), replace });
  const rows = list.data?.payments ?? [];
  const total = list.data?.total ?? 0;
  const filtered = isFiltered(search);
  const empty = list.isSuccess && !list.isPlaceholderData && rows.length === 0;
  const brandNew = empty && !filtered;
  const pages = Math.max(1, Math.ceil(total / (list.data?.per_page ?? 25)));

  return (
    <Stack gap={0}>
      <PageHeader
        title={t("staff.title")}
        description={t("staff.description")}
        actions={
          <Button
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden="true" />}
            loading={csv.preparing}
            disabled={brandNew || !list.isSuccess}
            onClick={() => csv.start(query)}
          >
            {t(csv.preparing ? "staff.csv.preparing" : "staff.download")}
          </Button>
        }
      />
      {csv.failed ? (
        <Alert
          mb="lg"
          color="red"
          icon={<IconAlertTriangle size={18} aria-hidden="true" />}
          title={t("staff.csv.failedTitle")}
          withCloseButton
          closeButtonLabel={t("staff.csv.dismiss")}
          onClose={csv.dismiss}
        >
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t("staff.csv.failedBody")}</Text>
            <Button size="xs" variant="light" color="red" onClick={() => csv.start(query)}>
              {t("staff.csv.retry")}
            </Button>
          </Stack>
        </Alert>
      ) : null}
      {brandNew ? null : (
        <Box mb="lg">
          <PaymentTotals totals={list.data?.totals} loading={list.isLoading} />
        </Box>
      )}
      <Paper withBorder radius="lg" p={{ base: "sm", sm: "md" }}>
        <Stack gap="md">
          {brandNew ? null : (
            <PaymentFilters
              search={search}
              onChange={(patch) => go(withFilter(search, patch))}
              onClear={() => go(clearFilters(search))}
            />
          )}
          <ListBody
            phone={phone}
            empty={empty}
            waiting={list.isLoading}
            emptyState={
              <EmptyStatePanel
                compact={filtered}
                icon={<IconReceipt size={30} stroke={1.6} />}
                title={t(filtered ? "staff.empty.filteredTitle" : "staff.empty.title")}
                description={t(filtered ? "staff.empty.filteredBody" : "staff.empty.body")}
                action={
                  filtered ? (
                    <Button variant="light" onClick={() => go(clearFilters(search))}>
                      {t("staff.filters.clear")}
                    </Button>
                  ) : undefined
                }
              />
            }
            cards={<PaymentCards rows={rows} search={search} onOpen={(id) => go({ ...search, payment: id }, false)} />}
            table={
              <PaymentsTable
                rows={rows}
                search={search}
                fetching={list.isFetching}
                onOpen={(id) => go({ ...search, payment: id }, false)}
              />
            }
          />
          {rows.length > 0 ? (
            <Group justify="space-between" gap="sm">
              <Text size="sm" c="dimmed" data-testid="payments-count">
                {t("staff.count", { count: total, formatted: formatNumber(total, i18n.language) })}
              </Text>
              {pages > 1 ? (
                <Pager
                  total={pages}
                  value={search.page}
                  onChange={(page) => go({ ...search, page }, false)}
                  size="sm"
                />
              ) : null}
            </Group>
          ) : null}
        </Stack>
      </Paper>
      <PaymentDrawer id={search.payment} zone={zone} onClose={() => go({ ...search, payment: null }, false)} />
    </Stack>
  );
}

/** A School owns no program: its students pay the universities from their own account (the server answers 403). */
function SchoolPaymentsState() {
  const { t } = useTranslation("payments");
  return (
    <Stack gap={0}>
      <PageHeader title={t("staff.title")} />
      <EmptyStatePanel
        icon={<IconUserDollar size={30} stroke={1.6} />}
        title={t("staff.school.title")}
        description={t("staff.school.body")}
      />
    </Stack>
  );
}

/** /payments for a signed-in partner (issue 27 §2): the institution's payments; a School is told whose they are. */
export default function PaymentsPage() {
  const ready = useNamespace("payments");
  const datesReady = useDatesReady();
  const { t } = useTranslation("payments");
  const profileZone = useSessionStore((s) => s.data?.timezone);
  const type = useSessionStore((s) => s.data?.institute_type);
  useEffect(() => {
    if (ready) document.title = `${t("staff.title")} · Quad`;
  }, [ready, t]);
  if (!ready || !datesReady || !type) return <RouteLoader />;
  if (type === "School") return <SchoolPaymentsState />;
  return <StaffPaymentsScreen zone={viewerZone(profileZone)} />;
}
