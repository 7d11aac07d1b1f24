import { Alert, Button, Group, Modal, Stack, Text, TextInput } from "@mantine/core";
import type { ReleaseDecisionsResponse } from "@quad/contract/api/decision-release";
import { IconSend } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Segmented } from "../../../components/ui/segmented";
import { showSuccessToast } from "../../../lib/api-client";
import { dayjs } from "../../../lib/dates";
import { useReleaseDecisions, useReleaseDecisionsPreview } from "../api/release-decisions";
import { releaseMoment } from "../model/release";

const WHEN_FORMAT = "MMM D, YYYY hh:mm A";

/**
 * Releasing the selected applications' recorded decisions to their students (decision 080): now or at a chosen
 * moment, after a confirmation that says how many students will be told (the server counts them: a dry run).
 */
export function ReleaseDecisions({ ids, onDone }: { ids: number[]; onDone: () => void }) {
  const { t } = useTranslation("applications");
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size="xs"
        variant="default"
        leftSection={<IconSend size={14} aria-hidden="true" />}
        onClick={() => setOpen(true)}
      >
        {t("bulk.release")}
      </Button>
      <Modal
        opened={open}
        onClose={() => setOpen(false)}
        title={t("bulk.releaseTitle")}
        centered
        closeButtonProps={{ "aria-label": t("common.close") }}
      >
        {open ? (
          <ReleaseForm
            ids={ids}
            onCancel={() => setOpen(false)}
            onDone={() => {
              setOpen(false);
              onDone();
            }}
          />
        ) : null}
      </Modal>
    </>
  );
}

function ReleaseForm(props: { ids: number[]; onCancel: () => void; onDone: () => void }) {
  const { onCancel, onDone } = props;
  const { t } = useTranslation("applications");
  // The selection as it was when the dialog opened: what the count and the release are about.
  const [ids] = useState(props.ids);
  const [when, setWhen] = useState<"now" | "later">("now");
  const [local, setLocal] = useState(() => dayjs().add(1, "day").hour(9).minute(0).format("YYYY-MM-DDTHH:mm"));
  const moment = releaseMoment(when, local);
  const preview = useReleaseDecisionsPreview();
  const release = useReleaseDecisions();
  const count: ReleaseDecisionsResponse | undefined = preview.data;
  const { mutate } = preview;

  // The count follows the moment chosen (a later moment counts the same applications, said with its date).
  useEffect(() => {
    if (moment === "invalid") return;
    mutate({ ids, ...(moment ? { release_at: moment } : {}) });
  }, [ids, moment, mutate]);

  const date = count ? dayjs(count.release_at).format(WHEN_FORMAT) : "";
  const later = when === "later" && moment !== "invalid" && moment !== null;
  return (
    <Stack gap="md">
      <Text size="sm">{t("bulk.releaseLead")}</Text>
      <Stack gap={6}>
        <Text size="sm" fw={500} id="release-when">
          {t("bulk.releaseWhen")}
        </Text>
        <Segmented
          aria-labelledby="release-when"
          value={when}
          onChange={setWhen}
          data={[
            { value: "now", label: t("bulk.releaseNow") },
            { value: "later", label: t("bulk.releaseLater") },
          ]}
        />
        {when === "later" ? (
          <TextInput
            type="datetime-local"
            label={t("bulk.releaseAt")}
            value={local}
            min={dayjs().format("YYYY-MM-DDTHH:mm")}
            onChange={(e) => setLocal(e.currentTarget.value)}
            error={moment === "invalid" ? t("bulk.releaseAtInvalid") : undefined}
          />
        ) : null}
      </Stack>
      <Alert variant="light" color={count && count.students === 0 ? "gray" : "quad"} role="status">
        {!count || preview.isPending ? (
          <Text size="sm">{t("bulk.releaseCounting")}</Text>
        ) : count.students === 0 ? (
          <Text size="sm">{t("bulk.releaseNone")}</Text>
        ) : (
          <Stack gap={4}>
            <Text size="sm" fw={600} data-release-count={count.students}>
              {later
                ? t("bulk.releaseCountAt", { count: count.students, date })
                : t("bulk.releaseCount", { count: count.students })}
            </Text>
            {count.skipped.length ? (
              <Text size="xs" c="dimmed">
                {t("bulk.releaseSkipped", { count: count.skipped.length })}
              </Text>
            ) : null}
          </Stack>
        )}
      </Alert>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancel}>
          {t("common.cancel")}
        </Button>
        <Button
          loading={release.isPending}
          disabled={!count || preview.isPending || count.students === 0 || moment === "invalid"}
          onClick={() =>
            release.mutate(
              { ids, ...(moment && moment !== "invalid" ? { release_at: moment } : {}) },
              {
                onSuccess: (answer) => {
                  showSuccessToast(
                    later
                      ? t("bulk.releaseScheduled", {
                          count: answer.applications,
                          date: dayjs(answer.release_at).format(WHEN_FORMAT),
                        })
                      : t("bulk.released", { count: answer.applications }),
                  );
                  onDone();
                },
              },
            )
          }
        >
          {t("bulk.releaseConfirm")}
        </Button>
      </Group>
    </Stack>
  );
}
