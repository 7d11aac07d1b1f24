import { Badge, Button, Group, Paper, Stack, Text, ThemeIcon } from "@mantine/core";
import type { InstitutionSearchResultSchema } from "@quad/contract/api/auth";
import { MESSAGES } from "@quad/contract/rules/messages";
import { IconBuildingBank, IconCircleCheck, IconMapPin, IconSchool } from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { translateServerMessage } from "../../../lib/server-messages";
import { type RegistrableType, registerHref } from "../model";

type Institution = z.infer<typeof InstitutionSearchResultSchema>;

/** One search hit: "Register" when unclaimed, a clear note when the institution is already on Quad. */
export function InstitutionResult({ type, item }: { type: RegistrableType; item: Institution }) {
  const { t } = useTranslation();
  const place = [item.city, item.country].filter(Boolean).join(", ");
  const alreadyMessage = type === "School" ? MESSAGES.schoolAlreadyRegistered : MESSAGES.universityAlreadyRegistered;
  return (
    <Paper withBorder radius="md" p="md">
      <Group justify="space-between" wrap="nowrap" gap="md" align="center">
        <Group gap="md" wrap="nowrap" style={{ minWidth: 0 }}>
          <ThemeIcon size={42} radius="md" variant="light" color={item.is_registered ? "gray" : undefined}>
            {type === "School" ? (
              <IconSchool size={22} aria-hidden="true" />
            ) : (
              <IconBuildingBank size={22} aria-hidden="true" />
            )}
          </ThemeIcon>
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text fw={600} truncate="end">
              {item.name}
            </Text>
            {place ? (
              <Group gap={4} wrap="nowrap">
                <IconMapPin size={14} aria-hidden="true" color="var(--mantine-color-dimmed)" />
                <Text size="sm" c="dimmed" truncate="end">
                  {place}
                </Text>
              </Group>
            ) : null}
            {item.is_registered ? (
              <Text size="sm" c="teal.9" fw={500}>
                {translateServerMessage(alreadyMessage, t)}
              </Text>
            ) : null}
          </Stack>
        </Group>
        {item.is_registered ? (
          <Badge
            color="teal"
            variant="light"
            leftSection={<IconCircleCheck size={14} aria-hidden="true" />}
            style={{ flexShrink: 0 }}
          >
            {t("registration.search.registered")}
          </Badge>
        ) : (
          <Button
            component={Link}
            to={registerHref(type, { partnerId: item.id, name: item.name, countryId: item.country_id })}
            variant="light"
            style={{ flexShrink: 0 }}
            aria-label={t("registration.search.registerNamed", { name: item.name })}
          >
            {t("registration.search.register")}
          </Button>
        )}
      </Group>
    </Paper>
  );
}
