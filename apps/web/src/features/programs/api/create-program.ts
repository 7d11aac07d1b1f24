import { ProgramResponseSchema } from "@quad/contract/api/programs";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { programsKeys } from "./keys";

/** POST programs (multipart) — a draft, or an active program when `action` is activate and it is complete. */
export function createProgram(form: FormData) {
  return apiRequest({
    method: "POST",
    path: "programs",
    form,
    schema: ProgramResponseSchema,
    // Field errors show on the form and in its summary.
    handledStatuses: [422],
  });
}

export function useCreateProgram() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createProgram,
    onSuccess: async ({ program }) => {
      client.setQueryData(programsKeys.detail(program.id), program);
      await client.invalidateQueries({ queryKey: programsKeys.lists });
      await client.invalidateQueries({ queryKey: programsKeys.rounds });
      await client.invalidateQueries({ queryKey: ["programs", "reusable"] });
    },
  });
}
