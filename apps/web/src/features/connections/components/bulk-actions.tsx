import { Button, Menu } from "@mantine/core";
import type { ConnectionListItem } from "@quad/contract/api/connections";
import { LIST_STATES } from "@quad/contract/rules/connections";
import { IconChevronDown, IconX } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { BulkBar } from "../../../components/ui/bulk-bar";
import { showSuccessToast } from "../../../lib/api-client";
import type { ConnectionsSearch } from "../../../lib/connections-search";
import { useBulkUpdateConnections } from "../api/bulk-update-connections";
import { useLeadCategories } from "../api/list-lead-categories";
import { listStateKey } from "../model";
import { ExportButton } from "./export-button";

interface BulkActionsProps {
  selected: ConnectionListItem[];
  /** The list's filters, search and tab: the export of the selected rows applies them too. */
  search: ConnectionsSearch;
  onDone: () => void;
}

/** What to do with the selected rows: set their list state or lead category, or export them. */
export function BulkActions({ selected, search, onDone }: BulkActionsProps) {
  const { t } = useTranslation("connections");
  const bulk = useBulkUpdateConnections();
  const [categoriesOpen, setCategoriesOpen] = useState(false);
  const categories = useLeadCategories(categoriesOpen);
  if (!selected.length) return null;
  const ids = selected.map((r) => r.id);
  const run = (change: { list_state?: (typeof LIST_STATES)[number] | null; lead_category_id?: number | null }) =>
    bulk.mutate(
      { ids, ...change },
      {
        onSuccess: ({ updated }) => {
          showSuccessToast(t("bulk.done", { count: updated }));
          onDone();
        },
      },
    );

  return (
    <BulkBar label={t("bulk.selected", { count: selected.length })}>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button
            size="xs"
            variant="default"
            loading={bulk.isPending}
            rightSection={<IconChevronDown size={14} aria-hidden="true" />}
          >
            {t("bulk.setListState")}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {LIST_STATES.map((s) => (
            <Menu.Item key={s} onClick={() => run({ list_state: s })}>
              {t(listStateKey(s))}
            </Menu.Item>
          ))}
          <Menu.Divider />
          <Menu.Item onClick={() => run({ list_state: null })}>{t("bulk.removeFromLists")}</Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <Menu position="bottom-end" withinPortal onOpen={() => setCategoriesOpen(true)}>
        <Menu.Target>
          <Button size="xs" variant="default" rightSection={<IconChevronDown size={14} aria-hidden="true" />}>
            {t("bulk.setLeadCategory")}
          </Button>
        </Menu.Target>
        <Menu.Dropdown mah={320} style={{ overflowY: "auto" }}>
          {categories.isLoading ? <Menu.Label>{t("filters.loading")}</Menu.Label> : null}
          {categories.data && !categories.data.lead_categories.length ? (
            <Menu.Label maw={240}>{t("bulk.noCategories")}</Menu.Label>
          ) : null}
          {categories.data?.lead_categories.map((c) => (
            <Menu.Item key={c.id} onClick={() => run({ lead_category_id: c.id })}>
              {c.name}
            </Menu.Item>
          ))}
          <Menu.Divider />
          <Menu.Item onClick={() => run({ lead_category_id: null })}>{t("bulk.noCategory")}</Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <ExportButton search={search} ids={ids} matched={ids.length} disabled={false} />
      <Button size="xs" variant="subtle" onClick={onDone} leftSection={<IconX size={14} aria-hidden="true" />}>
        {t("bulk.clear")}
      </Button>
    </BulkBar>
  );
}
