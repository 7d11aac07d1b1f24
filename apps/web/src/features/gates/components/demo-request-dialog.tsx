import { Alert, Button, Group, Modal, Stack, Text, Textarea } from "@mantine/core";
import { useForm } from "@mantine/form";
import { TOAST_DURATION_MS } from "@quad/contract/rules/constants";
import { IconCircleCheck } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useCreateContactRequest } from "../../../lib/contact-request";
import { translateServerMessage } from "../../../lib/server-messages";
import { showToast } from "../../../lib/toast";
import { closeDemoRequest, useDemoRequestDialog } from "../demo-request-store";

/** The demo-request dialog: comments, POST contact_uem, the demo_request_succeeded alert. */
export function DemoRequestDialog({ userId }: { userId: number }) {
  const { t } = useTranslation(["account", "translation"], { nsMode: "fallback" });
  const opened = useDemoRequestDialog((s) => s.opened);
  const send = useCreateContactRequest(userId);
  const [sent, setSent] = useState<string | null>(null);
  const form = useForm({
    mode: "controlled",
    initialValues: { comments: "" },
    validate: {
      comments: (v) => (v.trim() ? null : t("translation:validation.required", { field: t("demo.comments") })),
    },
  });

  const close = () => {
    closeDemoRequest();
    setSent(null);
    form.reset();
  };

  const handleSubmit = form.onSubmit(async ({ comments }) => {
    const res = await send.mutateAsync({ request_type: "demo_request", comments: comments.trim() }).catch(() => null);
    if (!res) return;
    const message = translateServerMessage(res.message, t);
    setSent(message);
    showToast({
      color: "teal",
      title: t("demo_request_succeeded"),
      message,
      autoClose: TOAST_DURATION_MS,
    });
  });

  return (
    <Modal opened={opened} onClose={close} title={t("demo.title")} radius="lg" size="lg" centered>
      {sent ? (
        <Stack gap="md">
          <Alert
            color="teal"
            variant="light"
            title={t("demo_request_succeeded")}
            icon={<IconCircleCheck size={18} aria-hidden="true" />}
          >
            {sent}
          </Alert>
          <Group justify="flex-end">
            <Button onClick={close}>{t("demo.done")}</Button>
          </Group>
        </Stack>
      ) : (
        <form onSubmit={handleSubmit} noValidate>
          <Stack gap="md">
            <Text size="sm" c="dimmed">
              {t("demo.intro")}
            </Text>
            <Textarea
              label={t("demo.comments")}
              placeholder={t("demo.placeholder")}
              withAsterisk
              autosize
              minRows={4}
              maxLength={2000}
              data-autofocus
              {...form.getInputProps("comments")}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {t("demo.cancel")}
              </Button>
              <Button type="submit" loading={send.isPending}>
                {t("demo.send")}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
