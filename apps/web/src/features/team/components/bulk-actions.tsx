import { Alert, Button, Group, List, Menu, Modal, Paper, Stack, Text } from "@mantine/core";
import { TEAM_BULK_OPERATIONS, type TeamMember } from "@quad/contract/api/team";
import { IconAlertTriangle, IconChevronDown, IconCircleCheck } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { type BulkOperation, useBulkTeamOperation } from "../api/bulk-team-operation";
import { type BulkSummary, memberName, summarizeBulk } from "../model";

interface BulkActionsProps {
  selected: TeamMember[];
  onDone: () => void;
}

/** The selection bar: a bulk action, a confirmation, then a summary (n done, failures with reasons). */
export function BulkActions({ selected, onDone }: BulkActionsProps) {
  const { t } = useTranslation("team");
  const bulk = useBulkTeamOperation();
  const [pending, setPending] = useState<BulkOperation | null>(null);
  const [summary, setSummary] = useState<BulkSummary | null>(null);
  const names = new Map(selected.map((m) => [m.id, memberName(m)]));

  const run = async () => {
    if (!pending) return;
    try {
      const res = await bulk.mutateAsync({ operation: pending, member_ids: selected.map((m) => m.id) });
      setSummary(summarizeBulk(res.results));
      setPending(null);
    } catch {
      setPending(null);
    }
  };

  return (
    <>
      <Paper withBorder radius="md" px="md" py="xs" bg="quad.0" style={{ borderColor: "var(--mantine-color-quad-2)" }}>
        <Group justify="space-between" wrap="nowrap">
          <Text size="sm" fw={600} c="quad.9">
            {t("bulk.selected", { count: selected.length })}
          </Text>
          <Group gap="xs">
            <Button variant="subtle" size="xs" color="gray" onClick={onDone}>
              {t("bulk.clear")}
            </Button>
            <Menu position="bottom-end" shadow="md" withinPortal>
              <Menu.Target>
                <Button size="xs" rightSection={<IconChevronDown size={14} aria-hidden="true" />}>
                  {t("bulk.actions")}
                </Button>
              </Menu.Target>
              <Menu.Dropdown>
                {TEAM_BULK_OPERATIONS.map((op) => (
                  <Menu.Item key={op} color={op === "deactivate" ? "red" : undefined} onClick={() => setPending(op)}>
                    {t(`bulk.operations.${op}`)}
                  </Menu.Item>
                ))}
              </Menu.Dropdown>
            </Menu>
          </Group>
        </Group>
      </Paper>

      <Modal
        opened={pending !== null}
        onClose={() => setPending(null)}
        closeButtonProps={{ "aria-label": t("actions.close") }}
        title={<Text fw={700}>{pending ? t(`bulk.operations.${pending}`) : ""}</Text>}
        centered
      >
        <Stack gap="md">
          <Text size="sm">{pending ? t(`bulk.confirm.${pending}`, { count: selected.length }) : ""}</Text>
          <Text size="xs" c="dimmed" lineClamp={3}>
            {[...names.values()].join(", ")}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setPending(null)} disabled={bulk.isPending}>
              {t("actions.cancel")}
            </Button>
            <Button color={pending === "deactivate" ? "red" : undefined} loading={bulk.isPending} onClick={run}>
              {t("actions.confirm")}
            </Button>
          </Group>
        </Stack>
      </Modal>

      <Modal
        opened={summary !== null}
        onClose={() => {
          setSummary(null);
          onDone();
        }}
        closeButtonProps={{ "aria-label": t("actions.close") }}
        title={<Text fw={700}>{t("bulk.summaryTitle")}</Text>}
        centered
      >
        {summary ? (
          <Stack gap="md">
            <Alert color="teal" variant="light" icon={<IconCircleCheck size={18} />}>
              {t("bulk.done", { count: summary.done })}
            </Alert>
            {summary.failures.length ? (
              <Alert
                color="red"
                variant="light"
                icon={<IconAlertTriangle size={18} />}
                title={t("bulk.failed", { count: summary.failures.length })}
              >
                <List size="sm">
                  {summary.failures.map((f) => (
                    <List.Item key={f.member_id}>
                      {names.get(f.member_id) ?? `#${f.member_id}`} — {f.error}
                    </List.Item>
                  ))}
                </List>
              </Alert>
            ) : null}
            <Group justify="flex-end">
              <Button
                onClick={() => {
                  setSummary(null);
                  onDone();
                }}
              >
                {t("actions.done")}
              </Button>
            </Group>
          </Stack>
        ) : null}
      </Modal>
    </>
  );
}
