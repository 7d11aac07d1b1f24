import type { CreateSessionInput } from "@quad/contract/api/auth";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

/** Statuses the sign-in form shows as field errors (spec 1 §8) or as its own alert. */
export const SIGN_IN_HANDLED_STATUSES = [401, 403, 404] as const;

/** The contract's auth schemas, loaded on demand: the sign-in screen's first load carries no zod. */
export const loadAuthContract = () => import("@quad/contract/api/auth");

/** POST sessions — signs in; the answer carries the user and the token. */
export async function createSession(input: CreateSessionInput) {
  const res = await apiRequest({
    method: "POST",
    path: "sessions",
    json: input,
    schema: async () => (await loadAuthContract()).SessionResponseSchema,
    handledStatuses: SIGN_IN_HANDLED_STATUSES,
  });
  return res.data;
}

export function useCreateSession() {
  return useMutation({ mutationKey: ["sessions", "create"], mutationFn: createSession });
}
