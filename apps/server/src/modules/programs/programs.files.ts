import type { ProgramFile } from "@quad/contract/api/programs";
import {
  BANNER_CONTENT_TYPES,
  BROCHURE_CONTENT_TYPES,
  MAX_BANNERS,
  PROGRAM_FILE_MAX_BYTES,
} from "@quad/contract/rules/document-types";
import { MAX_BROCHURES, PROGRAM_MESSAGES } from "@quad/contract/rules/program";
import type { AppContext } from "../../app-context.ts";
import { ValidationError } from "../../lib/errors.ts";
import { shownName } from "../../lib/file-names.ts";
import type { UploadedFile } from "../../lib/form.ts";
import { checkUpload } from "../../lib/uploads.ts";
import { removeFilesLater } from "../files/file-removal.job.ts";
import type { FileRow, ProgramsRepository } from "./programs.repository.ts";
import type { NewFile } from "./programs-writes.repository.ts";

type Kind = NewFile["kind"];
/** The form's file fields: `brochure`, and `banners[]` (read as `banners`). */
const RULES: Record<
  string,
  { kind: Kind; types: (typeof BROCHURE_CONTENT_TYPES | typeof BANNER_CONTENT_TYPES)[number][] }
> = {
  brochure: { kind: "brochure", types: [...BROCHURE_CONTENT_TYPES] },
  banners: { kind: "banner", types: [...BANNER_CONTENT_TYPES] },
};
const FIELD_OF: Record<Kind, string> = { brochure: "brochure", banner: "banners" };
const CONTENT_TYPE_OF: Record<string, string> = { jpg: "image/jpeg", png: "image/png", pdf: "application/pdf" };
const MAX_MB = PROGRAM_FILE_MAX_BYTES / (1024 * 1024);

/** An uploaded file that passed its checks, not yet stored. */
export interface CheckedUpload {
  kind: Kind;
  data: Buffer;
  ext: string;
  original_name: string;
}

/** Brochures and banners of programs: checks by content and size, counts, storage, links. */
export function createProgramFiles(ctx: Pick<AppContext, "storage" | "fileLinks" | "jobs">, repo: ProgramsRepository) {
  return {
    /** Checks every uploaded file (type by content, 20 MB); 422 naming each bad field. Unknown fields are ignored. */
    async check(files: UploadedFile[]): Promise<CheckedUpload[]> {
      const errors: Record<string, string> = {};
      const accepted: CheckedUpload[] = [];
      for (const f of files) {
        const rule = RULES[f.field];
        if (!rule) continue;
        const checked = await checkUpload(f, { maxMb: MAX_MB, types: rule.types });
        if ("error" in checked) errors[f.field] ??= checked.error;
        else
          accepted.push({
            kind: rule.kind,
            data: f.data,
            ext: checked.ext,
            original_name: shownName(f.filename, checked.ext),
          });
      }
      if (Object.keys(errors).length) throw new ValidationError(errors);
      return accepted;
    },

    /** 422 when a program would hold more than one brochure or more than three banners. */
    checkCounts(counts: Record<Kind, number>) {
      const errors: Record<string, string> = {};
      if (counts.brochure > MAX_BROCHURES) errors.brochure = PROGRAM_MESSAGES.tooManyBrochures(MAX_BROCHURES);
      if (counts.banner > MAX_BANNERS) errors[FIELD_OF.banner] = PROGRAM_MESSAGES.tooManyBanners(MAX_BANNERS);
      if (Object.keys(errors).length) throw new ValidationError(errors);
    },

    /** Stores checked uploads under generated names (before the transaction that records them). */
    async store(uploads: CheckedUpload[]): Promise<NewFile[]> {
      const stored: NewFile[] = [];
      for (const u of uploads) {
        stored.push({
          kind: u.kind,
          file_name: await ctx.storage.put(u.data, u.ext),
          original_name: u.original_name,
          content_type: CONTENT_TYPE_OF[u.ext] ?? "application/octet-stream",
          size_bytes: u.data.length,
        });
      }
      return stored;
    },

    /**
     * Queues the removal of stored bytes no program file refers to any more (a reused or copied file keeps them):
     * cleanup after the commit, retried by its job, never failing the change (decision 061).
     */
    async release(fileNames: string[]) {
      const unused: string[] = [];
      for (const name of new Set(fileNames)) if (!(await repo.fileInUse(name))) unused.push(name);
      await removeFilesLater(ctx, unused);
    },

    view(f: FileRow): ProgramFile {
      return {
        id: f.id,
        kind: f.kind as Kind,
        name: f.original_name,
        content_type: f.content_type,
        size_bytes: f.size_bytes,
        url: ctx.fileLinks.url(f.file_name) as string,
      };
    },
  };
}
export type ProgramFiles = ReturnType<typeof createProgramFiles>;
