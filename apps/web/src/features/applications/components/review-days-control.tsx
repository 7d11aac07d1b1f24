import { Button, Group, NumberInput, Popover, Stack, Text } from "@mantine/core";
import { REVIEW_DAYS_MAX, REVIEW_DAYS_MIN } from "@quad/contract/rules/application";
import { IconClockExclamation } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError, showSuccessToast } from "../../../lib/api-client";
import { translateServerMessage } from "../../../lib/server-messages";
import { useApplicationSettings, useUpdateApplicationSettings } from "../api/get-application-settings";

/** "Overdue after 14 days": the deadline the institution sets; its admins change it here. */
export function ReviewDaysControl({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation("applications");
  const { t: common } = useTranslation();
  const settings = useApplicationSettings();
  const save = useUpdateApplicationSettings();
  const [opened, setOpened] = useState(false);
  const [value, setValue] = useState<number | string>("");
  const [error, setError] = useState<string | null>(null);
  const days = settings.data?.settings.review_days;
  if (days === undefined) return null;
  const label = t("settings.overdueAfter", { count: days });
  if (!canEdit)
    return (
      <Group gap={6} c="dimmed" wrap="nowrap">
        <IconClockExclamation size={16} aria-hidden="true" />
        <Text size="sm">{label}</Text>
      </Group>
    );
  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      position="bottom-end"
      withArrow
      trapFocus
      onOpen={() => {
        setValue(days);
        setError(null);
      }}
    >
      <Popover.Target>
        <Button
          variant="subtle"
          color="gray"
          leftSection={<IconClockExclamation size={16} aria-hidden="true" />}
          onClick={() => setOpened((o) => !o)}
        >
          {label}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs" w={260}>
          <NumberInput
            label={t("settings.reviewDays")}
            description={t("settings.reviewDaysHelp")}
            min={REVIEW_DAYS_MIN}
            max={REVIEW_DAYS_MAX}
            allowDecimal={false}
            value={value}
            onChange={setValue}
            error={error}
          />
          <Group justify="flex-end" gap="xs">
            <Button variant="default" size="xs" onClick={() => setOpened(false)}>
              {t("common.cancel")}
            </Button>
            <Button
              size="xs"
              loading={save.isPending}
              onClick={() =>
                save.mutate(Number(value), {
                  onSuccess: () => {
                    setOpened(false);
                    showSuccessToast(t("settings.saved"));
                  },
                  onError: (e) => {
                    const text = e instanceof ApiError ? e.fieldErrors.review_days : undefined;
                    setError(text ? translateServerMessage(text, common) : t("settings.invalid"));
                  },
                })
              }
            >
              {t("common.save")}
            </Button>
          </Group>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
