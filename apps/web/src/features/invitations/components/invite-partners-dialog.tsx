import { Alert, Badge, Button, Group, List, Modal, Stack, Text, Textarea, VisuallyHidden } from "@mantine/core";
import { MAX_INVITATION_EMAILS } from "@quad/contract/rules/constants";
import { IconAlertCircle, IconCircleCheck, IconSend } from "@tabler/icons-react";
import { type FormEvent, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { RouteLoader } from "../../../components/ui/route-loader";
import { ApiError } from "../../../lib/api-client";
import { i18n, useNamespace } from "../../../lib/i18n";
import { translateServerMessage } from "../../../lib/server-messages";
import { type InviteeType, useSendInvitations } from "../api/send-invitations";
import { checkEmails, type InviteProblem, inviteProblems, problemFromServer } from "../model";

export interface InvitePartnersDialogProps {
  opened: boolean;
  onClose: () => void;
  /** Who is invited: college reps (University) or a school. */
  inviteeType: InviteeType;
}

const STATE_COLOR = { valid: "teal", invalid: "red", duplicate: "yellow" } as const;

/**
 * Invite schools or college reps to join Quad by up to 20 comma-separated emails (spec 2 §2 Invite, §5),
 * each address checked as it is typed, with the problems listed per address.
 */
export function InvitePartnersDialog({ opened, onClose, inviteeType }: InvitePartnersDialogProps) {
  const ready = useNamespace("invitations");
  const { t } = useTranslation("invitations");
  const who = inviteeType === "University" ? "reps" : "schools";
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={ready ? <Text fw={700}>{t(`title.${who}`)}</Text> : null}
      size="lg"
      closeButtonProps={{ "aria-label": ready ? t("close") : undefined }}
      centered
    >
      {ready ? <InviteForm key={String(opened)} inviteeType={inviteeType} onClose={onClose} /> : <RouteLoader />}
    </Modal>
  );
}

function InviteForm({ inviteeType, onClose }: { inviteeType: InviteeType; onClose: () => void }) {
  const { t } = useTranslation("invitations");
  const send = useSendInvitations();
  const [emails, setEmails] = useState("");
  const [message, setMessage] = useState("");
  const [touched, setTouched] = useState(false);
  const [serverProblems, setServerProblems] = useState<InviteProblem[]>([]);
  const [invited, setInvited] = useState<string[] | null>(null);
  const checks = useMemo(() => checkEmails(emails), [emails]);
  const problems = useMemo(() => inviteProblems(emails), [emails]);
  const shown = touched ? [...problems, ...serverProblems] : serverProblems;
  const who = inviteeType === "University" ? "reps" : "schools";

  const problemText = (p: InviteProblem) =>
    p.code === "server"
      ? translateServerMessage(p.text, i18n.getFixedT(null, "translation"))
      : p.code === "tooMany"
        ? t("problems.tooMany", { max: p.max, count: p.count })
        : p.code === "empty"
          ? t("problems.empty")
          : t(`problems.${p.code}`, { email: p.email });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    setServerProblems([]);
    if (problems.length) return;
    try {
      const result = await send.mutateAsync({
        emails,
        invitee_type: inviteeType,
        message: message.trim() || undefined,
      });
      setInvited(result.invited);
    } catch (error) {
      if (error instanceof ApiError && error.status === 422)
        setServerProblems(Object.values(error.fieldErrors).map(problemFromServer));
    }
  };

  if (invited) {
    return (
      <Stack gap="md">
        <Alert
          color="teal"
          variant="light"
          icon={<IconCircleCheck size={18} aria-hidden="true" />}
          title={t("sentTitle")}
        >
          <Text size="sm" mb="xs">
            {t("sent", { count: invited.length })}
          </Text>
          <List size="sm">
            {invited.map((email) => (
              <List.Item key={email}>{email}</List.Item>
            ))}
          </List>
        </Alert>
        <Group justify="flex-end">
          <Button
            variant="default"
            onClick={() => {
              setInvited(null);
              setEmails("");
              setTouched(false);
            }}
          >
            {t("inviteMore")}
          </Button>
          <Button onClick={onClose}>{t("done")}</Button>
        </Group>
      </Stack>
    );
  }

  const hasError = shown.length > 0;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t(`hint.${who}`)}
        </Text>
        <Textarea
          label={t("emails")}
          description={t("count", { count: checks.length, max: MAX_INVITATION_EMAILS })}
          placeholder={t(`placeholder.${who}`)}
          autosize
          minRows={3}
          maxRows={8}
          withAsterisk
          value={emails}
          onChange={(e) => {
            setEmails(e.currentTarget.value);
            setServerProblems([]);
          }}
          onBlur={() => setTouched(emails.trim() !== "")}
          error={hasError ? t("fixList") : undefined}
          aria-describedby={hasError ? "invite-problems" : undefined}
        />
        {checks.length ? (
          <Group gap={6} aria-label={t("addresses")} role="list">
            {checks.map((c, i) => (
              <Badge
                // biome-ignore lint/suspicious/noArrayIndexKey: the same address may be listed twice
                key={`${c.email}-${i}`}
                role="listitem"
                variant="light"
                color={STATE_COLOR[c.state]}
                tt="none"
                leftSection={
                  c.state === "valid" ? (
                    <IconCircleCheck size={12} aria-hidden="true" />
                  ) : (
                    <IconAlertCircle size={12} aria-hidden="true" />
                  )
                }
              >
                {c.email}
                <VisuallyHidden> — {t(`states.${c.state}`)}</VisuallyHidden>
              </Badge>
            ))}
          </Group>
        ) : null}
        {hasError ? (
          <Alert color="red" variant="light" id="invite-problems" role="alert" p="sm">
            <List size="sm" spacing={2}>
              {shown.map((p, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: problems are a plain list
                <List.Item key={i}>{problemText(p)}</List.Item>
              ))}
            </List>
          </Alert>
        ) : null}
        <Textarea
          label={t("message")}
          description={t("messageHint")}
          autosize
          minRows={2}
          maxRows={6}
          maxLength={1000}
          value={message}
          onChange={(e) => setMessage(e.currentTarget.value)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={send.isPending}>
            {t("cancel")}
          </Button>
          <Button type="submit" loading={send.isPending} leftSection={<IconSend size={16} aria-hidden="true" />}>
            {t("send", { count: checks.length })}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
