import { Divider, Group, Paper, Skeleton, Stack, Switch, Text } from "@mantine/core";
import { EMAIL_PREFERENCE_KEYS } from "@quad/contract/api/users";
import { Fragment } from "react";
import { useTranslation } from "react-i18next";
import { useEmailPreferences } from "../api/get-email-preferences";
import { useSetEmailPreference } from "../api/set-email-preference";

export function EmailPreferencesTab({ userId }: { userId: number }) {
  const { t } = useTranslation(["account", "translation"], { nsMode: "fallback" });
  const prefs = useEmailPreferences(userId);
  const set = useSetEmailPreference(userId);

  return (
    <Paper withBorder radius="md" maw={640}>
      <Stack gap={0}>
        {EMAIL_PREFERENCE_KEYS.map((key, i) => (
          <Fragment key={key}>
            {i > 0 ? <Divider /> : null}
            <Group justify="space-between" wrap="nowrap" p="md" gap="lg">
              <div>
                <Text fw={600} size="sm" id={`pref-${key}-label`}>
                  {t(`settings.emailPreferences.kinds.${key}.title`)}
                </Text>
                <Text size="xs" c="dimmed">
                  {t(`settings.emailPreferences.kinds.${key}.description`)}
                </Text>
              </div>
              {prefs.data ? (
                <Switch
                  aria-labelledby={`pref-${key}-label`}
                  checked={prefs.data[key]}
                  disabled={set.isPending && set.variables?.[key] !== undefined}
                  onChange={(e) => set.mutate({ [key]: e.currentTarget.checked })}
                />
              ) : (
                <Skeleton height={24} width={42} radius="xl" />
              )}
            </Group>
          </Fragment>
        ))}
      </Stack>
    </Paper>
  );
}
