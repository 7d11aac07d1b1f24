import { ActionIcon, Autocomplete, Button, Group, Paper, SimpleGrid, Stack, Text } from "@mantine/core";
import { DateInput } from "@mantine/dates";
import "@mantine/dates/styles.css";
import type { UseFormReturnType } from "@mantine/form";
import { IconCalendar, IconPlus, IconTrash } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { formatDate } from "../../../lib/dates";
import { useRoundNames } from "../api/list-rounds";
import { canAddRound, emptyRound, type ProgramFormValues, parseTypedDate } from "../form-model";

interface RoundDateProps {
  label: string;
  value: string | null;
  error?: string;
  readOnly: boolean;
  onChange: (value: string | null) => void;
}

function RoundDate({ label, value, error, readOnly, onChange }: RoundDateProps) {
  const { t } = useTranslation("programs");
  return (
    <DateInput
      label={label}
      value={value}
      onChange={(next) => onChange(next ? String(next).slice(0, 10) : null)}
      valueFormat={(d) => formatDate(d)}
      dateParser={parseTypedDate}
      placeholder={readOnly ? undefined : "YYYY-MM-DD"}
      clearable={!readOnly}
      readOnly={readOnly}
      error={error}
      leftSection={<IconCalendar size={16} aria-hidden="true" />}
      firstDayOfWeek={1}
      previousLabel={t("rounds.previousMonth")}
      nextLabel={t("rounds.nextMonth")}
      clearButtonProps={{ "aria-label": t("rounds.clearDate", { field: label }) }}
      popoverProps={{ withinPortal: true }}
    />
  );
}

interface IntakeRoundsFieldProps {
  form: UseFormReturnType<ProgramFormValues>;
  errorOf: (path: string) => string | undefined;
  readOnly: boolean;
}

/**
 * The program's intake rounds: name, start (matriculation) date, application deadline and opening date each. Rounds
 * already saved keep their id (applications point at them); at most 12.
 */
export function IntakeRoundsField({ form, errorOf, readOnly }: IntakeRoundsFieldProps) {
  const { t } = useTranslation("programs");
  const names = useRoundNames();
  const rounds = form.values.intake_rounds;
  const listError = errorOf("intake_rounds");
  return (
    <Stack gap="sm" data-testid="intake-rounds">
      {listError ? (
        <Text size="sm" c="red.8" role="alert">
          {listError}
        </Text>
      ) : null}
      {rounds.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t("rounds.none")}
        </Text>
      ) : null}
      {rounds.map((round, i) => {
        const path = (field: string) => `intake_rounds.${i}.${field}`;
        const title = t("rows.intake_rounds", { n: i + 1 });
        return (
          <Paper key={round.key} withBorder radius="md" p="sm" role="group" aria-label={title}>
            <Group justify="space-between" mb="xs" wrap="nowrap">
              <Text size="sm" fw={600}>
                {title}
              </Text>
              {readOnly ? null : (
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t("rounds.remove", { n: i + 1 })}
                  onClick={() => form.removeListItem("intake_rounds", i)}
                >
                  <IconTrash size={16} aria-hidden="true" />
                </ActionIcon>
              )}
            </Group>
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
              <Autocomplete
                label={t("fields.intake_rounds_name")}
                placeholder={readOnly ? undefined : t("rounds.namePlaceholder")}
                data={[...new Set(names.data ?? [])]}
                withAsterisk={!readOnly}
                readOnly={readOnly}
                {...form.getInputProps(path("name"))}
                error={errorOf(path("name"))}
                comboboxProps={{ withinPortal: true }}
              />
              <RoundDate
                label={t("fields.intake_rounds_start_date")}
                value={round.start_date}
                error={errorOf(path("start_date"))}
                readOnly={readOnly}
                onChange={(v) => form.setFieldValue(path("start_date"), v)}
              />
              <RoundDate
                label={t("fields.intake_rounds_deadline")}
                value={round.deadline}
                error={errorOf(path("deadline"))}
                readOnly={readOnly}
                onChange={(v) => form.setFieldValue(path("deadline"), v)}
              />
              <RoundDate
                label={t("fields.intake_rounds_opening_date")}
                value={round.opening_date}
                error={errorOf(path("opening_date"))}
                readOnly={readOnly}
                onChange={(v) => form.setFieldValue(path("opening_date"), v)}
              />
            </SimpleGrid>
          </Paper>
        );
      })}
      {readOnly ? null : (
        <Group>
          <Button
            variant="light"
            leftSection={<IconPlus size={16} aria-hidden="true" />}
            disabled={!canAddRound(rounds)}
            onClick={() => form.insertListItem("intake_rounds", emptyRound())}
          >
            {t("rounds.add")}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
