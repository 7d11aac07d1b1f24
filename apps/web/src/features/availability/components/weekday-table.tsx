import {
  ActionIcon,
  Box,
  Button,
  Checkbox,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Tooltip,
} from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { WEEKDAYS } from "@quad/contract/rules/formats";
import { IconInfoCircle, IconPlus, IconTrash } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useNarrowPhone } from "../../../lib/screen";
import { type BulkValues, emptyRow, rowAllowance } from "../slot-form";
import { CapacityField, TimeField } from "./slot-fields";

/** The bulk editor's weekday table: one row per slot, weekday checkboxes 1 (Mon) .. 7 (Sun), times, capacity. */
export function WeekdayTable({ form }: { form: UseFormReturnType<BulkValues> }) {
  const { t } = useTranslation("availability");
  const rows = form.values.rows;
  const phone = useNarrowPhone();
  const allowance = rowAllowance(rows.length);

  const toggleDay = (index: number, day: number, checked: boolean) => {
    const days = rows[index]?.days ?? [];
    form.setFieldValue(
      `rows.${index}.days`,
      checked ? [...days, day].sort((a, b) => a - b) : days.filter((d) => d !== day),
    );
  };

  const removeButton = (i: number) => (
    <Tooltip label={t("bulk.removeRow", { row: i + 1 })}>
      <ActionIcon
        variant="subtle"
        color="red"
        mt={phone ? 0 : 4}
        aria-label={t("bulk.removeRow", { row: i + 1 })}
        disabled={rows.length === 1}
        onClick={() => form.removeListItem("rows", i)}
      >
        <IconTrash size={16} aria-hidden="true" />
      </ActionIcon>
    </Tooltip>
  );

  const dayBox = (i: number, day: number, withLabel: boolean) => (
    <Checkbox
      aria-label={t("bulk.dayOfRow", { day: t(`weekdays.long.${day}`), row: i + 1 })}
      label={withLabel ? t(`weekdays.short.${day}`) : undefined}
      checked={rows[i]?.days.includes(day) ?? false}
      error={Boolean(form.errors[`rows.${i}.days`])}
      onChange={(e) => toggleDay(i, day, e.currentTarget.checked)}
      styles={withLabel ? undefined : { body: { justifyContent: "center" } }}
    />
  );

  // On a phone each slot is a card: its weekdays wrap, its times and capacity get the full width.
  const phoneRows = (
    <Stack gap="sm" aria-label={t("bulk.tableLabel")} role="list">
      {rows.map((_, i) => {
        const rowNumber = i + 1;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity besides their position
          <Paper key={i} withBorder radius="md" p="sm" role="listitem" data-testid={`slot-row-${rowNumber}`}>
            <Stack gap="xs">
              <Group justify="space-between" wrap="nowrap">
                <Text size="sm" fw={600}>
                  {t("bulk.slotTitle", { row: rowNumber })}
                </Text>
                {removeButton(i)}
              </Group>
              <Group gap="sm" role="group" aria-label={t("bulk.daysOfRow", { row: rowNumber })}>
                {WEEKDAYS.map((d) => (
                  <Box key={d.value}>{dayBox(i, d.value, true)}</Box>
                ))}
              </Group>
              <SimpleGrid cols={2} spacing="xs">
                <TimeField
                  label={t("form.timeFrom")}
                  name={t("bulk.fieldOfRow", { field: t("form.timeFrom"), row: rowNumber })}
                  {...form.getInputProps(`rows.${i}.time_from`)}
                />
                <TimeField
                  label={t("form.timeTo")}
                  name={t("bulk.fieldOfRow", { field: t("form.timeTo"), row: rowNumber })}
                  {...form.getInputProps(`rows.${i}.time_to`)}
                />
              </SimpleGrid>
              <CapacityField
                label={t("form.capacity")}
                aria-label={t("bulk.fieldOfRow", { field: t("form.capacity"), row: rowNumber })}
                {...form.getInputProps(`rows.${i}.capacity`)}
              />
            </Stack>
          </Paper>
        );
      })}
    </Stack>
  );

  return (
    <div>
      {phone ? (
        phoneRows
      ) : (
        <Table.ScrollContainer minWidth={760} type="native">
          <Table verticalSpacing="xs" horizontalSpacing="xs" aria-label={t("bulk.tableLabel")}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={36}>#</Table.Th>
                {WEEKDAYS.map((d) => (
                  <Table.Th key={d.value} ta="center" w={44}>
                    <abbr title={t(`weekdays.long.${d.value}`)} style={{ textDecoration: "none" }}>
                      {t(`weekdays.short.${d.value}`)}
                    </abbr>
                  </Table.Th>
                ))}
                <Table.Th>{t("form.timeFrom")}</Table.Th>
                <Table.Th>{t("form.timeTo")}</Table.Th>
                <Table.Th w={130} style={{ whiteSpace: "nowrap" }}>
                  {t("form.capacity")}
                </Table.Th>
                <Table.Th w={44} />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((_, i) => {
                const rowNumber = i + 1;
                return (
                  // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity besides their position
                  <Table.Tr key={i} data-testid={`slot-row-${rowNumber}`} style={{ verticalAlign: "top" }}>
                    <Table.Td pt={14}>
                      <Text size="sm" c="dimmed">
                        {rowNumber}
                      </Text>
                    </Table.Td>
                    {WEEKDAYS.map((d) => (
                      <Table.Td key={d.value} ta="center" pt={14}>
                        {dayBox(i, d.value, false)}
                      </Table.Td>
                    ))}
                    <Table.Td>
                      <TimeField
                        name={t("bulk.fieldOfRow", { field: t("form.timeFrom"), row: rowNumber })}
                        {...form.getInputProps(`rows.${i}.time_from`)}
                      />
                    </Table.Td>
                    <Table.Td>
                      <TimeField
                        name={t("bulk.fieldOfRow", { field: t("form.timeTo"), row: rowNumber })}
                        {...form.getInputProps(`rows.${i}.time_to`)}
                      />
                    </Table.Td>
                    <Table.Td>
                      <CapacityField
                        aria-label={t("bulk.fieldOfRow", { field: t("form.capacity"), row: rowNumber })}
                        {...form.getInputProps(`rows.${i}.capacity`)}
                      />
                    </Table.Td>
                    <Table.Td>{removeButton(i)}</Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {rows.map((_, i) =>
        form.errors[`rows.${i}.days`] ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: one message per row position
          <Text key={i} size="xs" c="red" role="alert">
            {t("bulk.rowError", { row: i + 1, message: form.errors[`rows.${i}.days`] })}
          </Text>
        ) : null,
      )}
      {form.errors.rows ? (
        <Text size="sm" c="red" role="alert" mt="xs">
          {form.errors.rows}
        </Text>
      ) : null}
      <Group justify="space-between" mt="sm">
        <Button
          variant="light"
          size="xs"
          leftSection={<IconPlus size={14} aria-hidden="true" />}
          disabled={allowance.full}
          onClick={() => form.insertListItem("rows", emptyRow())}
        >
          {t("bulk.addRow")}
        </Button>
        <Group gap={4} wrap="nowrap">
          <Text size="xs" c="dimmed" aria-live="polite">
            {t("bulk.rowCount", { count: allowance.count, max: allowance.max })}
          </Text>
          <Tooltip label={t("bulk.rowCountHelp", { max: allowance.max })} multiline w={280} withArrow>
            <ActionIcon
              variant="subtle"
              color="gray"
              size="sm"
              aria-label={t("bulk.rowCountHelp", { max: allowance.max })}
            >
              <IconInfoCircle size={14} aria-hidden="true" />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Group>
    </div>
  );
}
