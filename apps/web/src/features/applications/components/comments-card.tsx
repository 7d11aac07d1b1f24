import { Avatar, Button, Group, Stack, Text, Textarea } from "@mantine/core";
import { COMMENT_MAX_LENGTH } from "@quad/contract/rules/application";
import { IconMessages } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { SectionCard } from "../../../components/ui/section-card";
import { formatDate, formatTime } from "../../../lib/dates";
import { useCreateApplicationComment } from "../api/create-application-comment";
import { useApplicationComments } from "../api/list-application-comments";

/** Comments between the institution's reviewers (issue 13 §3); the applicant never sees them. */
export function CommentsCard({ applicationId, zone }: { applicationId: number; zone: string }) {
  const { t } = useTranslation("applications");
  const comments = useApplicationComments(applicationId);
  const add = useCreateApplicationComment(applicationId);
  const [body, setBody] = useState("");
  const list = comments.data?.comments ?? [];
  const submit = () => {
    const text = body.trim();
    if (!text) return;
    add.mutate(text, { onSuccess: () => setBody("") });
  };
  return (
    <SectionCard id="comments" title={t("comments.title")} icon={<IconMessages size={18} aria-hidden="true" />}>
      <Stack gap="sm">
        {list.length === 0 && !comments.isLoading ? (
          <Text size="sm" c="dimmed">
            {t("comments.none")}
          </Text>
        ) : null}
        {list.map((c) => (
          <Group key={c.id} align="flex-start" gap="xs" wrap="nowrap" data-comment={c.id}>
            <Avatar size={28} radius="xl" color="quad" variant="light" aria-hidden="true">
              {c.author.name.charAt(0).toUpperCase()}
            </Avatar>
            <Stack gap={0} miw={0}>
              <Text size="xs" c="dimmed">
                <Text span size="xs" fw={600} c="dark">
                  {c.author.name}
                </Text>{" "}
                · {formatDate(c.created_at, zone)} {formatTime(c.created_at, zone)}
              </Text>
              <Text size="sm" style={{ whiteSpace: "pre-line", overflowWrap: "anywhere" }}>
                {c.body}
              </Text>
            </Stack>
          </Group>
        ))}
        <Textarea
          label={t("comments.add")}
          description={t("comments.help")}
          autosize
          minRows={2}
          maxRows={8}
          maxLength={COMMENT_MAX_LENGTH}
          value={body}
          onChange={(e) => setBody(e.currentTarget.value)}
        />
        <Button
          size="xs"
          style={{ alignSelf: "flex-end" }}
          disabled={!body.trim()}
          loading={add.isPending}
          onClick={submit}
        >
          {t("comments.post")}
        </Button>
      </Stack>
    </SectionCard>
  );
}
