import { Alert, Button, Group, Skeleton, Stack } from "@mantine/core";
import type { Event } from "@quad/contract/api/events";
import type { InstituteType } from "@quad/contract/rules/constants";
import { useNavigate, useRouter, useRouterState } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { useEvent } from "../api/get-event";
import { type CancelOverlay, readCancelOverlay, type VisitTab } from "../model";
import { StatusDialog } from "./status-dialog";

type Navigate = ReturnType<typeof useNavigate>;
interface HereLocation {
  pathname: string;
  searchStr: string;
  search: unknown;
}

/**
 * Opens /cancel-event over the current screen (spec 1 §2, spec 2 §2): the address shows /cancel-event
 * (a masked location) while the router keeps rendering the screen underneath, whose location carries
 * the overlay state (background, current tab, include-past flag, visit id). See docs/decisions.
 */
export function openCancelOverlay(navigate: Navigate, here: HereLocation, event: Pick<Event, "id">, tab: VisitTab) {
  const cancelEvent: CancelOverlay = {
    eventId: event.id,
    background: `${here.pathname}${here.searchStr}`,
    tab,
    includePast: tab === "past",
    pushed: true,
  };
  void navigate({
    to: here.pathname,
    search: here.search as Record<string, string>,
    state: { cancelEvent } as never,
    mask: { to: "/cancel-event" },
  });
}

/** Re-opens the overlay over its background (used by /cancel-event itself when reached with the state). */
export function reopenCancelOverlay(navigate: Navigate, overlay: CancelOverlay) {
  const url = new URL(overlay.background, window.location.origin);
  void navigate({
    to: url.pathname,
    search: Object.fromEntries(url.searchParams),
    state: { cancelEvent: { ...overlay, pushed: false } } as never,
    mask: { to: "/cancel-event" },
    replace: true,
  });
}

/** The cancel dialog, shown while the location carries the overlay state. */
export function CancelEventOverlay({ type, zone }: { type: InstituteType; zone: string }) {
  const { t } = useTranslation("visits");
  const router = useRouter();
  const navigate = useNavigate();
  const state = useRouterState({ select: (s) => s.location.state });
  const overlay = readCancelOverlay(state);
  const visit = useEvent(overlay?.eventId ?? 0);

  const close = () => {
    if (!overlay) return;
    if (overlay.pushed) {
      router.history.back();
      return;
    }
    const url = new URL(overlay.background, window.location.origin);
    void navigate({ to: url.pathname, search: Object.fromEntries(url.searchParams), replace: true });
  };

  return (
    <StatusDialog
      action="cancel"
      event={overlay && visit.data ? visit.data.event : null}
      type={type}
      zone={zone}
      opened={overlay !== null}
      onClose={close}
      placeholder={
        visit.isError ? (
          <Stack gap="md">
            <Alert color="red" variant="light" role="alert">
              {t("detail.notFoundBody")}
            </Alert>
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {t("actions.close")}
              </Button>
            </Group>
          </Stack>
        ) : (
          <Stack gap="md" aria-busy="true">
            <Skeleton h={18} w="70%" />
            <Skeleton h={96} />
            <Skeleton h={40} />
          </Stack>
        )
      }
    />
  );
}
