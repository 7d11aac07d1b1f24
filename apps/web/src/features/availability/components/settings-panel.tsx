import { Alert, SimpleGrid, Skeleton, Stack } from "@mantine/core";
import { IconLock } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useAvailabilitySettings } from "../api/get-settings";
import { ConfirmationCard } from "./confirmation-card";
import { ContactsCard } from "./contacts-card";
import { LocationCard } from "./location-card";
import { MessagesCard } from "./messages-card";

/** Visit settings (spec 2 §2 Availability: settings). Team admins change them; members read them. */
export function SettingsPanel({ isAdmin }: { isAdmin: boolean }) {
  const { t } = useTranslation("availability");
  const settings = useAvailabilitySettings();
  if (!settings.data) {
    return (
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" aria-busy="true">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} h={220} radius="lg" />
        ))}
      </SimpleGrid>
    );
  }
  const data = settings.data;
  return (
    <Stack gap="md">
      {isAdmin ? null : (
        <Alert variant="light" color="gray" icon={<IconLock size={18} aria-hidden="true" />}>
          {t("settings.adminsOnly")}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <ConfirmationCard settings={data} disabled={!isAdmin} />
        <ContactsCard settings={data} disabled={!isAdmin} />
        <MessagesCard settings={data} disabled={!isAdmin} />
        <LocationCard settings={data} disabled={!isAdmin} />
      </SimpleGrid>
    </Stack>
  );
}
