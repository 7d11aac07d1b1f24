/**
 * The notifications' query keys that other features need: a visit's or an application's page reads the
 * user's notifications about it on the server, so those features invalidate the lists and the bell.
 * The notifications feature builds its list keys below these (features/notifications/api/list-notifications.ts).
 */
export const notificationKeys = {
  all: ["notifications"] as const,
  lists: ["notifications", "list"] as const,
};
