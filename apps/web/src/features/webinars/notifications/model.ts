/** Pure rules of a guest's notifications: which sentence tells a change, and with which words. */
import type { GuestNotificationSchema } from "@quad/contract/api/guest-notifications";
import type { z } from "zod";

type GuestNotification = z.infer<typeof GuestNotificationSchema>;

/** Translation keys (namespace applications) of a notification's sentence and of its status or result word. */
export function notificationSentence(n: GuestNotification): {
  key: string;
  params: { program: string; institution: string };
  wordKey: string;
} {
  const params = { program: n.program_name, institution: n.institution_name };
  if (n.kind === "prospect_connected") {
    const key = "guest.notifications.prospectConnected";
    return { key, params, wordKey: key };
  }
  return n.result && n.status === "decided"
    ? { key: "guest.notifications.resultSet", params, wordKey: `guest.notifications.result.${n.result}` }
    : { key: "guest.notifications.statusChanged", params, wordKey: `guest.notifications.status.${n.status}` };
}

/** The page of the guest area a notification opens: the application among the student's own. */
export const NOTIFICATION_TARGET = { to: "/webinars/my-sessions", search: { tab: "applications" } } as const;

/** A university's connection opens the profile, where the student chose (and can stop) being discoverable. */
export const PROFILE_TARGET = { to: "/webinars/users/update" } as const;

export function notificationTarget(n: Pick<GuestNotification, "kind">) {
  return n.kind === "prospect_connected" ? PROFILE_TARGET : NOTIFICATION_TARGET;
}
