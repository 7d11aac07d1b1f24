import { MESSAGES } from "@quad/contract/rules/messages";

/** Client-side upload checks (spec 1 §5 Files, §9): type first, then size; the server repeats them. */

export interface FileRule {
  /** Largest size in MB (base 1024). */
  maxMb: number;
  /** Accepted MIME types. */
  types: readonly string[];
}

export const PROFILE_PHOTO_RULE: FileRule = { maxMb: 5, types: ["image/jpeg", "image/png"] };

const EXTENSIONS: Record<string, string> = {
  "image/jpeg": "jpeg/jpg",
  "image/png": "png",
  "application/pdf": "pdf",
};

/** "jpeg/jpg, png" for the rule's types (used in the server's "File must be one of" message). */
export function acceptedTypesLabel(rule: FileRule): string {
  return rule.types.map((t) => EXTENSIONS[t] ?? t).join(", ");
}

/** The message a file breaks, in the server's wording (translated by lib/server-messages), or null. */
export function fileProblem(file: Pick<File, "size" | "type">, rule: FileRule): string | null {
  if (!rule.types.includes(file.type)) return MESSAGES.fileType(acceptedTypesLabel(rule));
  if (file.size > rule.maxMb * 1024 * 1024) return MESSAGES.fileTooLarge(rule.maxMb);
  return null;
}
