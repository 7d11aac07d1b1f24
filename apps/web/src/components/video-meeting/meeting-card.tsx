import { Alert, Anchor, Button, Group, Paper, Stack, Text, Textarea, TextInput } from "@mantine/core";
import type { ZoomMeetingTarget } from "@quad/contract/api/zoom";
import { IconVideo } from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError, showSuccessToast } from "../../lib/api-client";
import { useNamespace } from "../../lib/i18n";
import { fieldErrorText, translateServerMessage } from "../../lib/server-messages";
import { useMeeting, useMeetingChanges, useZoomStatus } from "../../lib/video-meeting/api";

interface MeetingCardProps {
  /** The visit (event_id) or the webinar session (session_id). */
  target: ZoomMeetingTarget;
  /** Whether the viewer may add, change or remove the meeting (the visit or session still takes place). */
  editable: boolean;
  /** After a change (a session's join address follows its meeting). */
  onChanged?: () => void;
}

/**
 * The online meeting of a visit or a session (issue 25 §2): its link and instructions; a Zoom meeting made in one
 * click when the institution has Zoom connected (POST zoom/meeting), a pasted link otherwise, and removal
 * (PUT zoom/delete_meeting).
 */
export function MeetingCard({ target, editable, onChanged }: MeetingCardProps) {
  const ready = useNamespace("zoom");
  const { t } = useTranslation("zoom");
  const { t: common } = useTranslation();
  const meeting = useMeeting(target);
  const zoom = useZoomStatus(editable);
  const { save, remove } = useMeetingChanges(target, onChanged);
  const [editing, setEditing] = useState(false);
  const [link, setLink] = useState("");
  const [instructions, setInstructions] = useState("");
  const [errors, setErrors] = useState<{ link?: string; instructions?: string; general?: string }>({});

  if (!ready || meeting.isPending) return null;
  const current = meeting.data?.meeting ?? null;
  const connected = zoom.data?.is_zoom_connected === true;

  const failed = (err: unknown) => {
    if (!(err instanceof ApiError)) return setErrors({ general: t("page.genericFailure") });
    const f = err.fieldErrors;
    setErrors({
      link: f.meeting_url ? fieldErrorText(f.meeting_url, t("meeting.link"), common) : undefined,
      instructions: f.instructions ? fieldErrorText(f.instructions, t("meeting.instructions"), common) : undefined,
      general:
        f.event_id || f.session_id || err.serverMessage
          ? translateServerMessage(f.event_id ?? f.session_id ?? err.serverMessage ?? "", common)
          : undefined,
    });
  };

  const openForm = () => {
    setLink(current?.provider === "link" ? current.meeting_url : "");
    setInstructions(current?.instructions ?? "");
    setErrors({});
    setEditing(true);
  };

  const submit = async () => {
    setErrors({});
    if (!link.trim()) return setErrors({ link: common("validation.required", { field: t("meeting.link") }) });
    try {
      await save.mutateAsync({ meeting_url: link.trim(), instructions: instructions.trim() || undefined });
      showSuccessToast(t("meeting.saved"));
      setEditing(false);
    } catch (err) {
      failed(err);
    }
  };

  const createZoom = async () => {
    setErrors({});
    try {
      await save.mutateAsync({});
      showSuccessToast(t("meeting.created"));
    } catch (err) {
      failed(err);
    }
  };

  const label = !current
    ? null
    : current.provider === "link"
      ? t("meeting.pasted")
      : current.created_automatically
        ? t("meeting.zoomAutomatic")
        : t("meeting.zoomCreated");

  return (
    <Paper withBorder radius="lg" p="md" aria-labelledby="meeting-card-title" component="section">
      <Group gap={8} mb="xs" wrap="nowrap">
        <IconVideo size={18} aria-hidden="true" />
        <Text fw={700} id="meeting-card-title">
          {t("meeting.title")}
        </Text>
      </Group>
      {errors.general ? (
        <Alert color="red" variant="light" mb="sm" role="alert">
          {errors.general}
        </Alert>
      ) : null}
      {editing ? (
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <Stack gap="sm">
            <TextInput
              label={t("meeting.link")}
              description={t("meeting.linkHint")}
              value={link}
              onChange={(e) => setLink(e.currentTarget.value)}
              error={errors.link}
              type="url"
              maxLength={2000}
              withAsterisk
              data-autofocus
            />
            <Textarea
              label={t("meeting.instructions")}
              description={t("meeting.instructionsHint")}
              value={instructions}
              onChange={(e) => setInstructions(e.currentTarget.value)}
              error={errors.instructions}
              autosize
              minRows={2}
              maxLength={5000}
            />
            <Group justify="flex-end" gap="xs">
              <Button variant="default" size="xs" onClick={() => setEditing(false)}>
                {t("meeting.cancel")}
              </Button>
              <Button type="submit" size="xs" loading={save.isPending}>
                {t("meeting.save")}
              </Button>
            </Group>
          </Stack>
        </form>
      ) : current ? (
        <Stack gap={6}>
          <Text size="xs" c="dimmed">
            {label}
          </Text>
          <Anchor
            href={current.meeting_url}
            target="_blank"
            rel="noopener noreferrer"
            size="sm"
            style={{ wordBreak: "break-all" }}
          >
            {current.meeting_url}
          </Anchor>
          {current.instructions ? (
            <Text size="sm" style={{ whiteSpace: "pre-line" }}>
              {current.instructions}
            </Text>
          ) : null}
          {editable ? (
            <Group gap="xs" mt={4}>
              <Button variant="light" size="xs" onClick={openForm}>
                {t("meeting.edit")}
              </Button>
              <Button
                variant="subtle"
                color="red"
                size="xs"
                loading={remove.isPending}
                onClick={() => remove.mutate(undefined, { onSuccess: () => showSuccessToast(t("meeting.removed")) })}
              >
                {t("meeting.remove")}
              </Button>
            </Group>
          ) : null}
        </Stack>
      ) : (
        <Stack gap="xs">
          <Text size="sm" c="dimmed">
            {t("meeting.none")}
          </Text>
          {editable ? (
            <Group gap="xs">
              {connected ? (
                <Button
                  size="xs"
                  leftSection={<IconVideo size={15} aria-hidden="true" />}
                  loading={save.isPending}
                  onClick={() => void createZoom()}
                >
                  {t("meeting.create")}
                </Button>
              ) : null}
              <Button variant="light" size="xs" onClick={openForm}>
                {t("meeting.paste")}
              </Button>
            </Group>
          ) : null}
          {editable && zoom.data && !connected ? (
            <Anchor component={Link} to="/zoom" size="sm">
              {t("meeting.connectZoom")}
            </Anchor>
          ) : null}
          {editable && connected && zoom.data?.zoom_email ? (
            <Text size="xs" c="dimmed" style={{ overflowWrap: "anywhere" }}>
              {t("meeting.zoomAs", { email: zoom.data.zoom_email })}
            </Text>
          ) : null}
        </Stack>
      )}
    </Paper>
  );
}
