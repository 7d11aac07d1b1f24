import { Button, Group, Select, Stack, Text, Timeline } from "@mantine/core";
import type { ConnectionDetail } from "@quad/contract/api/connection-detail";
import { LIST_STATES, type ListState } from "@quad/contract/rules/connections";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { showSuccessToast } from "../../../lib/api-client";
import { formatDateTime } from "../../../lib/dates";
import { useUpdateConnection } from "../api/update-connection";
import { listStateKey } from "../model";

const NONE = "none";

/** Change the list state; every change is kept and shown, newest first. */
export function ListStateEditor({ c }: { c: ConnectionDetail }) {
  const { t } = useTranslation("connections");
  const update = useUpdateConnection();
  const [value, setValue] = useState<string>(c.list_state ?? NONE);
  useEffect(() => setValue(c.list_state ?? NONE), [c.list_state]);
  const changed = value !== (c.list_state ?? NONE);

  const save = () => {
    const list_state = value === NONE ? null : (value as ListState);
    update.mutate({ id: c.id, list_state }, { onSuccess: () => showSuccessToast(t("detail.listStateSaved")) });
  };

  return (
    <Stack gap="sm">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <Select
          aria-label={t("detail.setListState")}
          data={[NONE, ...LIST_STATES].map((s) => ({ value: s, label: t(listStateKey(s === NONE ? null : s)) }))}
          value={value}
          onChange={(v) => setValue(v ?? NONE)}
          allowDeselect={false}
          w={{ base: "100%", xs: 220 }}
          comboboxProps={{ withinPortal: true }}
        />
        <Button onClick={save} disabled={!changed} loading={update.isPending}>
          {t("detail.saveListState")}
        </Button>
      </Group>
      <Text size="sm" fw={600} mt="xs" component="h4">
        {t("detail.stateHistory")}
      </Text>
      {c.list_state_history.length ? (
        <Timeline bulletSize={14} lineWidth={2} color="gray" active={-1} aria-label={t("detail.stateHistory")}>
          {c.list_state_history.map((h) => (
            <Timeline.Item key={`${h.changed_at}-${h.from_state}-${h.to_state}`}>
              <Text size="sm">
                {t("detail.stateChange", { from: t(listStateKey(h.from_state)), to: t(listStateKey(h.to_state)) })}
              </Text>
              <Text size="xs" c="dimmed">
                {h.changed_by
                  ? t("detail.changedBy", {
                      date: formatDateTime(h.changed_at),
                      name: h.changed_by.name,
                    })
                  : t("detail.changedAt", { date: formatDateTime(h.changed_at) })}
              </Text>
            </Timeline.Item>
          ))}
        </Timeline>
      ) : (
        <Text size="sm" c="dimmed">
          {t("detail.stateHistoryEmpty")}
        </Text>
      )}
    </Stack>
  );
}
