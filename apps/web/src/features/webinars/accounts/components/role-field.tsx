import { Group, Radio, SimpleGrid, Stack, Text } from "@mantine/core";
import { GUEST_ROLES, type GuestRole } from "@quad/contract/rules/webinar-sessions";
import { IconSchool, IconUserHeart, IconUsers } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";

const ICONS: Record<GuestRole, typeof IconSchool> = {
  student: IconSchool,
  parent: IconUserHeart,
  counselor: IconUsers,
};

interface RoleFieldProps {
  value: GuestRole | "";
  onChange: (role: GuestRole) => void;
  error?: string;
}

/** Who the guest is (spec 3 §2 category): student, parent or guardian, counselor or educator. */
export function RoleField({ value, onChange, error }: RoleFieldProps) {
  const { t } = useTranslation();
  return (
    <Radio.Group
      label={t("webinars.accounts.fields.role")}
      withAsterisk
      value={value}
      onChange={(v) => onChange(v as GuestRole)}
      error={error}
    >
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm" mt="xs">
        {GUEST_ROLES.map((role) => {
          const Icon = ICONS[role];
          return (
            <Radio.Card key={role} value={role} radius="md" p="sm" aria-label={t(`webinars.accounts.roles.${role}`)}>
              <Group wrap="nowrap" align="flex-start" gap="sm">
                <Radio.Indicator mt={2} />
                <Stack gap={2}>
                  <Group gap={6} wrap="nowrap">
                    <Icon size={16} aria-hidden="true" />
                    <Text fw={600} size="sm">
                      {t(`webinars.accounts.roles.${role}`)}
                    </Text>
                  </Group>
                  <Text size="xs" c="dimmed">
                    {t(`webinars.accounts.roleHints.${role}`)}
                  </Text>
                </Stack>
              </Group>
            </Radio.Card>
          );
        })}
      </SimpleGrid>
    </Radio.Group>
  );
}
