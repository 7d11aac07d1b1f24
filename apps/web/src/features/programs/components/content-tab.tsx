import { ActionIcon, Button, Group, Modal, Paper, Stack, Text, Textarea, TextInput } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { CONTENT_BODY_MAX, MAX_CONTENT_SECTIONS } from "@quad/contract/rules/program";
import { isProgramType } from "@quad/contract/rules/program-types";
import { IconArrowDown, IconArrowUp, IconPlus, IconTemplate, IconTrash } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useLoadTypeContent } from "../api/get-program-type-content";
import { localizeSections, type ProgramFormValues, rowKey } from "../form-model";
import { EditorSection } from "./information-tab";

const TEMPLATES = "templates";

interface ContentTabProps {
  form: UseFormReturnType<ProgramFormValues>;
  errorOf: (path: string) => string | undefined;
  readOnly: boolean;
}

/**
 * The program's page content as titled sections. "Load template" fills them from the chosen type's starting
 * content (GET programs/program_types_content); sections already written are replaced only after a confirmation.
 */
export function ContentTab({ form, errorOf, readOnly }: ContentTabProps) {
  const { t, i18n } = useTranslation("programs");
  const loadContent = useLoadTypeContent();
  const [loading, setLoading] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const sections = form.values.content;
  const type = form.values.program_type;

  const load = async () => {
    if (!isProgramType(type)) return;
    setConfirming(false);
    setLoading(true);
    try {
      const content = await loadContent(type);
      // The raw `templates` object (English text -> the reader's language): its keys hold ":" and ".", which
      // i18next would read as separators if asked through t().
      const dictionary = (i18n.getResource(i18n.language, "programs", TEMPLATES) ?? {}) as Record<string, unknown>;
      form.setFieldValue("content", localizeSections(content, dictionary));
    } catch {
      // The API client showed the failure.
    } finally {
      setLoading(false);
    }
  };

  return (
    <EditorSection title={t("tabs.content")} hint={t("content.hint")}>
      <Stack gap="sm" data-testid="content">
        {readOnly ? null : (
          <Group gap="sm" justify="space-between" wrap="wrap">
            <Text size="sm" c="dimmed">
              {type ? t("content.templateFor", { type: t(`types.${type}`) }) : t("content.chooseType")}
            </Text>
            <Button
              variant="default"
              leftSection={<IconTemplate size={16} aria-hidden="true" />}
              disabled={!type}
              loading={loading}
              onClick={() => (sections.length ? setConfirming(true) : void load())}
            >
              {t("content.loadTemplate")}
            </Button>
          </Group>
        )}
        {sections.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t("content.none")}
          </Text>
        ) : null}
        {sections.map((s, i) => (
          <Paper key={s.key} withBorder radius="md" p="sm" role="group" aria-label={t("rows.content", { n: i + 1 })}>
            <Stack gap="xs">
              <Group gap="xs" align="flex-start" wrap="nowrap">
                <TextInput
                  label={t("fields.content_title")}
                  style={{ flex: 1, minWidth: 0 }}
                  withAsterisk={!readOnly}
                  readOnly={readOnly}
                  maxLength={150}
                  {...form.getInputProps(`content.${i}.title`)}
                  error={errorOf(`content.${i}.title`)}
                />
                {readOnly ? null : (
                  <Group gap={2} mt={26} wrap="nowrap">
                    <ActionIcon
                      variant="subtle"
                      color="gray"
                      aria-label={t("content.up", { n: i + 1 })}
                      disabled={i === 0}
                      onClick={() => form.reorderListItem("content", { from: i, to: i - 1 })}
                    >
                      <IconArrowUp size={16} aria-hidden="true" />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      color="gray"
                      aria-label={t("content.down", { n: i + 1 })}
                      disabled={i === sections.length - 1}
                      onClick={() => form.reorderListItem("content", { from: i, to: i + 1 })}
                    >
                      <IconArrowDown size={16} aria-hidden="true" />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t("content.remove", { n: i + 1 })}
                      onClick={() => form.removeListItem("content", i)}
                    >
                      <IconTrash size={16} aria-hidden="true" />
                    </ActionIcon>
                  </Group>
                )}
              </Group>
              <Textarea
                label={t("fields.content_body")}
                autosize
                minRows={3}
                maxRows={12}
                maxLength={CONTENT_BODY_MAX}
                readOnly={readOnly}
                {...form.getInputProps(`content.${i}.body`)}
                error={errorOf(`content.${i}.body`)}
              />
            </Stack>
          </Paper>
        ))}
        {readOnly ? null : (
          <Group>
            <Button
              variant="light"
              leftSection={<IconPlus size={16} aria-hidden="true" />}
              disabled={sections.length >= MAX_CONTENT_SECTIONS}
              onClick={() => form.insertListItem("content", { key: rowKey(), title: "", body: "" })}
            >
              {t("content.add")}
            </Button>
          </Group>
        )}
      </Stack>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={<Text fw={700}>{t("content.replaceTitle")}</Text>}
        closeButtonProps={{ "aria-label": t("actions.close") }}
        centered
      >
        <Stack gap="md">
          <Text size="sm">{t("content.replaceBody", { count: sections.length })}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t("content.keep")}
            </Button>
            <Button onClick={() => void load()}>{t("content.replace")}</Button>
          </Group>
        </Stack>
      </Modal>
    </EditorSection>
  );
}
