import { ActionIcon, Autocomplete, Button, Group, Stack, Text, TextInput } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { MAX_PROGRAM_TESTS } from "@quad/contract/rules/program";
import { IconPlus, IconTrash } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { type ProgramFormValues, rowKey } from "../form-model";
import { EditorSection } from "./information-tab";

/** Tests applicants are asked for, offered while typing (any other name can be typed). */
const COMMON_TESTS = [
  "IELTS",
  "TOEFL iBT",
  "Duolingo English Test",
  "PTE Academic",
  "SAT",
  "ACT",
  "GRE",
  "GMAT",
  "A-Levels",
  "IB Diploma",
];

interface ListTabProps {
  form: UseFormReturnType<ProgramFormValues>;
  errorOf: (path: string) => string | undefined;
  readOnly: boolean;
}

/** The tests applicants take and the minimum score each (rows of test + minimum score). */
export function TestsTab({ form, errorOf, readOnly }: ListTabProps) {
  const { t } = useTranslation("programs");
  const tests = form.values.tests;
  return (
    <EditorSection title={t("tabs.tests")} hint={t("tests.hint")}>
      <Stack gap="sm" data-testid="tests">
        {tests.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t("tests.none")}
          </Text>
        ) : null}
        {tests.map((row, i) => (
          <Group
            key={row.key}
            gap="sm"
            align="flex-start"
            wrap="nowrap"
            role="group"
            aria-label={t("rows.tests", { n: i + 1 })}
          >
            <Autocomplete
              label={t("fields.tests_test")}
              data={COMMON_TESTS}
              style={{ flex: 2, minWidth: 0 }}
              withAsterisk={!readOnly}
              readOnly={readOnly}
              {...form.getInputProps(`tests.${i}.test`)}
              error={errorOf(`tests.${i}.test`)}
              comboboxProps={{ withinPortal: true }}
            />
            <TextInput
              label={t("fields.tests_min_score")}
              style={{ flex: 1, minWidth: 0 }}
              readOnly={readOnly}
              maxLength={20}
              {...form.getInputProps(`tests.${i}.min_score`)}
              error={errorOf(`tests.${i}.min_score`)}
            />
            {readOnly ? null : (
              <ActionIcon
                mt={28}
                variant="subtle"
                color="red"
                aria-label={t("tests.remove", { n: i + 1 })}
                onClick={() => form.removeListItem("tests", i)}
              >
                <IconTrash size={16} aria-hidden="true" />
              </ActionIcon>
            )}
          </Group>
        ))}
        {readOnly ? null : (
          <Group>
            <Button
              variant="light"
              leftSection={<IconPlus size={16} aria-hidden="true" />}
              disabled={tests.length >= MAX_PROGRAM_TESTS}
              onClick={() => form.insertListItem("tests", { key: rowKey(), test: "", min_score: "" })}
            >
              {t("tests.add")}
            </Button>
          </Group>
        )}
      </Stack>
    </EditorSection>
  );
}
