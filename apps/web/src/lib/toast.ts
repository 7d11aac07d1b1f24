import { type NotificationData, notifications, notificationsStore } from "@mantine/notifications";

/** How many toasts show at once (the `Notifications` container's limit). */
export const TOAST_LIMIT = 3;

/**
 * Shows a toast at once. Mantine queues a toast past its limit until an older one closes, so the confirmation of
 * what the user just did could wait behind three older ones (or forever, while the pointer rests on them): the
 * oldest shown toasts close to make room instead. A toast shown again under its own id stays where it is.
 */
export function showToast(toast: NotificationData): string {
  const { notifications: shown } = notificationsStore.getState();
  const again = toast.id !== undefined && shown.some((n) => n.id === toast.id);
  if (!again) {
    for (const old of shown.slice(0, Math.max(0, shown.length - TOAST_LIMIT + 1))) {
      if (old.id) notifications.hide(old.id);
    }
  }
  return notifications.show(toast);
}
