import { useMutation } from "@tanstack/react-query";
import { apiDownload, saveFile } from "../../../lib/api-client";
import { todayIn } from "../../../lib/dates";
import { downloadName, type ProgramsFilters } from "../model";

/** POST programs/download — the CSV of every program the list's filters match, saved as the server names it. */
export async function downloadPrograms(filters: ProgramsFilters): Promise<void> {
  const { blob, filename } = await apiDownload({ method: "POST", path: "programs/download", json: filters });
  saveFile(blob, filename ?? downloadName(todayIn("UTC")));
}

export function useDownloadPrograms() {
  return useMutation({ mutationFn: downloadPrograms });
}
