import { Alert, Anchor, Button, Card, Group, Loader, Stack, Text } from "@mantine/core";
import type { ProspectRow } from "@quad/contract/api/prospects";
import { IconInfoCircle, IconUserPlus, IconUserSearch } from "@tabler/icons-react";
import { Link, useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { EmptyStatePanel } from "../../../components/ui/empty-state-panel";
import { Pager } from "../../../components/ui/pager";
import { usePlan } from "../../../lib/plan";
import { useProspectSearch } from "../api/search-prospects";
import { ProspectFilters } from "../components/prospect-filters";
import { ProspectResults } from "../components/prospect-results";
import { ProspectsFrame } from "../components/prospects-frame";
import { EMPTY_FILTERS, type ProspectFilterState, selectionParam, toggleSelected, toSearchInput } from "../model";
import { useProspectSelection } from "../selection-store";

function Discover() {
  const { t } = useTranslation("prospects");
  const navigate = useNavigate();
  const tier = usePlan().prospect_engage;
  const [filters, setFilters] = useState<ProspectFilterState>(EMPTY_FILTERS);
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<number[]>([]);
  const remember = useProspectSelection((s) => s.remember);
  const search = useProspectSearch(toSearchInput(filters, page));
  const data = search.data;

  const changeFilters = (next: ProspectFilterState) => {
    setFilters(next);
    setPage(1);
  };
  const toggle = (row: ProspectRow) => {
    remember([row]);
    setSelected((s) => toggleSelected(s, row.id));
  };
  const goConnect = () =>
    void navigate({ to: "/prospect-and-engage/connect", search: { ids: selectionParam(selected) } });
  const pages = data ? Math.max(1, Math.ceil(data.total / data.per_page)) : 1;

  return (
    <Stack gap="md">
      <Card withBorder radius="md" padding="md">
        <ProspectFilters value={filters} onChange={changeFilters} />
      </Card>
      {tier === "free" ? (
        <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} />}>
          <Group gap="xs" wrap="wrap">
            <Text size="sm">{t("discover.freeNote")}</Text>
            <Anchor component={Link} to="/prospect-and-engage/premium" size="sm" fw={600}>
              {t("discover.seePremium")}
            </Anchor>
          </Group>
        </Alert>
      ) : null}
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group gap="xs">
          <Text fw={600} data-testid="prospect-total" aria-live="polite">
            {data
              ? data.total_is_exact
                ? t("discover.results", { count: data.total })
                : t("discover.resultsMore", { count: data.total })
              : ""}
          </Text>
          {search.isFetching ? <Loader size="xs" /> : null}
        </Group>
        {selected.length > 0 ? (
          <Group gap="xs" wrap="wrap">
            <Text size="sm">{t("discover.selected", { count: selected.length })}</Text>
            <Button variant="subtle" size="xs" onClick={() => setSelected([])}>
              {t("discover.clearSelection")}
            </Button>
            <Button leftSection={<IconUserPlus size={16} />} onClick={goConnect}>
              {t("discover.connect")}
            </Button>
          </Group>
        ) : null}
      </Group>
      {search.isError ? (
        <Alert color="red" variant="light">
          {t("discover.loadFailed")}
        </Alert>
      ) : data && data.prospects.length === 0 ? (
        <EmptyStatePanel
          icon={<IconUserSearch size={28} />}
          title={t("discover.empty")}
          description={t("discover.emptyHint")}
        />
      ) : data ? (
        <ProspectResults rows={data.prospects} selected={selected} onToggle={toggle} />
      ) : (
        <Loader />
      )}
      {data && tier === "paid" && pages > 1 ? (
        <Group justify="center">
          <Pager total={pages} value={page} onChange={setPage} siblings={1} />
        </Group>
      ) : null}
    </Stack>
  );
}

/** /prospect-and-engage — discover the students who chose to be found, choose some, and go on to connect. */
export default function DiscoverPage() {
  return (
    <ProspectsFrame page="discover">
      <Discover />
    </ProspectsFrame>
  );
}
