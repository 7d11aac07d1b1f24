import { Alert, Button, Group, Modal, Stack, Text } from "@mantine/core";
import type { Event } from "@quad/contract/api/events";
import type { InstituteType } from "@quad/contract/rules/constants";
import { IconAlertTriangle } from "@tabler/icons-react";
import { type ReactNode, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { showSuccessToast } from "../../../lib/api-client";
import { useUpdateEventStatus } from "../api/update-event-status";
import { visitSide } from "../model";
import { reasonProblems, reasonText } from "../reasons";
import { visitErrorText } from "./notify";
import { ReasonFields, type ReasonValue } from "./reason-fields";
import { RequestContext } from "./request-context";
import { counterpartName, VisitSummary } from "./visit-summary";

export type StatusAction = "confirm" | "decline" | "cancel";

const STATUS_OF = { confirm: "confirm", decline: "declined", cancel: "cancel" } as const;

interface StatusDialogProps {
  action: StatusAction;
  event: Event | null;
  type: InstituteType;
  zone: string;
  opened: boolean;
  onClose: () => void;
  onDone?: (event: Event) => void;
  /** Shown while the visit is not there yet (the overlay loads it). */
  placeholder?: ReactNode;
}

/** Confirm, decline (with a reason) or cancel (with a reason; final) one visit. */
export function StatusDialog({ action, event, type, zone, opened, onClose, onDone, placeholder }: StatusDialogProps) {
  const { t } = useTranslation("visits");
  const update = useUpdateEventStatus();
  const [reason, setReason] = useState<ReasonValue>({ choice: null, other: "" });
  const [errors, setErrors] = useState<{ reason?: string; other?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const side = visitSide(type);

  // A fresh form each time the dialog opens for a visit.
  useEffect(() => {
    if (opened) {
      setReason({ choice: null, other: "" });
      setErrors({});
      setFailure(null);
    }
  }, [opened]);

  const submit = async () => {
    if (!event) return;
    const problems = action === "confirm" ? {} : reasonProblems(reason.choice, reason.other);
    setErrors(problems);
    if (Object.keys(problems).length) return;
    setFailure(null);
    try {
      const { event: saved } = await update.mutateAsync({
        id: event.id,
        status: STATUS_OF[action],
        ...(action === "confirm" ? {} : { reason: reasonText(reason.choice, reason.other) }),
      });
      showSuccessToast(t(`${action}.done`, { name: counterpartName(event, type) }));
      onDone?.(saved);
      onClose();
    } catch (error) {
      setFailure(visitErrorText(error, t));
    }
  };

  const danger = action !== "confirm";
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={<Text fw={700}>{t(`${action}.title`)}</Text>}
      closeButtonProps={{ "aria-label": t("actions.close") }}
      size="lg"
      centered
    >
      {event ? (
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <Stack gap="md">
            <Text size="sm">{t(`${action}.body`, { name: counterpartName(event, type) })}</Text>
            <VisitSummary event={event} type={type} zone={zone} />
            {side === "School" && action !== "cancel" ? <RequestContext event={event} /> : null}
            {action === "confirm" ? null : (
              <ReasonFields
                action={action}
                side={side}
                value={reason}
                onChange={(v) => {
                  setReason(v);
                  setErrors({});
                }}
                errors={errors}
              />
            )}
            {action === "cancel" ? (
              <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} aria-hidden="true" />}>
                {t("cancel.final", { name: counterpartName(event, type) })}
              </Alert>
            ) : null}
            {failure ? (
              <Alert color="red" variant="light" role="alert" style={{ whiteSpace: "pre-line" }}>
                {failure}
              </Alert>
            ) : null}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={onClose}>
                {t(`${action}.dismiss`)}
              </Button>
              <Button type="submit" color={danger ? "red.9" : "teal.9"} loading={update.isPending}>
                {t(`${action}.submit`)}
              </Button>
            </Group>
          </Stack>
        </form>
      ) : (
        (placeholder ?? null)
      )}
    </Modal>
  );
}
