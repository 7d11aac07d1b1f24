import { UserDetailResponseSchema } from "@quad/contract/api/auth";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

/** GET users/{id} — the full profile (phone, designation, biography, gender, photo). */
export function getUser(id: number, signal?: AbortSignal) {
  return apiRequest({ path: `users/${id}`, schema: UserDetailResponseSchema, signal });
}

export const userQueryKey = (id: number) => ["users", id] as const;

export function userQueryOptions(id: number) {
  return queryOptions({
    queryKey: userQueryKey(id),
    queryFn: ({ signal }) => getUser(id, signal),
    select: (data) => data.user,
  });
}

export function useUser(id: number) {
  return useQuery(userQueryOptions(id));
}
