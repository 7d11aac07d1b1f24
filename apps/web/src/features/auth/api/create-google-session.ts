import type { CreateGoogleSessionInput } from "@quad/contract/api/auth-extras";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { loadAuthContract } from "./create-session";

/** POST sessions/create_google_oauth — signs in with the code Google sent back. */
export async function createGoogleSession(input: CreateGoogleSessionInput) {
  const res = await apiRequest({
    method: "POST",
    path: "sessions/create_google_oauth",
    json: input,
    schema: async () => (await loadAuthContract()).SessionResponseSchema,
  });
  return res.data;
}

export function useCreateGoogleSession() {
  return useMutation({ mutationKey: ["sessions", "google"], mutationFn: createGoogleSession });
}
