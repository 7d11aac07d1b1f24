import { ActionIcon, Alert, Button, Card, Group, List, Loader, Stack, Text, Title } from "@mantine/core";
import type { ProspectConnectResponse } from "@quad/contract/api/prospects";
import { IconCircleCheck, IconX } from "@tabler/icons-react";
import { Link, useLocation, useNavigate } from "@tanstack/react-router";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useCountryName } from "../../../lib/reference/country-names";
import { useConnectProspects } from "../api/connect-prospects";
import { useProspectUsage } from "../api/get-usage";
import { ProspectsFrame } from "../components/prospects-frame";
import { UsageMeter } from "../components/usage-meter";
import { parseSelection, rowSummary, selectionParam } from "../model";
import { useProspectSelection } from "../selection-store";

function Result({ result }: { result: ProspectConnectResponse }) {
  const { t } = useTranslation("prospects");
  const navigate = useNavigate();
  return (
    <Card withBorder radius="md" padding="lg" data-testid="connect-result">
      <Stack gap="sm">
        <Group gap="xs">
          <IconCircleCheck size={22} color="var(--mantine-color-teal-7)" aria-hidden="true" />
          <Title order={2} size="h4">
            {t("connect.resultTitle")}
          </Title>
        </Group>
        <List size="sm" spacing={4}>
          <List.Item>{t("connect.resultConnected", { count: result.connected.length })}</List.Item>
          {result.skipped.length > 0 ? (
            <List.Item>{t("connect.resultSkipped", { count: result.skipped.length })}</List.Item>
          ) : null}
          {result.refused.length > 0 ? (
            <List.Item>{t("connect.resultRefused", { count: result.refused.length })}</List.Item>
          ) : null}
        </List>
        <Text size="sm">{t("connect.meter", { used: result.used, limit: result.limit })}</Text>
        <Group gap="sm" wrap="wrap">
          <Button onClick={() => void navigate({ to: "/connections", search: { source: "prospect" } })}>
            {t("connect.openConnections")}
          </Button>
          <Button component={Link} to="/prospect-and-engage" variant="light">
            {t("connect.findMore")}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

function Review() {
  const { t } = useTranslation("prospects");
  const location = useLocation();
  const navigate = useNavigate();
  const countryName = useCountryName();
  const ids = useMemo(() => parseSelection(new URLSearchParams(location.searchStr).get("ids")), [location.searchStr]);
  const rows = useProspectSelection((s) => s.rows);
  const clear = useProspectSelection((s) => s.clear);
  const usage = useProspectUsage();
  const connect = useConnectProspects();
  const [result, setResult] = useState<ProspectConnectResponse | null>(null);

  if (result) return <Result result={result} />;
  if (ids.length === 0) {
    return (
      <Stack gap="sm" align="flex-start">
        <Text>{t("connect.nothingSelected")}</Text>
        <Button component={Link} to="/prospect-and-engage" variant="light">
          {t("connect.backToDiscover")}
        </Button>
      </Stack>
    );
  }
  const remove = (id: number) =>
    void navigate({
      to: "/prospect-and-engage/connect",
      search: { ids: selectionParam(ids.filter((i) => i !== id)) },
      replace: true,
    });
  const over = usage.data ? ids.length > usage.data.remaining : false;
  const submit = async () => {
    const res = await connect.mutateAsync(ids).catch(() => null);
    if (!res) return;
    clear();
    setResult(res);
  };

  return (
    <Stack gap="md">
      <Text fw={600}>{t("connect.review", { count: ids.length })}</Text>
      <Stack gap="xs" data-testid="connect-review">
        {ids.map((id) => {
          const row = rows[id];
          const name = row?.name ?? t("connect.unknownRow", { id });
          return (
            <Card key={id} withBorder radius="md" padding="sm">
              <Group justify="space-between" wrap="nowrap" gap="sm">
                <Stack gap={2} style={{ minWidth: 0 }}>
                  <Text fw={600}>{name}</Text>
                  {row ? (
                    <Text size="sm" c="dimmed">
                      {rowSummary(row, t(`userTypes.${row.user_type}`), countryName(row.country?.name ?? null))}
                    </Text>
                  ) : null}
                </Stack>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  onClick={() => remove(id)}
                  aria-label={t("connect.remove", { name })}
                >
                  <IconX size={16} />
                </ActionIcon>
              </Group>
            </Card>
          );
        })}
      </Stack>
      {usage.data ? (
        <UsageMeter used={usage.data.used} limit={usage.data.limit} selected={ids.length} />
      ) : (
        <Loader size="sm" />
      )}
      <Alert variant="light" color="gray">
        <Stack gap={4}>
          <Text size="sm">{t("connect.alreadyNote")}</Text>
          <Text size="sm">{t("connect.minorNote")}</Text>
        </Stack>
      </Alert>
      <Group gap="sm" wrap="wrap">
        <Button onClick={() => void submit()} loading={connect.isPending} disabled={over}>
          {t("connect.confirm")}
        </Button>
        <Button component={Link} to="/prospect-and-engage" variant="subtle">
          {t("connect.backToDiscover")}
        </Button>
      </Group>
    </Stack>
  );
}

/** /prospect-and-engage/connect — review the chosen students, see the month's usage, confirm, and see the result. */
export default function ConnectPage() {
  return (
    <ProspectsFrame page="connect">
      <Review />
    </ProspectsFrame>
  );
}
