import { z } from "zod";
import {
  CONFIGURATION_MESSAGES,
  CRM_ENDPOINT_MAX,
  CRM_NAMES,
  CRM_SECRET_MAX,
  CRM_TEST_OUTCOMES,
  CRM_USERNAME_MAX,
  LEAD_CATEGORY_NAME_MAX,
  LEAD_PARAM_NAMES,
  MAPPING_HEADER_MAX,
  mappingColumnsProblems,
} from "../rules/configuration.ts";
import { EXPORT_COLUMNS } from "../rules/connections.ts";
import { hasControlCharacter } from "../rules/input-limits.ts";
import { MESSAGES } from "../rules/messages.ts";
import { isWebUrl } from "../rules/partner-webinars.ts";
import { requiredText } from "./common.ts";

/** Configuration and CRM (spec 1 §7; issue 11 §2; decision 045). Paths under /api/v1/partners. */

// ---- Connection files (GET configuration_files) ----

export const ConfigurationFileSchema = z.object({
  id: z.number(),
  /** The file's name as the mailed download names it. */
  name: z.string(),
  requested_by: z.string(),
  requested_at: z.string(),
  finished_at: z.string().nullable(),
  /** Rows (connections) the file holds. */
  connections_count: z.number(),
  columns_count: z.number(),
});
export type ConfigurationFile = z.infer<typeof ConfigurationFileSchema>;
export const ConfigurationFilesResponseSchema = z.object({
  files: z.array(ConfigurationFileSchema),
  total: z.number(),
});
export type ConfigurationFilesResponse = z.infer<typeof ConfigurationFilesResponseSchema>;

// ---- Download format (partner_mappings/*) ----

export const MappingColumnSchema = z.object({ key: z.string(), header: z.string() });

/** One column as written: key and header as strings; the rules (known, unique, 1..60) checked together below. */
const MappingColumnInputSchema = z.object({
  key: z.string({ error: MESSAGES.required }).trim().max(64, "must be at most 64 characters"),
  header: z
    .string({ error: MESSAGES.required })
    .trim()
    .max(MAPPING_HEADER_MAX * 4, `must be at most ${MAPPING_HEADER_MAX} characters`),
});

export const UpdateConfigurationMappingsInputSchema = z.object({
  partner_mapping: z.object(
    {
      mapping_columns: z
        .array(MappingColumnInputSchema, { error: CONFIGURATION_MESSAGES.mappingColumnsRequired })
        .max(EXPORT_COLUMNS.length, `at most ${EXPORT_COLUMNS.length} columns`)
        .superRefine((columns, ctx) => {
          for (const [path, message] of Object.entries(mappingColumnsProblems(columns))) {
            const [, index, field] = path.split(".");
            ctx.addIssue({
              code: "custom",
              message,
              path: index === undefined ? [] : [Number(index), field as string],
            });
          }
        }),
    },
    { error: MESSAGES.required },
  ),
});
export type UpdateConfigurationMappingsInput = z.input<typeof UpdateConfigurationMappingsInputSchema>;

export const ConfigurationMappingsResponseSchema = z.object({
  /** Every column a download can carry, with its default header (the choices). */
  attributes: z.array(MappingColumnSchema),
  /** The columns the downloads write, in order, under these headers. */
  mapping_columns: z.array(MappingColumnSchema),
  /** True when nothing is saved and the default format applies. */
  is_default: z.boolean(),
  updated_at: z.string().nullable(),
});
export type ConfigurationMappingsResponse = z.infer<typeof ConfigurationMappingsResponseSchema>;

export const MappedColumnsResponseSchema = z.object({
  mapping_columns: z.array(MappingColumnSchema),
  is_default: z.boolean(),
});
export type MappedColumnsResponse = z.infer<typeof MappedColumnsResponseSchema>;

// ---- Lead parameters and categories (connections/leads_params, connections/lead_categories) ----

export const LeadParamSchema = z.object({
  name: z.enum(LEAD_PARAM_NAMES),
  values: z.array(z.string()),
  dropdown_values: z.array(z.object({ value: z.string(), label: z.string() })),
});
export const LeadsParamsResponseSchema = z.object({ params_list: z.array(LeadParamSchema) });
export type LeadsParamsResponse = z.infer<typeof LeadsParamsResponseSchema>;

export const LeadCategorySchema = z.object({
  id: z.number(),
  name: z.string(),
  /** Connections currently in this category. */
  connections_count: z.number(),
  created_at: z.string(),
});
export type LeadCategory = z.infer<typeof LeadCategorySchema>;
export const LeadCategoriesResponseSchema = z.object({ lead_categories: z.array(LeadCategorySchema) });
export type LeadCategoriesResponse = z.infer<typeof LeadCategoriesResponseSchema>;

export const CreateLeadCategoryInputSchema = z.object({
  lead_category: z.object({ name: requiredText(LEAD_CATEGORY_NAME_MAX) }, { error: MESSAGES.required }),
});
export type CreateLeadCategoryInput = z.input<typeof CreateLeadCategoryInputSchema>;
export const LeadCategoryResponseSchema = z.object({ lead_category: LeadCategorySchema });

// ---- CRM (universities/{id}/…) ----

export const CrmListResponseSchema = z.object({
  crm_list: z.array(z.object({ key: z.string(), name: z.string() })),
});
export type CrmListResponse = z.infer<typeof CrmListResponseSchema>;

/** The saved CRM; the secret never leaves the server, only whether one is saved. */
export const CrmIntegrationSchema = z.object({
  crm_name: z.string(),
  endpoint_url: z.string().nullable(),
  username: z.string().nullable(),
  has_secret: z.boolean(),
  is_active: z.boolean(),
  last_tested_at: z.string().nullable(),
  last_test_ok: z.boolean().nullable(),
  updated_at: z.string(),
});
export type CrmIntegration = z.infer<typeof CrmIntegrationSchema>;
export const SelectedCrmResponseSchema = z.object({ crm_integration: CrmIntegrationSchema.nullable() });
export type SelectedCrmResponse = z.infer<typeof SelectedCrmResponseSchema>;
export const CrmIntegrationResponseSchema = z.object({ crm_integration: CrmIntegrationSchema });

const crmNameField = z.enum(CRM_NAMES, { error: CONFIGURATION_MESSAGES.unknownCrm });

export const AddCrmNameInputSchema = z.object({
  crm_integration: z.object({ crm_name: crmNameField }, { error: MESSAGES.required }),
});
export type AddCrmNameInput = z.input<typeof AddCrmNameInputSchema>;

const noControl = (v: string) => !hasControlCharacter(v);

export const AddCrmIntegrationInputSchema = z.object({
  crm_integration: z.object(
    {
      crm_name: crmNameField,
      endpoint_url: z
        .string({ error: MESSAGES.required })
        .trim()
        .min(1, MESSAGES.required)
        .max(CRM_ENDPOINT_MAX, `must be at most ${CRM_ENDPOINT_MAX} characters`)
        .refine(noControl, MESSAGES.controlCharacters)
        .refine(isWebUrl, MESSAGES.invalidUrl),
      username: requiredText(CRM_USERNAME_MAX),
      /** Left out or empty: keep the secret already saved for this CRM (required when none is). */
      secret: z
        .string()
        .max(CRM_SECRET_MAX, `must be at most ${CRM_SECRET_MAX} characters`)
        .refine(noControl, MESSAGES.controlCharacters)
        .optional()
        .transform((v) => (v === "" ? undefined : v)),
    },
    { error: MESSAGES.required },
  ),
});
export type AddCrmIntegrationInput = z.input<typeof AddCrmIntegrationInputSchema>;

export const CrmTestResultSchema = z.object({
  ok: z.boolean(),
  outcome: z.enum(CRM_TEST_OUTCOMES),
  /** The CRM's HTTP status when it answered. */
  status_code: z.number().nullable(),
  /** A sentence for the person testing (English; the app shows its own text per outcome). */
  message: z.string(),
  tested_at: z.string(),
});
export type CrmTestResult = z.infer<typeof CrmTestResultSchema>;
export const CrmTestResponseSchema = z.object({
  test: CrmTestResultSchema,
  crm_integration: CrmIntegrationSchema,
});
export type CrmTestResponse = z.infer<typeof CrmTestResponseSchema>;
