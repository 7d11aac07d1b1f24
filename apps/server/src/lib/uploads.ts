import { MESSAGES } from "@quad/contract/rules/messages";
import { fileTypeFromBuffer } from "file-type";
import type { UploadedFile } from "./form.ts";

export type UploadKind = "image" | "pdf";
const MIME: Record<string, { ext: string; names: string[] }> = {
  "image/jpeg": { ext: "jpg", names: ["jpg", "jpeg"] },
  "image/png": { ext: "png", names: ["png"] },
  "application/pdf": { ext: "pdf", names: ["pdf"] },
};

/**
 * Checks an upload's size and its real type (magic bytes), and that its name's extension agrees.
 * Returns the extension to store it with, or the field's error message.
 */
export async function checkUpload(
  file: UploadedFile,
  rule: { maxMb: number; types: (keyof typeof MIME)[] },
): Promise<{ ext: string } | { error: string }> {
  if (file.data.length > rule.maxMb * 1024 * 1024) return { error: MESSAGES.fileTooLarge(rule.maxMb) };
  const detected = await fileTypeFromBuffer(file.data);
  const allowed = detected && rule.types.includes(detected.mime as keyof typeof MIME) ? MIME[detected.mime] : undefined;
  const nameExt = path(file.filename);
  if (!allowed?.names.includes(nameExt)) {
    return { error: MESSAGES.fileType(rule.types.flatMap((t) => MIME[t]?.names ?? []).join(", ")) };
  }
  return { ext: allowed.ext };
}

function path(filename: string) {
  const dot = filename.lastIndexOf(".");
  return dot < 0 ? "" : filename.slice(dot + 1).toLowerCase();
}
