import type { NotificationType } from "@quad/contract/api/notifications";
import { effectivePreferences } from "../users/users.settings.service.ts";

/** A member who has not yet set a password from their invitation. */
export function invitationPending(member: { password_hash: string | null; email_confirmed_at: Date | null }) {
  return member.password_hash === null;
}

export interface MailRecipient {
  status: string;
  password_hash: string | null;
  email_confirmed_at: Date | null;
  email_preferences: Record<string, boolean> | null;
}

/**
 * Whether a notification of this kind is mailed to a colleague: only to active members who accepted
 * their invitation (someone who never joined gets no visit details) and whose email preferences keep
 * that kind on.
 */
export function mailsNotification(recipient: MailRecipient, type: NotificationType): boolean {
  return (
    recipient.status === "active" &&
    !invitationPending(recipient) &&
    effectivePreferences(recipient.email_preferences)[type]
  );
}
