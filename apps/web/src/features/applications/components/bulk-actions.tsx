import { Badge, Button, Group, Menu, Modal, Stack, Table, Text } from "@mantine/core";
import type { BulkApplicationsInput } from "@quad/contract/api/applications";
import type { ApplicationListItem } from "@quad/contract/api/applications-list";
import { APPLICATION_RESULTS } from "@quad/contract/rules/application";
import { IconChevronDown, IconDownload, IconPlayerPlay, IconX } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { BulkBar } from "../../../components/ui/bulk-bar";
import { showSuccessToast } from "../../../lib/api-client";
import { useBulkApplications } from "../api/bulk-applications";
import { fullName } from "../model/display";
import { refusalText } from "./refusal-text";
import { ReleaseDecisions } from "./release-decisions";

type Outcome = {
  action: BulkApplicationsInput["action"];
  lines: { id: number; name: string; outcome: "done" | "refused"; reason: string | null }[];
  done: number;
  refused: number;
};

/** What to do with the selected rows: start review, set a result or export; the answer lists every record. */
export function BulkActions({ selected, onDone }: { selected: ApplicationListItem[]; onDone: () => void }) {
  const { t } = useTranslation("applications");
  const bulk = useBulkApplications();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  if (!selected.length && !outcome) return null;
  const names = new Map(selected.map((r) => [r.id, fullName(r.student)]));

  const run = (input: Omit<BulkApplicationsInput, "ids">) =>
    bulk.mutate({ ...input, ids: selected.map((r) => r.id) } as BulkApplicationsInput, {
      onSuccess: (answer) => {
        if (answer.csv_url) window.open(answer.csv_url, "_blank", "noopener");
        if (input.action === "export" && answer.refused === 0) {
          showSuccessToast(t("bulk.exported", { count: answer.done }));
          return;
        }
        setOutcome({
          action: input.action,
          done: answer.done,
          refused: answer.refused,
          lines: answer.results.map((r) => ({
            id: r.id,
            name: names.get(r.id) ?? `#${r.id}`,
            outcome: r.outcome,
            reason: r.reason,
          })),
        });
      },
    });

  return (
    <>
      {selected.length ? (
        <BulkBar label={t("bulk.selected", { count: selected.length })}>
          <Button
            size="xs"
            variant="default"
            loading={bulk.isPending && bulk.variables?.action === "start_review"}
            leftSection={<IconPlayerPlay size={14} aria-hidden="true" />}
            onClick={() => run({ action: "start_review" })}
          >
            {t("bulk.startReview")}
          </Button>
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <Button
                size="xs"
                variant="default"
                loading={bulk.isPending && bulk.variables?.action === "set_result"}
                rightSection={<IconChevronDown size={14} aria-hidden="true" />}
              >
                {t("bulk.setResult")}
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              {APPLICATION_RESULTS.map((r) => (
                <Menu.Item key={r} onClick={() => run({ action: "set_result", result: r })}>
                  {t(`result.${r}`)}
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
          <ReleaseDecisions ids={selected.map((r) => r.id)} onDone={onDone} />
          <Button
            size="xs"
            variant="default"
            loading={bulk.isPending && bulk.variables?.action === "export"}
            leftSection={<IconDownload size={14} aria-hidden="true" />}
            onClick={() => run({ action: "export" })}
          >
            {t("bulk.export")}
          </Button>
          <Button size="xs" variant="subtle" onClick={onDone} leftSection={<IconX size={14} aria-hidden="true" />}>
            {t("bulk.clear")}
          </Button>
        </BulkBar>
      ) : null}
      <Modal
        opened={outcome !== null}
        onClose={() => {
          setOutcome(null);
          onDone();
        }}
        title={outcome ? t(`bulk.outcomeTitle.${outcome.action}`) : ""}
        size="lg"
        closeButtonProps={{ "aria-label": t("common.close") }}
      >
        {outcome ? (
          <Stack gap="sm">
            <Text size="sm">{t("bulk.summary", { done: outcome.done, refused: outcome.refused })}</Text>
            <Table.ScrollContainer minWidth={360}>
              <Table verticalSpacing={6} aria-label={t("bulk.outcomeLabel")}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t("columns.student")}</Table.Th>
                    <Table.Th>{t("bulk.outcome")}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {outcome.lines.map((l) => (
                    <Table.Tr key={l.id} data-outcome={l.outcome}>
                      <Table.Td>
                        <Text size="sm">{l.name}</Text>
                      </Table.Td>
                      <Table.Td>
                        <Stack gap={2}>
                          <Badge size="sm" tt="none" variant="light" color={l.outcome === "done" ? "teal" : "red"}>
                            {t(`bulk.outcomes.${l.outcome}`)}
                          </Badge>
                          {l.reason ? (
                            <Text size="xs" c="dimmed">
                              {refusalText(t, l.reason)}
                            </Text>
                          ) : null}
                        </Stack>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            <Group justify="flex-end">
              <Button
                onClick={() => {
                  setOutcome(null);
                  onDone();
                }}
              >
                {t("bulk.close")}
              </Button>
            </Group>
          </Stack>
        ) : null}
      </Modal>
    </>
  );
}
