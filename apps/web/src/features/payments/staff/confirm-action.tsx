import { Alert, Button, Group, Modal, Stack, Text } from "@mantine/core";
import { IconAlertCircle } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../lib/api-client";
import { translateServerMessage } from "../../../lib/server-messages";

/** The server's refusal (a 409's `error`) in the reader's language; else the generic text. */
export function refusalText(error: unknown, t: (key: string) => string): string | null {
  if (!error) return null;
  const body = error instanceof ApiError ? (error.body as { error?: unknown } | undefined) : undefined;
  const text = typeof body?.error === "string" && body.error ? body.error : (error as Error).message;
  return translateServerMessage(text || t("server.unknownError"), t as never);
}

interface ConfirmActionProps {
  opened: boolean;
  title: string;
  body: string;
  confirmLabel: string;
  color: string;
  pending: boolean;
  error: unknown;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before a refund or a waiver; shows the server's refusal in place. */
export function ConfirmAction(p: ConfirmActionProps) {
  const { t } = useTranslation("payments");
  const { t: tMain } = useTranslation();
  const refusal = refusalText(p.error, tMain as never);
  return (
    <Modal opened={p.opened} onClose={p.onClose} title={p.title} centered radius="lg">
      <Stack gap="md">
        <Text size="sm">{p.body}</Text>
        {refusal ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden="true" />} role="alert">
            {refusal}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={p.onClose} disabled={p.pending}>
            {t("staff.actions.cancel")}
          </Button>
          <Button color={p.color} loading={p.pending} onClick={p.onConfirm}>
            {p.confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
