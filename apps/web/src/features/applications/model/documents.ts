/** Document previews and the current staff document of a type. */
export type PreviewKind = "pdf" | "image" | "none";

export function previewKind(contentType: string): PreviewKind {
  if (contentType === "application/pdf") return "pdf";
  if (contentType === "image/jpeg" || contentType === "image/png") return "image";
  return "none";
}

/** The current (not deleted) staff document of a type, newest first. */
export function currentDocument<T extends { document_type: string; is_deleted: boolean; created_at: string }>(
  documents: readonly T[],
  type: string,
): T | null {
  return (
    documents
      .filter((d) => d.document_type === type && !d.is_deleted)
      .sort((a, b) => b.created_at.localeCompare(a.created_at))[0] ?? null
  );
}
