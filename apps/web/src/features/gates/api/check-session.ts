import { SessionResponseSchema } from "@quad/contract/api/auth";
import { apiRequest } from "../../../lib/api-client";

/** GET users/{id}/check_session — the signed-in user as the server sees it now. */
export async function checkSession(userId: number) {
  const res = await apiRequest({ path: `users/${userId}/check_session`, schema: SessionResponseSchema, silent: true });
  return res.data;
}
