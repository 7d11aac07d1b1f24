import type { IScannerControls } from "@zxing/browser";

/**
 * The QR decoder (@zxing/browser), imported on first use so its code loads only when a scan starts.
 * Only QR codes are looked for, which keeps decoding fast on phones.
 */
async function createReader(pure = false) {
  const [{ BrowserQRCodeReader }, { DecodeHintType }] = await Promise.all([
    import("@zxing/browser"),
    import("@zxing/library"),
  ]);
  const hints = pure ? new Map([[DecodeHintType.PURE_BARCODE, true]]) : undefined;
  return new BrowserQRCodeReader(hints, { delayBetweenScanAttempts: 150, delayBetweenScanSuccess: 600 });
}

/**
 * Starts the camera (the back camera on phones) in `video` and calls `onText` with each decoded code.
 * Rejects with the browser's error when the camera cannot start (permission refused, none, in use).
 */
export async function startCameraScan(
  video: HTMLVideoElement,
  onText: (text: string) => void,
): Promise<IScannerControls> {
  const reader = await createReader();
  return reader.decodeFromConstraints({ video: { facingMode: "environment" } }, video, (result) => {
    // Frames without a code report an error: nothing to do but wait for the next frame.
    if (result) onText(result.getText());
  });
}

/**
 * The text of the QR code in an image file; null when no readable code is in it. A photo goes through the
 * finder-pattern detector; when it finds nothing, the image is read again as a clean, upright code (a screenshot
 * or a saved code), which the detector misses for a few symbols.
 */
export async function decodeImageFile(file: Blob): Promise<string | null> {
  const url = URL.createObjectURL(file);
  try {
    for (const pure of [false, true]) {
      try {
        return (await (await createReader(pure)).decodeFromImageUrl(url)).getText();
      } catch {
        // Not found this way: try the next one.
      }
    }
    return null;
  } finally {
    URL.revokeObjectURL(url);
  }
}
