/**
 * The program's brochure and banners in the editor (spec 3 §5, §9): the upload rules, what a save changes (new
 * files, files taken off, files of other programs reused) and the multipart body that carries it.
 */
import type { ReusableFileSchema } from "@quad/contract/api/program-lookups";
import {
  BANNER_CONTENT_TYPES,
  BROCHURE_CONTENT_TYPES,
  MAX_BANNERS,
  PROGRAM_FILE_MAX_BYTES,
} from "@quad/contract/rules/document-types";
import type { z } from "zod";
import type { FileRule } from "../../lib/file-checks";

const MAX_MB = PROGRAM_FILE_MAX_BYTES / (1024 * 1024);
/** Brochure: pdf or jpeg, 20 MB (spec 3 §5). */
export const BROCHURE_RULE: FileRule = { maxMb: MAX_MB, types: BROCHURE_CONTENT_TYPES };
/** Banners: jpeg, jpg or png, 20 MB each, at most 3 (spec 3 §5, §9). */
export const BANNER_RULE: FileRule = { maxMb: MAX_MB, types: BANNER_CONTENT_TYPES };
export { MAX_BANNERS };

export type ReusableFile = z.infer<typeof ReusableFileSchema>;

/** What the next save does to the program's files. */
export interface FileChanges {
  /** A new brochure file (replaces the program's on save). */
  brochure: File | null;
  /** Another program's brochure to use instead (the same stored file). */
  reuseBrochure: ReusableFile | null;
  banners: File[];
  reuseBanners: ReusableFile[];
  /** The program's own files taken off. */
  removeFileIds: number[];
}
export const NO_FILE_CHANGES: FileChanges = {
  brochure: null,
  reuseBrochure: null,
  banners: [],
  reuseBanners: [],
  removeFileIds: [],
};

/** How many more banners fit: the saved ones kept plus the new and reused ones, at most 3. */
export function bannerSlotsLeft(saved: number, removed: number, added: number): number {
  return Math.max(0, MAX_BANNERS - (saved - removed) - added);
}

/**
 * The files of the institution's other programs this program may take (GET programs/brochures, programs/banners):
 * not its own, not ones already picked, and one per stored name (a copied program shares its source's files).
 */
export function reusableChoices(
  files: readonly ReusableFile[],
  programId: number | null,
  picked: readonly ReusableFile[],
): ReusableFile[] {
  const pickedIds = new Set(picked.map((f) => f.id));
  const seen = new Set<string>();
  return files.filter((f) => {
    if (f.program.id === programId || pickedIds.has(f.id)) return false;
    const key = `${f.name}|${f.size_bytes}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The text fields plus the chosen, reused and removed files, as one multipart body. */
export function programFormData(fields: Record<string, string>, files: FileChanges, action?: string): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  if (action) data.append("action", action);
  if (files.removeFileIds.length) data.append("remove_file_ids", JSON.stringify(files.removeFileIds));
  const reuse = [...(files.reuseBrochure ? [files.reuseBrochure] : []), ...files.reuseBanners].map((f) => f.id);
  if (reuse.length) data.append("reuse_file_ids", JSON.stringify(reuse));
  if (files.brochure) data.append("brochure", files.brochure, files.brochure.name);
  for (const banner of files.banners) data.append("banners[]", banner, banner.name);
  return data;
}
