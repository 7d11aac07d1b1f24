import { Alert, Button, Group, Modal, Stack, Text, Textarea } from "@mantine/core";
import type { Event } from "@quad/contract/api/events";
import { SendMessageRequestInputSchema } from "@quad/contract/api/messages";
import type { InstituteType } from "@quad/contract/rules/constants";
import { VISIT_MESSAGE_MAX } from "@quad/contract/rules/slack";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError, showSuccessToast } from "../../../lib/api-client";
import { fieldErrorText } from "../../../lib/server-messages";
import { useSendVisitMessage } from "../api/send-message";
import { visitErrorText } from "./notify";
import { counterpartName, VisitSummary } from "./visit-summary";

interface MessageDialogProps {
  event: Event | null;
  type: InstituteType;
  zone: string;
  opened: boolean;
  onClose: () => void;
}

/**
 * A message to the other side of a visit (PUT institutes/send_message_request, decisions 092 and 099): every
 * member there is told in Quad and by email; the notice says how many were told.
 */
export function MessageDialog({ event, type, zone, opened, onClose }: MessageDialogProps) {
  const { t } = useTranslation("visits");
  const { t: common } = useTranslation();
  const send = useSendVisitMessage();
  const [text, setText] = useState("");
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  // A fresh form each time the dialog opens.
  useEffect(() => {
    if (opened) {
      setText("");
      setFieldError(null);
      setFailure(null);
    }
  }, [opened]);

  const name = event ? counterpartName(event, type) : "";
  const length = text.trim().length;

  const submit = async () => {
    if (!event) return;
    const checked = SendMessageRequestInputSchema.shape.message.safeParse(text);
    if (!checked.success) {
      setFieldError(fieldErrorText(checked.error.issues[0]?.message ?? "", t("message.label"), common));
      return;
    }
    setFailure(null);
    try {
      const { recipients } = await send.mutateAsync({ event_id: event.id, message: checked.data });
      showSuccessToast(t("message.sent", { count: recipients, name }));
      onClose();
    } catch (error) {
      const fields = error instanceof ApiError ? error.fieldErrors : {};
      if (fields.message) setFieldError(fieldErrorText(fields.message, t("message.label"), common));
      else if (error instanceof ApiError && error.status === 404) setFailure(t("detail.notFoundBody"));
      else setFailure(visitErrorText(error, t));
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={<Text fw={700}>{t("message.title", { name })}</Text>}
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
            <Text size="sm">{t("message.body", { name })}</Text>
            <VisitSummary event={event} type={type} zone={zone} />
            <Textarea
              label={t("message.label")}
              placeholder={t("message.placeholder")}
              value={text}
              onChange={(e) => {
                setText(e.currentTarget.value);
                setFieldError(null);
              }}
              autosize
              minRows={4}
              maxRows={10}
              required
              data-autofocus
              error={fieldError}
              description={
                <Text span size="xs" c={length > VISIT_MESSAGE_MAX ? "red.8" : "dimmed"} aria-live="polite">
                  {t("message.counter", { used: length, max: VISIT_MESSAGE_MAX })}
                </Text>
              }
              inputWrapperOrder={["label", "input", "description", "error"]}
            />
            {failure ? (
              <Alert color="red" variant="light" role="alert" style={{ whiteSpace: "pre-line" }}>
                {failure}
              </Alert>
            ) : null}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={onClose}>
                {t("message.dismiss")}
              </Button>
              <Button type="submit" loading={send.isPending}>
                {t("message.send")}
              </Button>
            </Group>
          </Stack>
        </form>
      ) : null}
    </Modal>
  );
}
