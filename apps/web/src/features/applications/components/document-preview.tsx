import { Box, Loader, Stack, Text } from "@mantine/core";
import type { ApplicationDocument } from "@quad/contract/api/applications";
import { lazy, Suspense, useEffect, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useDocumentFile } from "../api/get-document-file";
import { previewKind } from "../model/documents";

const PdfPreview = lazy(() => import("./pdf-preview").then((m) => ({ default: m.PdfPreview })));

function ImagePreview({ blob, name }: { blob: Blob; name: string }) {
  const url = useMemo(() => URL.createObjectURL(blob), [blob]);
  useEffect(() => () => URL.revokeObjectURL(url), [url]);
  // Shown at its own size at most (a small scan is not blown up), never wider than the page.
  return (
    <img
      src={url}
      alt={name}
      style={{ display: "block", margin: "0 auto", maxWidth: "100%", maxHeight: 640, borderRadius: 4 }}
    />
  );
}

/** A document of the application shown in the page: PDFs drawn by pdf.js, images as they are. */
export function DocumentPreview({ document, label }: { document: ApplicationDocument; label: string }) {
  const { t } = useTranslation("applications");
  const kind = previewKind(document.content_type);
  const file = useDocumentFile(document.id, document.url, kind !== "none");
  const spinner = (
    <Stack align="center" py="xl">
      <Loader size="sm" aria-label={t("documents.loadingPreview")} />
    </Stack>
  );
  return (
    <Box
      bg="gray.0"
      p="sm"
      style={{ borderRadius: 8, maxHeight: "75vh", overflow: "auto" }}
      role="region"
      aria-label={t("documents.previewRegion", { name: label })}
      tabIndex={0}
    >
      {kind === "none" ? (
        <Text size="sm" c="dimmed">
          {t("documents.noPreview")}
        </Text>
      ) : file.isError ? (
        <Text size="sm" c="dimmed">
          {t("documents.previewFailed")}
        </Text>
      ) : !file.data ? (
        spinner
      ) : kind === "pdf" ? (
        <Suspense fallback={spinner}>
          <PdfPreview blob={file.data} name={label} />
        </Suspense>
      ) : (
        <ImagePreview blob={file.data} name={label} />
      )}
    </Box>
  );
}
