import { ActionIcon, Button, Group, Stack, Text, TextInput } from "@mantine/core";
import { IconPlus, IconTrash } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";

export interface AttendeeRow {
  key: number;
  name: string;
  email: string;
}

export const MAX_ATTENDEES = 10;

interface AttendeesFieldProps {
  rows: AttendeeRow[];
  onChange: (rows: AttendeeRow[]) => void;
  errors: Record<string, string>;
}

let nextKey = 1;
export const newAttendeeRow = (): AttendeeRow => ({ key: nextKey++, name: "", email: "" });

/** Optional colleagues attending the visit: name and email rows, up to 10. */
export function AttendeesField({ rows, onChange, errors }: AttendeesFieldProps) {
  const { t } = useTranslation("schools");
  const update = (key: number, patch: Partial<AttendeeRow>) =>
    onChange(rows.map((r) => (r.key === key ? { ...r, ...patch } : r)));
  return (
    <Stack gap="xs">
      <div>
        <Text size="sm" fw={500}>
          {t("booking.attendees")}
        </Text>
        <Text size="xs" c="dimmed">
          {t("booking.attendeesHint")}
        </Text>
      </div>
      {rows.map((row, i) => (
        <Group key={row.key} gap="xs" align="flex-start" wrap="nowrap">
          <TextInput
            style={{ flex: 1 }}
            aria-label={t("booking.attendeeName", { n: i + 1 })}
            placeholder={t("booking.namePlaceholder")}
            value={row.name}
            error={errors[`attendees.${i}.name`]}
            onChange={(e) => update(row.key, { name: e.currentTarget.value })}
          />
          <TextInput
            style={{ flex: 1.3 }}
            type="email"
            aria-label={t("booking.attendeeEmail", { n: i + 1 })}
            placeholder={t("booking.emailPlaceholder")}
            value={row.email}
            error={errors[`attendees.${i}.email`]}
            onChange={(e) => update(row.key, { email: e.currentTarget.value })}
          />
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            aria-label={t("booking.removeAttendee", { n: i + 1 })}
            onClick={() => onChange(rows.filter((r) => r.key !== row.key))}
          >
            <IconTrash size={16} aria-hidden="true" />
          </ActionIcon>
        </Group>
      ))}
      {rows.length < MAX_ATTENDEES ? (
        <Button
          variant="subtle"
          size="xs"
          leftSection={<IconPlus size={14} aria-hidden="true" />}
          onClick={() => onChange([...rows, newAttendeeRow()])}
          style={{ alignSelf: "flex-start" }}
        >
          {t("booking.addAttendee")}
        </Button>
      ) : null}
    </Stack>
  );
}
