import { ActionIcon, Button, Group, Stack, Text, TextInput } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { MAX_PROGRAM_COURSES } from "@quad/contract/rules/program";
import { IconPlus, IconTrash } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { type ProgramFormValues, rowKey } from "../form-model";
import { EditorSection } from "./information-tab";

interface CoursesTabProps {
  form: UseFormReturnType<ProgramFormValues>;
  errorOf: (path: string) => string | undefined;
  readOnly: boolean;
}

/** The courses or majors students choose in the program: a list to add to, rename and remove from. */
export function CoursesTab({ form, errorOf, readOnly }: CoursesTabProps) {
  const { t } = useTranslation("programs");
  const [draft, setDraft] = useState("");
  const courses = form.values.courses;
  const add = () => {
    const names = draft
      .split(/\n/)
      .map((n) => n.trim())
      .filter(Boolean);
    if (!names.length) return;
    for (const name of names) form.insertListItem("courses", { key: rowKey(), id: null, name });
    setDraft("");
  };
  const full = courses.length >= MAX_PROGRAM_COURSES;
  return (
    <EditorSection title={t("tabs.courses")} hint={t("courses.hint")}>
      <Stack gap="sm" data-testid="courses">
        {readOnly ? null : (
          <Group gap="sm" align="flex-end" wrap="nowrap">
            <TextInput
              label={t("courses.new")}
              placeholder={t("courses.placeholder")}
              value={draft}
              maxLength={150}
              style={{ flex: 1, minWidth: 0 }}
              disabled={full}
              onChange={(e) => setDraft(e.currentTarget.value)}
              onKeyDown={(e) => {
                if (e.key === "Enter") {
                  e.preventDefault();
                  add();
                }
              }}
            />
            <Button
              variant="light"
              leftSection={<IconPlus size={16} aria-hidden="true" />}
              onClick={add}
              disabled={full || !draft.trim()}
            >
              {t("courses.add")}
            </Button>
          </Group>
        )}
        {courses.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t("courses.none")}
          </Text>
        ) : (
          <Stack gap="xs" role="list" aria-label={t("tabs.courses")}>
            {courses.map((c, i) => (
              <Group key={c.key} gap="xs" wrap="nowrap" align="flex-start" role="listitem">
                <TextInput
                  aria-label={t("rows.courses", { n: i + 1 })}
                  style={{ flex: 1, minWidth: 0 }}
                  readOnly={readOnly}
                  maxLength={150}
                  {...form.getInputProps(`courses.${i}.name`)}
                  error={errorOf(`courses.${i}.name`)}
                />
                {readOnly ? null : (
                  <ActionIcon
                    mt={4}
                    variant="subtle"
                    color="red"
                    aria-label={t("courses.remove", { name: c.name || t("rows.courses", { n: i + 1 }) })}
                    onClick={() => form.removeListItem("courses", i)}
                  >
                    <IconTrash size={16} aria-hidden="true" />
                  </ActionIcon>
                )}
              </Group>
            ))}
          </Stack>
        )}
        {errorOf("courses") ? (
          <Text size="sm" c="red.8" role="alert">
            {errorOf("courses")}
          </Text>
        ) : null}
      </Stack>
    </EditorSection>
  );
}
