/** Query keys of a guest's notifications; each holds who is looking (see catalogue/api/keys.ts). */
export const guestNotificationKeys = {
  all: ["guest-notifications"] as const,
  list: (viewer: string) => ["guest-notifications", viewer, "list"] as const,
};
