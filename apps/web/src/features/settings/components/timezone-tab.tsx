import { Badge, Button, Group, Paper, Select, Skeleton, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { showSuccessToast } from "../../../lib/api-client";
import { timezonesQueryOptions } from "../../../lib/reference/get-timezones";
import { usePartnerTimezone } from "../api/get-partner-timezone";
import { useSetPartnerTimezone } from "../api/set-partner-timezone";
import { useUpdateTimezone } from "../api/update-timezone";
import { chosenZoneLabel, zoneOptions } from "../model";

interface ZoneFormProps {
  id: string;
  title: string;
  description: string;
  current: string | null;
  options: { value: string; label: string }[] | undefined;
  saving: boolean;
  onSave: (zone: string) => Promise<unknown>;
}

function ZoneForm({ id, title, description, current, options, saving, onSave }: ZoneFormProps) {
  const { t, i18n } = useTranslation(["account", "translation"], { nsMode: "fallback" });
  const [value, setValue] = useState<string | null>(current);
  useEffect(() => setValue(current), [current]);
  const currentLabel = current ? chosenZoneLabel(current, i18n.language) : null;

  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <div>
            <Title order={3} fz="md" id={`${id}-title`}>
              {title}
            </Title>
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          </div>
          <Badge variant="light" color={current ? "quad" : "gray"} size="lg" tt="none">
            {currentLabel ?? t("settings.timezone.notSet")}
          </Badge>
        </Group>
        {options ? (
          <Group align="flex-end" gap="sm">
            <Select
              label={t("settings.timezone.choose")}
              data={options}
              value={value}
              onChange={setValue}
              searchable
              nothingFoundMessage={t("settings.timezone.noMatch")}
              w={{ base: "100%", sm: 380 }}
              aria-describedby={`${id}-title`}
            />
            <Button loading={saving} disabled={!value || value === current} onClick={() => value && void onSave(value)}>
              {t("settings.timezone.save")}
            </Button>
          </Group>
        ) : (
          <Skeleton height={36} width={380} />
        )}
      </Stack>
    </Paper>
  );
}

export function TimezoneTab({
  userId,
  timezone,
  isAdmin,
}: {
  userId: number;
  timezone: string | null;
  isAdmin: boolean;
}) {
  const { t, i18n } = useTranslation(["account", "translation"], { nsMode: "fallback" });
  const zones = useQuery(timezonesQueryOptions);
  const options = zones.data ? zoneOptions(zones.data.timezones, i18n.language) : undefined;
  const updateMine = useUpdateTimezone(userId);
  const partnerZone = usePartnerTimezone(userId, isAdmin);
  const setPartner = useSetPartnerTimezone(userId);

  return (
    <Stack gap="lg" maw={760}>
      <ZoneForm
        id="tz-user"
        title={t("settings.timezone.mine")}
        description={t("settings.timezone.mineHint")}
        current={timezone}
        options={options}
        saving={updateMine.isPending}
        onSave={async (zone) => {
          await updateMine.mutateAsync(zone);
          showSuccessToast(t("settings.timezone.saved"));
        }}
      />
      {isAdmin ? (
        <ZoneForm
          id="tz-partner"
          title={t("settings.timezone.institution")}
          description={t("settings.timezone.institutionHint")}
          current={partnerZone.data?.timezone ?? null}
          options={partnerZone.isSuccess ? options : undefined}
          saving={setPartner.isPending}
          onSave={async (zone) => {
            await setPartner.mutateAsync(zone);
            showSuccessToast(t("settings.timezone.institutionSaved"));
          }}
        />
      ) : null}
    </Stack>
  );
}
