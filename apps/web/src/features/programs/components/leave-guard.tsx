import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import { useBlocker } from "@tanstack/react-router";
import { type RefObject, useRef } from "react";
import { useTranslation } from "react-i18next";

/**
 * Asks before leaving the editor with unsaved changes (another page, or closing the tab); switching tabs of the
 * editor stays on its page and is never asked about. `allowLeave` lets a save or a delete move on without asking.
 */
export function useLeaveGuard(dirty: boolean): { allowLeave: RefObject<boolean>; dialog: React.ReactNode } {
  const { t } = useTranslation("programs");
  const allowLeave = useRef(false);
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;
  const blocker = useBlocker({
    shouldBlockFn: ({ current, next }) => dirtyRef.current && !allowLeave.current && current.pathname !== next.pathname,
    enableBeforeUnload: () => dirtyRef.current && !allowLeave.current,
    withResolver: true,
  });
  const dialog = (
    <Modal
      opened={blocker.status === "blocked"}
      onClose={() => blocker.reset?.()}
      title={<Text fw={700}>{t("leave.title")}</Text>}
      closeButtonProps={{ "aria-label": t("actions.close") }}
      centered
    >
      <Stack gap="md">
        <Text size="sm">{t("leave.body")}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => blocker.reset?.()}>
            {t("leave.stay")}
          </Button>
          <Button color="red.8" onClick={() => blocker.proceed?.()}>
            {t("leave.leave")}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
  return { allowLeave, dialog };
}
