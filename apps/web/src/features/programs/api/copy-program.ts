import { ProgramCopyResponseSchema } from "@quad/contract/api/programs";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { programsKeys } from "./keys";

/** GET programs/{id}/copy — newly_created (a draft copy made now), existing (the earlier copy), dont_show. */
export function copyProgram(id: number) {
  return apiRequest({ path: `programs/${id}/copy`, schema: ProgramCopyResponseSchema });
}

export function useCopyProgram() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: copyProgram,
    onSuccess: async ({ program }) => {
      if (program) client.setQueryData(programsKeys.detail(program.id), program);
      await client.invalidateQueries({ queryKey: programsKeys.lists });
    },
  });
}
