import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { programsKeys } from "./keys";

/** DELETE programs/{id} — the program leaves the list; its applications keep pointing at it. */
export function deleteProgram(id: number) {
  return apiRequest({ method: "DELETE", path: `programs/${id}` });
}

export function useDeleteProgram() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteProgram,
    onSuccess: async (_data, id) => {
      // An editor still showing it is leaving; nobody else keeps the program (a later visit answers 404).
      client.removeQueries({ queryKey: programsKeys.detail(id), type: "inactive" });
      await client.invalidateQueries({ queryKey: programsKeys.lists });
    },
  });
}
