import { Button, Group, Modal, Stack, Text, Textarea } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconPlugConnectedX } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { showSuccessToast } from "../../../lib/api-client";
import { usePhone } from "../../../lib/screen";
import { useDisconnectConnection } from "../api/disconnect-connection";

const REASON_MAX = 500;

/**
 * The person withdrew consent (decision 043): after a confirmation that says what it does, the connection leaves
 * every list and export; the drawer closes and the list refreshes without them.
 */
export function DisconnectSection({
  id,
  name,
  onDisconnected,
}: {
  id: number;
  name: string;
  onDisconnected: () => void;
}) {
  const { t } = useTranslation("connections");
  const phone = usePhone();
  const [opened, { open, close }] = useDisclosure(false);
  const [reason, setReason] = useState("");
  const disconnect = useDisconnectConnection();

  const confirm = () => {
    disconnect.mutate(
      { id, reason: reason.trim() || undefined },
      {
        onSuccess: () => {
          close();
          onDisconnected();
          showSuccessToast(t("detail.disconnect.done", { name }));
        },
      },
    );
  };

  return (
    <Stack gap="sm">
      <Text size="sm">{t("detail.disconnect.body")}</Text>
      <Group justify="flex-start">
        <Button
          color="red"
          variant="light"
          leftSection={<IconPlugConnectedX size={16} aria-hidden="true" />}
          onClick={open}
        >
          {t("detail.disconnect.button")}
        </Button>
      </Group>
      <Modal
        opened={opened}
        onClose={close}
        title={t("detail.disconnect.confirmTitle", { name })}
        fullScreen={phone}
        size="md"
        zIndex={400}
        closeButtonProps={{ "aria-label": t("detail.close") }}
      >
        <Stack gap="md">
          <Text size="sm">{t("detail.disconnect.confirmBody", { name })}</Text>
          <Textarea
            label={t("detail.disconnect.reason")}
            placeholder={t("detail.disconnect.reasonPlaceholder")}
            autosize
            minRows={2}
            maxRows={5}
            maxLength={REASON_MAX}
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              {t("detail.disconnect.cancel")}
            </Button>
            <Button color="red" onClick={confirm} loading={disconnect.isPending}>
              {t("detail.disconnect.confirm")}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
