import { ProgramResponseSchema } from "@quad/contract/api/programs";
import type { ProgramStatusAction } from "@quad/contract/rules/program";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { programsKeys } from "./keys";

export interface UpdateProgramArgs {
  id: number;
  /** The editor's whole form (multipart), or only a status change (JSON). */
  body: FormData | { action: ProgramStatusAction };
  /** Statuses the caller shows itself (the editor: 422 on its fields; the list: 422 in a dialog). */
  handledStatuses?: readonly number[];
  customMessages?: Partial<Record<number, string>>;
}

/** PUT programs/{id} — change the fields; save as a draft, activate or deactivate. */
export function updateProgram({ id, body, handledStatuses, customMessages }: UpdateProgramArgs) {
  return apiRequest({
    method: "PUT",
    path: `programs/${id}`,
    ...(body instanceof FormData ? { form: body } : { json: body }),
    schema: ProgramResponseSchema,
    handledStatuses: handledStatuses ?? [422],
    customMessages,
  });
}

export function useUpdateProgram() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateProgram,
    onSuccess: async ({ program }) => {
      client.setQueryData(programsKeys.detail(program.id), program);
      await client.invalidateQueries({ queryKey: programsKeys.lists });
      await client.invalidateQueries({ queryKey: programsKeys.rounds });
      await client.invalidateQueries({ queryKey: ["programs", "reusable"] });
    },
  });
}
