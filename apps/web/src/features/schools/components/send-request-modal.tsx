import { Button, Group, Modal, Stack, Text, Textarea } from "@mantine/core";
import { IconSend } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError, showSuccessToast } from "../../../lib/api-client";
import { translateServerMessage } from "../../../lib/server-messages";
import { useCreateEvent } from "../api/create-event";
import type { BookTarget } from "./book-visit-modal";

interface SendRequestModalProps {
  school: BookTarget | null;
  onClose: () => void;
}

function SendRequestForm({ school, onClose }: { school: BookTarget; onClose: () => void }) {
  const { t, i18n } = useTranslation("schools");
  const [note, setNote] = useState("");
  const [error, setError] = useState<string | null>(null);
  const create = useCreateEvent();

  const submit = async () => {
    if (!note.trim()) {
      setError(t("request.noteRequired"));
      return;
    }
    try {
      await create.mutateAsync({ school_partner_id: school.id, note: note.trim() });
      showSuccessToast(t("request.sent", { school: school.name }));
      onClose();
    } catch (e) {
      if (e instanceof ApiError && (e.status === 422 || e.status === 409)) {
        setError(translateServerMessage(e.fieldErrors.note ?? e.serverMessage ?? "", i18n.t));
      }
    }
  };

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t("request.intro", { school: school.name })}
      </Text>
      <Textarea
        label={t("request.note")}
        placeholder={t("request.notePlaceholder")}
        withAsterisk
        autosize
        minRows={4}
        maxRows={8}
        maxLength={1000}
        value={note}
        error={error}
        data-autofocus
        onChange={(e) => {
          setNote(e.currentTarget.value);
          if (e.currentTarget.value.trim()) setError(null);
        }}
      />
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose}>
          {t("common.cancel")}
        </Button>
        <Button
          leftSection={<IconSend size={16} aria-hidden="true" />}
          loading={create.isPending}
          onClick={() => void submit()}
        >
          {t("request.submit")}
        </Button>
      </Group>
    </Stack>
  );
}

/** Send Request: no slot fits, so the rep asks the school for a visit with a note (no date). */
export function SendRequestModal({ school, onClose }: SendRequestModalProps) {
  const { t } = useTranslation("schools");
  return (
    <Modal
      opened={school !== null}
      onClose={onClose}
      title={school ? t("request.title", { school: school.name }) : ""}
      size="lg"
      radius="lg"
      closeButtonProps={{ "aria-label": t("common.close") }}
    >
      {school ? <SendRequestForm key={school.id} school={school} onClose={onClose} /> : null}
    </Modal>
  );
}
