import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import type { GuestWebinarSession } from "@quad/contract/api/webinars";
import { MESSAGES } from "@quad/contract/rules/messages";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError, showErrorToast, showSuccessToast } from "../../../../lib/api-client";
import { translateServerMessage } from "../../../../lib/server-messages";
import { useCancelRegistration } from "../api/cancel-registration";
import { type RegisterInput, useRegisterSession } from "../api/register-session";
import { joinInNewWindow } from "../model";
import { markJoined } from "./joined-sessions";

/**
 * Register, join, watch and cancel for one session, shared by the session page and My sessions. The profile
 * message of a 422 is kept for the screen to show with its link to the profile form.
 */
export function useSessionActions(session: GuestWebinarSession | undefined) {
  const { t } = useTranslation();
  const register = useRegisterSession();
  const cancel = useCancelRegistration();
  const [profileMissing, setProfileMissing] = useState(false);
  const [confirming, setConfirming] = useState(false);

  async function doRegister(input: Omit<RegisterInput, "id">, quiet = false): Promise<GuestWebinarSession | null> {
    if (!session) return null;
    try {
      const answer = await register.mutateAsync({ id: session.id, ...input });
      setProfileMissing(false);
      if (!quiet) showSuccessToast(translateServerMessage(answer.message, t));
      return answer.session;
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) {
        const fields = error.fieldErrors;
        if (fields.base === MESSAGES.fillRequiredToRegister) setProfileMissing(true);
        else showErrorToast(Object.values(fields).join("\n") || error.message);
      }
      return null;
    }
  }

  function openJoin(s: GuestWebinarSession) {
    if (!s.join_url) return;
    markJoined(s.id);
    if (joinInNewWindow(s, new Date())) window.open(s.join_url, "_blank", "noopener");
    else window.location.assign(s.join_url);
  }

  /** Join Now / Join Live: the join option is asked for first when the guest has not yet. */
  async function join() {
    if (!session) return;
    if (session.registration_status === "registered" && session.is_attending && session.join_url) {
      openJoin(session);
      return;
    }
    const updated = await doRegister({ is_attending: true }, true);
    if (!updated) return;
    if (updated.registration_status === "registered" && updated.join_url) openJoin(updated);
    else if (updated.registration_status === "waitlisted") showErrorToast(t("webinars.catalogue.action.fullNow"));
  }

  async function confirmCancel() {
    if (!session) return;
    try {
      const answer = await cancel.mutateAsync(session.id);
      showSuccessToast(translateServerMessage(answer.message, t));
    } catch {
      // The error toast has been shown.
    } finally {
      setConfirming(false);
    }
  }

  const waitlisted = session?.registration_status === "waitlisted";
  const cancelDialog = (
    <Modal
      opened={confirming}
      onClose={() => setConfirming(false)}
      title={waitlisted ? t("webinars.catalogue.cancel.leaveTitle") : t("webinars.catalogue.cancel.title")}
      centered
    >
      <Stack gap="md">
        <Text size="sm">
          {waitlisted
            ? t("webinars.catalogue.cancel.leaveBody", { title: session?.title ?? "" })
            : t("webinars.catalogue.cancel.body", { title: session?.title ?? "" })}
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => setConfirming(false)}>
            {t("webinars.catalogue.cancel.keep")}
          </Button>
          <Button color="red.9" loading={cancel.isPending} onClick={() => void confirmCancel()}>
            {waitlisted ? t("webinars.catalogue.cancel.leaveConfirm") : t("webinars.catalogue.cancel.confirm")}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );

  return {
    register: doRegister,
    join,
    askCancel: () => setConfirming(true),
    cancelDialog,
    busy: register.isPending || cancel.isPending,
    profileMissing,
  };
}
