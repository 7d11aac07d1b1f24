import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { showSuccessToast } from "../../../lib/api-client";
import { useInviteProspects } from "../api/invite-prospects";
import { EMPTY_FILTERS, type ProspectFilterState, toSearchInput } from "../model";
import { ProspectFilters } from "./prospect-filters";

/** Invites the prospects matching the filters to one of the University's sessions (paid; decision 112). */
export function InviteDialog({
  session,
  onClose,
}: {
  session: { id: number; title: string } | null;
  onClose: () => void;
}) {
  const { t } = useTranslation("prospects");
  const [filters, setFilters] = useState<ProspectFilterState>(EMPTY_FILTERS);
  const invite = useInviteProspects();

  const submit = async () => {
    if (!session) return;
    const { country_ids, graduation_years, academic_interests } = toSearchInput(filters, 1);
    const res = await invite
      .mutateAsync({ webinar_id: session.id, filters: { country_ids, graduation_years, academic_interests } })
      .catch(() => null);
    if (!res) return;
    const parts = [t("events.invitedToast", { count: res.invited })];
    if (res.already_invited > 0) parts.push(t("events.alreadyToast", { count: res.already_invited }));
    showSuccessToast(parts.join(" · "));
    setFilters(EMPTY_FILTERS);
    onClose();
  };

  return (
    <Modal
      opened={session !== null}
      onClose={onClose}
      title={session ? t("events.dialogTitle", { title: session.title }) : ""}
      size="lg"
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t("events.dialogLead")}
        </Text>
        <ProspectFilters value={filters} onChange={setFilters} compact />
        <Group justify="flex-end">
          <Button onClick={() => void submit()} loading={invite.isPending}>
            {t("events.dialogSubmit")}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
