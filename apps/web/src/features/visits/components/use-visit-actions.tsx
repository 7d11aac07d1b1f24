import type { Event } from "@quad/contract/api/events";
import type { InstituteType } from "@quad/contract/rules/constants";
import { useLocation, useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import type { VisitAction, VisitTab } from "../model";
import { CancelEventOverlay, openCancelOverlay } from "./cancel-event-overlay";
import { MessageDialog } from "./message-dialog";
import { RescheduleDialog } from "./reschedule-dialog";
import { StatusDialog } from "./status-dialog";

interface Open {
  action: Exclude<VisitAction, "cancel">;
  event: Event;
  opened: boolean;
}

/**
 * The visit dialogs of a screen: confirm, decline and reschedule open in place; cancel opens the
 * /cancel-event overlay over the screen; `message` opens the message to the other side.
 */
export function useVisitActions(type: InstituteType, zone: string) {
  const navigate = useNavigate();
  const location = useLocation();
  const [open, setOpen] = useState<Open | null>(null);
  const [messaging, setMessaging] = useState<{ event: Event; opened: boolean } | null>(null);
  const message = (event: Event) => setMessaging({ event, opened: true });

  const run = (action: VisitAction, event: Event, tab: VisitTab) => {
    if (action === "cancel") openCancelOverlay(navigate, location, event, tab);
    else setOpen({ action, event, opened: true });
  };
  const close = () => setOpen((o) => (o ? { ...o, opened: false } : o));
  const statusAction = open?.action === "reschedule" ? null : (open?.action ?? null);

  const dialogs = (
    <>
      <StatusDialog
        action={statusAction ?? "confirm"}
        event={statusAction ? (open?.event ?? null) : null}
        type={type}
        zone={zone}
        opened={Boolean(open?.opened && statusAction)}
        onClose={close}
      />
      <RescheduleDialog
        event={open?.action === "reschedule" ? open.event : null}
        type={type}
        zone={zone}
        opened={Boolean(open?.opened && open.action === "reschedule")}
        onClose={close}
      />
      <CancelEventOverlay type={type} zone={zone} />
      <MessageDialog
        event={messaging?.event ?? null}
        type={type}
        zone={zone}
        opened={Boolean(messaging?.opened)}
        onClose={() => setMessaging((m) => (m ? { ...m, opened: false } : m))}
      />
    </>
  );
  return { run, message, dialogs };
}
