/** What a notification is about; its link follows from it. */
export const NOTIFICATION_TYPES = [
  "Event",
  "StudentApplication",
  "PartnerProgram",
  "WebinarCategory",
  "Connection",
  "Team",
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** Where a notification leads (spec 1 §2 "Notification links", spec 3 §2). */
export function notificationLink(
  n: { notification_type: NotificationType | string; event_id: number | null; application_id: number | null },
  product = "quad",
): string {
  switch (n.notification_type) {
    case "Event":
      return n.event_id ? `/events/${n.event_id}` : "/notifications";
    case "StudentApplication":
      return n.application_id ? `/direct-apply/applications/${n.application_id}` : "/notifications";
    case "PartnerProgram":
      return "/direct-apply/programs";
    case "WebinarCategory":
      return `/event/${product}-events`;
    case "Connection":
      return "/connections";
    default:
      return "/notifications";
  }
}
