import { Alert, Button, Group, Stack, Text } from "@mantine/core";
import { IconInfoCircle, IconLogout, IconPresentation } from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { signOut } from "../../../../lib/sign-out";
import type { PartnerNotice as Notice } from "../model";

/**
 * What a signed-in partner sees instead of the guest sign-up (spec 3 §2): a School user uses the school
 * account for webinars; a college rep signs out first, then lands back on the guest sign-up.
 */
export function PartnerNotice({ notice, returnTo }: { notice: Notice; returnTo: string }) {
  const { t } = useTranslation();
  const [signingOut, setSigningOut] = useState(false);
  return (
    <Alert
      color={notice === "school" ? "blue" : "yellow"}
      variant="light"
      icon={<IconInfoCircle size={20} />}
      title={t(`webinars.accounts.partnerNotice.${notice}.title`)}
    >
      <Stack gap="md">
        <Text size="sm">{t(`webinars.accounts.partnerNotice.${notice}.body`)}</Text>
        <Group>
          {notice === "school" ? (
            <Button component={Link} to="/webinars" leftSection={<IconPresentation size={16} />}>
              {t("webinars.accounts.partnerNotice.school.action")}
            </Button>
          ) : (
            <Button
              color="red.8"
              leftSection={<IconLogout size={16} />}
              loading={signingOut}
              onClick={() => {
                setSigningOut(true);
                void signOut(returnTo).finally(() => setSigningOut(false));
              }}
            >
              {t("webinars.accounts.partnerNotice.collegeRep.action")}
            </Button>
          )}
        </Group>
      </Stack>
    </Alert>
  );
}
