import {
  BannersResponseSchema,
  BrochuresResponseSchema,
  CurrenciesResponseSchema,
  DocumentTypesResponseSchema,
  ProgramTypeContentQuerySchema,
  ProgramTypeContentResponseSchema,
  ProgramTypesResponseSchema,
  RoundsResponseSchema,
  StatusesResponseSchema,
  UniversitiesQuerySchema,
  UniversitiesResponseSchema,
} from "@quad/contract/api/program-lookups";
import { CURRENCIES } from "@quad/contract/rules/currencies";
import { APPLICANT_DOCUMENT_TYPES, DOCUMENT_TYPE_NAMES, DOCUMENT_TYPES } from "@quad/contract/rules/document-types";
import { PROGRAM_STATUS_LABELS, PROGRAM_STATUSES } from "@quad/contract/rules/program";
import { PROGRAM_TYPE_CONTENT, PROGRAM_TYPE_NAMES, PROGRAM_TYPES } from "@quad/contract/rules/program-types";
import type { ZodApp } from "../../app-context.ts";
import { authOf } from "../../plugins/auth.ts";
import type { ProgramPorts } from "./programs.repository.ts";
import { createProgramsService } from "./programs.service.ts";

const STATUSES = { statuses: PROGRAM_STATUSES.map((value) => ({ value, label: PROGRAM_STATUS_LABELS[value] })) };
const TYPES = { program_types: PROGRAM_TYPES.map((value) => ({ value, label: PROGRAM_TYPE_NAMES[value] })) };
const CURRENCY_LIST = { currencies: CURRENCIES.map((c) => ({ code: c.code, name: c.name })) };
const DOCUMENTS = {
  document_types: DOCUMENT_TYPES.map((value) => ({
    value,
    label: DOCUMENT_TYPE_NAMES[value],
    for_applicants: APPLICANT_DOCUMENT_TYPES.includes(value),
  })),
};

/**
 * The program editor's look-ups (spec 3 §7 Programs): every signed-in institution reaches them (direct apply is
 * open to all three types); those of the institution's own data answer a school empty.
 */
export async function programLookupRoutes(app: ZodApp, ports: ProgramPorts) {
  const service = createProgramsService(app.ctx, ports);
  const tags = ["programs"];
  const preHandler = [app.requireAuth];

  app.get(
    "/programs/universities",
    {
      preHandler,
      schema: {
        summary: "Universities the institution offers programs for",
        description:
          "A University: itself. An application client: itself, the universities of its programs and active universities (search_text narrows; at most 100). A school: the universities of the catalogue its students apply to (decision 074).",
        tags,
        querystring: UniversitiesQuerySchema,
        response: { 200: UniversitiesResponseSchema },
      },
    },
    async (request) => service.universities(authOf(request).user, request.query.search_text),
  );
  app.get(
    "/programs/statuses",
    { preHandler, schema: { summary: "Program statuses", tags, response: { 200: StatusesResponseSchema } } },
    async () => STATUSES,
  );
  app.get(
    "/programs/rounds",
    {
      preHandler,
      schema: {
        summary: "Names of the intake rounds of the institution's programs",
        tags,
        response: { 200: RoundsResponseSchema },
      },
    },
    async (request) => service.rounds(authOf(request).user),
  );
  app.get(
    "/programs/program_types",
    { preHandler, schema: { summary: "Program types", tags, response: { 200: ProgramTypesResponseSchema } } },
    async () => TYPES,
  );
  app.get(
    "/programs/program_types_content",
    {
      preHandler,
      schema: {
        summary: "The content sections a program of a type starts from",
        tags,
        querystring: ProgramTypeContentQuerySchema,
        response: { 200: ProgramTypeContentResponseSchema },
      },
    },
    async (request) => ({
      program_type: request.query.name,
      content: PROGRAM_TYPE_CONTENT[request.query.name].map((s) => ({ ...s })),
    }),
  );
  app.get(
    "/programs/brochures",
    {
      preHandler,
      schema: {
        summary: "The brochures of the institution's programs, to reuse in another program",
        tags,
        response: { 200: BrochuresResponseSchema },
      },
    },
    async (request) => ({ brochures: await service.reusable(authOf(request).user, "brochure") }),
  );
  app.get(
    "/programs/banners",
    {
      preHandler,
      schema: {
        summary: "The banners of the institution's programs, to reuse in another program",
        tags,
        response: { 200: BannersResponseSchema },
      },
    },
    async (request) => ({ banners: await service.reusable(authOf(request).user, "banner") }),
  );
  app.get(
    "/currencies",
    {
      preHandler,
      schema: { summary: "Currencies of program costs", tags, response: { 200: CurrenciesResponseSchema } },
    },
    async () => CURRENCY_LIST,
  );
  app.get(
    "/document_types",
    {
      preHandler,
      schema: {
        summary: "Document types: those a program may require of applicants, and those staff attach",
        tags,
        response: { 200: DocumentTypesResponseSchema },
      },
    },
    async () => DOCUMENTS,
  );
}
