import { Button, type ButtonProps, Group, Modal, Stack, Text, Textarea } from "@mantine/core";
import type { PlanArea, TierNeed } from "@quad/contract/rules/plans";
import { IconCircleCheck } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { showSuccessToast } from "../../lib/api-client";
import { useCreateContactRequest } from "../../lib/contact-request";
import { translateServerMessage } from "../../lib/server-messages";
import { useSessionStore } from "../../lib/session-store";

export interface PlanRequestProps {
  area: PlanArea;
  /** What the request asks for: the area itself (`free`) or its paid plan (`paid`). */
  need: TierNeed;
  variant?: ButtonProps["variant"];
  size?: ButtonProps["size"];
}

/**
 * The request to customer success for an area or its paid plan (issue 26 §1): a button, a dialog with the request
 * written out and room for a comment, then POST users/{id}/contact_uem with request_type "upgrade". Once sent, the
 * button makes way for a confirmation.
 */
export function PlanRequest({ area, need, variant, size }: PlanRequestProps) {
  const { t } = useTranslation();
  const userId = useSessionStore((s) => s.data?.id);
  const send = useCreateContactRequest(userId ?? 0);
  const [open, setOpen] = useState(false);
  const [comments, setComments] = useState("");
  const [sent, setSent] = useState(false);
  const request = t(`plan.request.${need}`, { area: t(`plan.area.${area}`) });

  const submit = async () => {
    const text = [request, comments.trim()].filter(Boolean).join("\n\n");
    const res = await send.mutateAsync({ request_type: "upgrade", comments: text }).catch(() => null);
    if (!res) return;
    showSuccessToast(translateServerMessage(res.message, t));
    setSent(true);
    setOpen(false);
  };

  return (
    <>
      {sent ? (
        <Group gap={6} wrap="nowrap" role="status" data-plan-request-sent={area}>
          <IconCircleCheck size={18} color="var(--mantine-color-teal-8)" aria-hidden="true" style={{ flexShrink: 0 }} />
          <Text c="teal.9" fw={600} size="sm">
            {t("plan.request.sent")}
          </Text>
        </Group>
      ) : (
        <Button onClick={() => setOpen(true)} disabled={!userId} variant={variant} size={size}>
          {t(`plan.request.button.${need}`)}
        </Button>
      )}
      <Modal opened={open} onClose={() => setOpen(false)} title={t(`plan.request.button.${need}`)} centered radius="lg">
        <Stack gap="md">
          <Text size="sm">{request}</Text>
          <Textarea
            label={t("plan.request.comments")}
            autosize
            minRows={3}
            maxLength={1800}
            value={comments}
            onChange={(e) => setComments(e.currentTarget.value)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpen(false)}>
              {t("common.cancel")}
            </Button>
            <Button onClick={submit} loading={send.isPending}>
              {t("plan.request.send")}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
