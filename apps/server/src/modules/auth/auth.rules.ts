/** Why a user with the right password still may not sign in; null when they may. */
export function signInBlock(user: {
  status: string;
  email_confirmed_at: Date | null;
  partner_status: string;
}): "emailNotConfirmed" | "accountPendingApproval" | "accountDeactivated" | null {
  if (user.status !== "active") return "accountDeactivated";
  if (!user.email_confirmed_at) return "emailNotConfirmed";
  if (user.partner_status === "pending" || user.partner_status === "awaiting_approval") return "accountPendingApproval";
  if (user.partner_status !== "active") return "accountDeactivated";
  return null;
}
