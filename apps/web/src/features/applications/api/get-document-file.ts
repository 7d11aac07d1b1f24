import { AUTH_HEADER } from "@quad/contract/rules/constants";
import { useQuery } from "@tanstack/react-query";
import { useSessionStore } from "../../../lib/session-store";

/**
 * GET student_application_documents/{id} — a document's bytes through the authorized inline route, with the
 * session's token (a plain link cannot carry the header). Previews draw them in the page; downloads save them.
 */
export async function getDocumentFile(url: string, signal?: AbortSignal): Promise<Blob> {
  const token = useSessionStore.getState().authToken;
  const response = await fetch(url, { headers: token ? { [AUTH_HEADER]: token } : {}, signal });
  if (!response.ok) throw new Error(`document ${url}: ${response.status}`);
  return response.blob();
}

export function useDocumentFile(documentId: number, url: string, enabled: boolean) {
  return useQuery({
    // Outside the "applications" keys: a review step invalidating those does not fetch the file again.
    queryKey: ["application-document-file", documentId] as const,
    queryFn: ({ signal }) => getDocumentFile(url, signal),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 60_000,
    retry: false,
  });
}

/** Saves a document under its original name. */
export async function downloadDocumentFile(url: string, name: string): Promise<void> {
  const blob = await getDocumentFile(url);
  const href = URL.createObjectURL(blob);
  const a = document.createElement("a");
  a.href = href;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
