import { Button, Group, Modal, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";

/** A Yes/No question before an action (spec 3 §2 deposit status; deleting a document). */
export function ConfirmModal({
  opened,
  title,
  body,
  confirmLabel,
  cancelLabel,
  danger = false,
  loading = false,
  onConfirm,
  onClose,
}: {
  opened: boolean;
  title: string;
  body: string;
  confirmLabel?: string;
  cancelLabel?: string;
  danger?: boolean;
  loading?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation("applications");
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      centered
      closeButtonProps={{ "aria-label": t("common.close") }}
    >
      <Text size="sm">{body}</Text>
      <Group justify="flex-end" mt="lg" gap="sm">
        <Button variant="default" onClick={onClose} disabled={loading}>
          {cancelLabel ?? t("common.no")}
        </Button>
        <Button color={danger ? "red" : undefined} onClick={onConfirm} loading={loading} data-autofocus>
          {confirmLabel ?? t("common.yes")}
        </Button>
      </Group>
    </Modal>
  );
}
