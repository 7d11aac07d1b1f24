/** Pure rules of team management. */

export interface MemberState {
  id: number;
  role: string;
  status: string;
}

/**
 * Whether a change would leave the institution without an active admin.
 * `otherActiveAdmins` counts active admins other than the member changed.
 */
export function removesLastAdmin(
  member: MemberState,
  next: { role?: string; status?: string },
  otherActiveAdmins: number,
) {
  const wasActiveAdmin = member.role === "admin" && member.status === "active";
  const staysActiveAdmin = (next.role ?? member.role) === "admin" && (next.status ?? member.status) === "active";
  return wasActiveAdmin && !staysActiveAdmin && otherActiveAdmins === 0;
}

export const LAST_ADMIN_MESSAGE = "An institution needs at least one active admin";
export const SELF_DEACTIVATE_MESSAGE = "You cannot deactivate your own account";

/** A member who has not yet set a password from their invitation (the rule lives with the notification mails). */
export { invitationPending } from "../notifications/notification-mail.rules.ts";
