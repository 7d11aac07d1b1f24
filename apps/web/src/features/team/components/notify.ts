import { notifications } from "@mantine/notifications";
import { TOAST_DURATION_MS } from "@quad/contract/rules/constants";

/** A success toast whose close button has a name (screen readers). */
export function notifySuccess(message: string, closeLabel: string): void {
  notifications.show({
    color: "teal",
    message,
    autoClose: TOAST_DURATION_MS,
    closeButtonProps: { "aria-label": closeLabel },
  });
}
