import { describe, expect, it } from "vitest";
import { currentDocument, previewKind } from "./documents";

describe("documents", () => {
  it("previews PDFs and images only", () => {
    expect(previewKind("application/pdf")).toBe("pdf");
    expect(previewKind("image/png")).toBe("image");
    expect(previewKind("text/plain")).toBe("none");
  });

  it("finds the newest document of a type that is not deleted", () => {
    const docs = [
      { id: 1, document_type: "ucas_report", is_deleted: false, created_at: "2026-01-01T00:00:00Z" },
      { id: 2, document_type: "ucas_report", is_deleted: false, created_at: "2026-02-01T00:00:00Z" },
      { id: 3, document_type: "ucas_report", is_deleted: true, created_at: "2026-03-01T00:00:00Z" },
    ];
    expect(currentDocument(docs, "ucas_report")?.id).toBe(2);
    expect(currentDocument(docs, "offer_letter")).toBeNull();
  });
});
