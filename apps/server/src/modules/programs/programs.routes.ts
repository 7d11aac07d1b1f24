import { IdParamSchema } from "@quad/contract/api/common";
import {
  CreateProgramInputSchema,
  ProgramCopyResponseSchema,
  ProgramFileParamsSchema,
  ProgramResponseSchema,
  ProgramsDownloadInputSchema,
  ProgramsListInputSchema,
  ProgramsListResponseSchema,
  UpdateProgramInputSchema,
} from "@quad/contract/api/programs";
import { z } from "zod";
import type { ZodApp } from "../../app-context.ts";
import { readForm } from "../../lib/form.ts";
import { parseOr422 } from "../../lib/validate.ts";
import { authOf } from "../../plugins/auth.ts";
import type { ProgramPorts } from "./programs.repository.ts";
import { createProgramsService } from "./programs.service.ts";

const FileBytes = z.string().meta({ format: "binary" });
const FILES_NOTE =
  "Files: brochure (pdf or jpeg, 20 MB; one, a new one replaces it) and banners[] (jpeg, jpg or png, 20 MB; at most 3 in all), checked by content. Lists (intake_rounds, courses, content, tests) come as JSON, in multipart as their JSON text.";

/** Direct apply's programs (spec 3 §7 Programs; issue 13 §1; decision 051). */
export async function programRoutes(app: ZodApp, ports: ProgramPorts) {
  const service = createProgramsService(app.ctx, ports);
  const tags = ["programs"];
  /** Lists and look-ups: every institution type reaches direct apply (a school has no programs: empty answers). */
  const read = [app.requireAuth];
  /** A program itself: only universities and application clients own programs. */
  const owner = [app.requireAuth, app.requireInstituteType("University", "ApplicationClient")];

  app.post(
    "/programs/list",
    {
      preHandler: read,
      config: { readOnly: true },
      schema: {
        summary: "The institution's programs, filtered, searched by name, sorted and paged (20 a page)",
        description:
          "Each row shows the next intake round still open (deadline today or later, earliest start first), else the latest round. A school owns no programs: its list is the catalogue its students can apply to (active programs of active universities and application clients), applicants counting its students' shared applications (decision 074).",
        tags,
        body: ProgramsListInputSchema,
        response: { 200: ProgramsListResponseSchema },
      },
    },
    async (request) => service.list(authOf(request).user, request.body),
  );

  app.post(
    "/programs/download",
    {
      preHandler: read,
      config: { readOnly: true },
      schema: {
        summary: "Download the programs the list's filters match, as CSV",
        description:
          "Columns: ID, Program, Partner, University, Round/Intake, Start date, Application deadline, Opening date, Applicants, Status. RFC 4180, UTF-8 with a byte-order mark, formula cells neutralised.",
        tags,
        body: ProgramsDownloadInputSchema,
        response: { 200: { description: "The CSV file", content: { "text/csv": { schema: FileBytes } } } },
      },
    },
    async (request, reply) => {
      const csv = await service.download(authOf(request).user, request.body);
      const date = app.ctx.now().toISOString().slice(0, 10);
      return (
        reply
          .header("content-type", "text/csv; charset=utf-8")
          .header("cache-control", "private, no-store")
          .header("x-content-type-options", "nosniff")
          .header("content-disposition", `attachment; filename="programs-${date}.csv"`)
          // The stream is sent as it is; the binary schema above only documents it.
          .send(csv as unknown as string)
      );
    },
  );

  app.post(
    "/programs",
    {
      preHandler: owner,
      schema: {
        summary: "Create a program: saved as a draft (complete or not), or activated when complete",
        description: `action: save_draft (default) or activate; activating answers 422 listing what is missing. ${FILES_NOTE}`,
        errors: [403],
        tags,
        form: CreateProgramInputSchema,
        files: ["brochure", "banners[]"],
        response: { 201: ProgramResponseSchema },
      },
    },
    async (request, reply) => {
      const { fields, files } = await readForm(request);
      const input = parseOr422(CreateProgramInputSchema, fields);
      return reply.code(201).send(await service.create(authOf(request).user, input, files));
    },
  );

  app.get(
    "/programs/:id",
    {
      preHandler: owner,
      schema: {
        summary: "A program: fields, intake rounds, courses, files, allowed actions and what activation still needs",
        errors: [404],
        tags,
        params: IdParamSchema,
        response: { 200: ProgramResponseSchema },
      },
    },
    async (request) => service.get(authOf(request).user, request.params.id),
  );

  app.put(
    "/programs/:id",
    {
      preHandler: owner,
      schema: {
        summary: "Change a program; save it as a draft, activate or deactivate it",
        description: `Fields left out keep their values. action: save_draft, activate or deactivate; a status that does not allow the action answers 409 with the status and its allowed_actions; an active program (or one activated) must stay complete (422 listing what is missing). remove_file_ids takes files off, reuse_file_ids adds the institution's existing files. ${FILES_NOTE}`,
        errors: [403, 404, 409],
        tags,
        params: IdParamSchema,
        form: UpdateProgramInputSchema,
        files: ["brochure", "banners[]"],
        response: { 200: ProgramResponseSchema },
      },
    },
    async (request) => {
      const { fields, files } = await readForm(request);
      const input = parseOr422(UpdateProgramInputSchema, fields);
      return service.update(authOf(request).user, request.params.id, input, files);
    },
  );

  app.delete(
    "/programs/:id",
    {
      preHandler: owner,
      schema: {
        summary: "Delete a program: it leaves the list and look-ups; its applications keep pointing at it",
        errors: [403, 404],
        tags,
        params: IdParamSchema,
        response: { 204: z.null().describe("Deleted") },
      },
    },
    async (request, reply) => {
      await service.remove(authOf(request).user, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    "/programs/:id/copy",
    {
      preHandler: owner,
      schema: {
        summary: "Copy a program as a draft named '<name> (copy)' with its rounds, courses and files",
        description:
          "copy_state: newly_created (this call made the copy), existing (a copy made earlier still exists: that one is answered), dont_show (a declined program is not copied; program is null).",
        errors: [403, 404],
        tags,
        params: IdParamSchema,
        response: { 200: ProgramCopyResponseSchema },
      },
    },
    async (request) => service.copy(authOf(request).user, request.params.id),
  );

  app.get(
    "/programs/:id/files/:file_id",
    {
      preHandler: owner,
      schema: {
        summary: "A brochure or banner of one of the institution's programs",
        errors: [404],
        tags,
        params: ProgramFileParamsSchema,
        response: {
          200: {
            description: "The file's bytes",
            content: {
              "application/pdf": { schema: FileBytes },
              "image/jpeg": { schema: FileBytes },
              "image/png": { schema: FileBytes },
            },
          },
        },
      },
    },
    async (request, reply) => {
      const file = await service.file(authOf(request).user, request.params.id, request.params.file_id);
      if (file.size !== undefined) reply.header("content-length", file.size);
      const ascii = file.name.replace(/[^\x20-\x7e]|["\\]/g, "_");
      return reply
        .header("content-type", file.content_type)
        .header("cache-control", "private, max-age=3600")
        .header("x-content-type-options", "nosniff")
        .header("content-disposition", `inline; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.name)}`)
        .send(file.body as unknown as string);
    },
  );
}
