import { Box, Loader, Stack, Text } from "@mantine/core";
import { useElementSize } from "@mantine/hooks";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";

/** Pages drawn at most (a long file shows its first pages; the download has it all). */
const MAX_PAGES = 10;

type Pdf = { numPages: number; getPage: (n: number) => Promise<PdfPage>; destroy: () => Promise<void> };
type PdfPage = {
  getViewport: (p: { scale: number }) => { width: number; height: number };
  render: (p: { canvas: HTMLCanvasElement; viewport: unknown }) => { promise: Promise<void>; cancel: () => void };
};

/** pdf.js and its worker load with the first preview only (never in the list's bundle). */
async function openPdf(data: ArrayBuffer): Promise<Pdf> {
  const [pdfjs, worker] = await Promise.all([import("pdfjs-dist"), import("pdfjs-dist/build/pdf.worker.min.mjs?url")]);
  pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
  // No eval (the page's content security policy forbids it).
  return (await pdfjs.getDocument({ data, isEvalSupported: false }).promise) as unknown as Pdf;
}

function PdfPageCanvas({ pdf, number, width, label }: { pdf: Pdf; number: number; width: number; label: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    let task: { promise: Promise<void>; cancel: () => void } | null = null;
    let alive = true;
    void pdf.getPage(number).then((page) => {
      const target = canvas.current;
      if (!alive || !target) return;
      const base = page.getViewport({ scale: 1 });
      const ratio = window.devicePixelRatio || 1;
      const scale = (width / base.width) * ratio;
      const viewport = page.getViewport({ scale });
      target.width = Math.floor(viewport.width);
      target.height = Math.floor(viewport.height);
      target.style.width = `${width}px`;
      target.style.height = `${Math.floor(viewport.height / ratio)}px`;
      task = page.render({ canvas: target, viewport });
      task.promise.catch(() => undefined);
    });
    return () => {
      alive = false;
      task?.cancel();
    };
  }, [pdf, number, width]);
  return (
    <canvas
      ref={canvas}
      role="img"
      aria-label={label}
      data-pdf-page={number}
      style={{ display: "block", background: "white", boxShadow: "0 1px 4px rgba(0,0,0,.15)" }}
    />
  );
}

/** A PDF drawn in the page with pdf.js (no plug-in, no frame: works headless and under the page's CSP). */
export function PdfPreview({ blob, name }: { blob: Blob; name: string }) {
  const { t } = useTranslation("applications");
  const { ref, width } = useElementSize();
  const [pdf, setPdf] = useState<Pdf | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let alive = true;
    let opened: Pdf | null = null;
    setPdf(null);
    setFailed(false);
    void blob
      .arrayBuffer()
      .then(openPdf)
      .then((doc) => {
        opened = doc;
        if (alive) setPdf(doc);
        else void doc.destroy();
      })
      .catch(() => {
        if (alive) setFailed(true);
      });
    return () => {
      alive = false;
      void opened?.destroy();
    };
  }, [blob]);
  const pageWidth = Math.max(0, Math.floor(width) - 2);
  const pages = pdf ? Math.min(pdf.numPages, MAX_PAGES) : 0;
  return (
    <Box ref={ref} w="100%">
      {failed ? (
        <Text size="sm" c="dimmed">
          {t("documents.previewFailed")}
        </Text>
      ) : !pdf || pageWidth === 0 ? (
        <Stack align="center" py="xl">
          <Loader size="sm" aria-label={t("documents.loadingPreview")} />
        </Stack>
      ) : (
        <Stack gap="sm" data-pdf-preview={name}>
          {Array.from({ length: pages }, (_, i) => i + 1).map((page) => (
            <PdfPageCanvas
              key={page}
              pdf={pdf}
              number={page}
              width={pageWidth}
              label={t("documents.pageOf", { name, page, pages: pdf.numPages })}
            />
          ))}
          {pdf.numPages > MAX_PAGES ? (
            <Text size="xs" c="dimmed" ta="center">
              {t("documents.morePages", { count: pdf.numPages - MAX_PAGES })}
            </Text>
          ) : null}
        </Stack>
      )}
    </Box>
  );
}
