import { SessionResponseSchema } from "@quad/contract/api/auth";
import { apiRequest } from "../../../lib/api-client";

/** GET users/{id}/check_session — refreshes the signed-in user; a 401 ends the session. */
export async function checkSession(userId: number) {
  const res = await apiRequest({ path: `users/${userId}/check_session`, schema: SessionResponseSchema, silent: true });
  return res.data;
}
