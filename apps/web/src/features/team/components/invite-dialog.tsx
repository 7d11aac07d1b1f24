import { Alert, Button, Group, List, Modal, Select, Stack, Text, Textarea } from "@mantine/core";
import { useForm } from "@mantine/form";
import type { Role } from "@quad/contract/rules/constants";
import { emailListProblems, splitEmails } from "@quad/contract/rules/invitations";
import { rolesFor } from "@quad/contract/rules/team-roles";
import { IconCircleCheck, IconInfoCircle } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSessionStore } from "../../../lib/session-store";
import { useBulkInvite } from "../api/bulk-invite";
import { translateInviteProblem } from "../model";

interface InviteResult {
  invited: string[];
  skipped: { email: string; reason: string }[];
}

/** Invite colleagues by email (up to 20, comma-separated) with one role. */
export function InviteDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation("team");
  const invite = useBulkInvite();
  const instituteType = useSessionStore((s) => s.data?.institute_type ?? "University");
  const [result, setResult] = useState<InviteResult | null>(null);
  const form = useForm({
    mode: "controlled",
    initialValues: { emails: "", role: "member" },
    validate: {
      emails: (value) => {
        const problems = emailListProblems(value);
        return problems.length ? problems.map((p) => translateInviteProblem(p, t)).join("\n") : null;
      },
    },
  });
  const count = splitEmails(form.values.emails).length;

  const close = () => {
    onClose();
    setResult(null);
    form.reset();
  };

  const submit = form.onSubmit(async (values) => {
    try {
      setResult(await invite.mutateAsync({ emails: values.emails, role: values.role as Role }));
    } catch {
      // The API client already showed the error.
    }
  });

  return (
    <Modal
      opened={opened}
      onClose={close}
      closeButtonProps={{ "aria-label": t("actions.close") }}
      title={<Text fw={700}>{t("invite.title")}</Text>}
      size="lg"
      centered
    >
      {result ? (
        <Stack gap="md">
          <Alert color="teal" variant="light" icon={<IconCircleCheck size={18} />} title={t("invite.sentTitle")}>
            {t("invite.sent", { count: result.invited.length })}
          </Alert>
          {result.skipped.length ? (
            <Alert color="yellow" variant="light" icon={<IconInfoCircle size={18} />} title={t("invite.skippedTitle")}>
              <List size="sm">
                {result.skipped.map((s) => (
                  <List.Item key={s.email}>
                    {s.email} — {s.reason}
                  </List.Item>
                ))}
              </List>
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button onClick={close}>{t("actions.done")}</Button>
          </Group>
        </Stack>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <Text size="sm" c="dimmed">
              {t("invite.hint")}
            </Text>
            <Textarea
              label={t("invite.emails")}
              placeholder="alex@university.edu, sam@university.edu"
              autosize
              minRows={3}
              maxRows={8}
              withAsterisk
              description={t("invite.count", { count })}
              {...form.getInputProps("emails")}
              styles={{ error: { whiteSpace: "pre-line" } }}
            />
            <Select
              label={t("invite.role")}
              data={rolesFor(instituteType).map((r) => ({ value: r, label: t(`roles.${r}`) }))}
              {...form.getInputProps("role")}
            />
            <Group justify="flex-end" mt="sm">
              <Button variant="default" onClick={close} disabled={invite.isPending}>
                {t("actions.cancel")}
              </Button>
              <Button type="submit" loading={invite.isPending}>
                {t("invite.send")}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
