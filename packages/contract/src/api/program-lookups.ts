/**
 * The program editor's look-ups (spec 3 §7 Programs): universities, statuses, intake round names, program types
 * and their starting content, the institution's brochures and banners, currencies and document types.
 */
import { z } from "zod";
import { SEARCH_TEXT_MAX_LENGTH } from "../rules/input-limits.ts";
import { PROGRAM_TYPES } from "../rules/program-types.ts";
import { optionalText } from "./common.ts";
import { NamedSchema, ProgramFileSchema } from "./programs.ts";

export const ValueLabelSchema = z.object({ value: z.string(), label: z.string() });
export const UniversitiesQuerySchema = z.object({ search_text: optionalText(SEARCH_TEXT_MAX_LENGTH) });
export const UniversitiesResponseSchema = z.object({ universities: z.array(NamedSchema) });
export const StatusesResponseSchema = z.object({ statuses: z.array(ValueLabelSchema) });
export const RoundsResponseSchema = z.object({ rounds: z.array(z.object({ name: z.string() })) });
export const ProgramTypesResponseSchema = z.object({ program_types: z.array(ValueLabelSchema) });
export const ProgramTypeContentQuerySchema = z.object({ name: z.enum(PROGRAM_TYPES) });
export const ProgramTypeContentResponseSchema = z.object({
  program_type: z.enum(PROGRAM_TYPES),
  content: z.array(z.object({ title: z.string(), body: z.string() })),
});
/** A file of one of the institution's programs, offered for reuse. */
export const ReusableFileSchema = ProgramFileSchema.extend({ program: NamedSchema });
export const BrochuresResponseSchema = z.object({ brochures: z.array(ReusableFileSchema) });
export const BannersResponseSchema = z.object({ banners: z.array(ReusableFileSchema) });
export const CurrenciesResponseSchema = z.object({
  currencies: z.array(z.object({ code: z.string(), name: z.string() })),
});
export const DocumentTypesResponseSchema = z.object({
  document_types: z.array(
    z.object({
      value: z.string(),
      label: z.string(),
      /** Whether a program may require it of applicants (false: staff attach it). */
      for_applicants: z.boolean(),
    }),
  ),
});
