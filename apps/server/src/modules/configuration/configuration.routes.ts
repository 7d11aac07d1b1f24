import { IdParamSchema } from "@quad/contract/api/common";
import {
  AddCrmIntegrationInputSchema,
  AddCrmNameInputSchema,
  ConfigurationFilesResponseSchema,
  ConfigurationMappingsResponseSchema,
  CreateLeadCategoryInputSchema,
  CrmIntegrationResponseSchema,
  CrmListResponseSchema,
  CrmTestResponseSchema,
  LeadCategoriesResponseSchema,
  LeadCategoryResponseSchema,
  LeadsParamsResponseSchema,
  MappedColumnsResponseSchema,
  SelectedCrmResponseSchema,
  UpdateConfigurationMappingsInputSchema,
} from "@quad/contract/api/configuration";
import type { ZodApp } from "../../app-context.ts";
import { authOf } from "../../plugins/auth.ts";
import { createConfigurationService } from "./configuration.service.ts";

/**
 * Configuration and CRM (spec 1 §7; decision 045). The download format and the lead categories belong
 * to every institution with connections (University, ApplicationClient); the CRM lives under
 * universities/{id} and is a University's. Team members read; only team admins write.
 */
export async function configurationRoutes(app: ZodApp) {
  const service = createConfigurationService(app.ctx);
  const tags = ["configuration"];
  const read = [app.requireAuth, app.requireInstituteType("University", "ApplicationClient")];
  const write = [...read, app.requireAdmin];
  const crmRead = [app.requireAuth, app.requireInstituteType("University")];
  const crmWrite = [...crmRead, app.requireAdmin];

  app.get(
    "/configuration_files",
    {
      preHandler: read,
      schema: {
        summary: "The institution's connection files: its finished downloads with their row counts",
        tags,
        response: { 200: ConfigurationFilesResponseSchema },
      },
    },
    async (request) => service.files(authOf(request).user),
  );

  app.get(
    "/partner_mappings/configuration_mappings",
    {
      preHandler: read,
      schema: {
        summary: "The download format: every available column and the saved choice",
        tags,
        response: { 200: ConfigurationMappingsResponseSchema },
      },
    },
    async (request) => service.configurationMappings(authOf(request).user),
  );
  app.put(
    "/partner_mappings/update_configuration_mappings",
    {
      preHandler: write,
      schema: {
        summary: "Save the download format: which columns, in which order, under which headers",
        tags,
        body: UpdateConfigurationMappingsInputSchema,
        response: { 200: ConfigurationMappingsResponseSchema },
      },
    },
    async (request) => service.updateMappings(authOf(request).user, request.body.partner_mapping.mapping_columns),
  );
  app.get(
    "/partner_mappings/mapped_columns",
    {
      preHandler: read,
      schema: {
        summary: "The columns a connections download writes (the saved format or the default one)",
        tags,
        response: { 200: MappedColumnsResponseSchema },
      },
    },
    async (request) => service.mappedColumns(authOf(request).user),
  );

  app.get(
    "/connections/leads_params",
    {
      preHandler: read,
      schema: {
        summary: "The lead parameters with their values",
        tags,
        response: { 200: LeadsParamsResponseSchema },
      },
    },
    async (request) => service.leadsParams(authOf(request).user),
  );
  app.get(
    "/connections/lead_categories",
    {
      preHandler: read,
      schema: {
        summary: "The institution's lead categories with their connection counts",
        tags,
        response: { 200: LeadCategoriesResponseSchema },
      },
    },
    async (request) => service.leadCategories(authOf(request).user),
  );
  app.post(
    "/connections/lead_categories",
    {
      preHandler: write,
      schema: {
        summary: "Add a lead category (names are unique per institution, any case)",
        tags,
        body: CreateLeadCategoryInputSchema,
        response: { 201: LeadCategoryResponseSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await service.addLeadCategory(authOf(request).user, request.body.lead_category.name)),
  );

  app.get(
    "/universities/:id/crm_list",
    {
      preHandler: crmRead,
      schema: {
        summary: "The CRMs Quad connects to",
        errors: [404],
        tags,
        params: IdParamSchema,
        response: { 200: CrmListResponseSchema },
      },
    },
    async (request) => service.crmList(authOf(request).user, request.params.id),
  );
  app.get(
    "/universities/:id/selected_crm",
    {
      preHandler: crmRead,
      schema: {
        summary: "The saved CRM with its endpoint and last test (never the secret)",
        errors: [404],
        tags,
        params: IdParamSchema,
        response: { 200: SelectedCrmResponseSchema },
      },
    },
    async (request) => service.selectedCrm(authOf(request).user, request.params.id),
  );
  app.post(
    "/universities/:id/add_crm_name",
    {
      preHandler: crmWrite,
      schema: {
        summary: "Choose the CRM (another CRM than the saved one forgets its endpoint and credentials)",
        errors: [404],
        tags,
        params: IdParamSchema,
        body: AddCrmNameInputSchema,
        response: { 200: CrmIntegrationResponseSchema },
      },
    },
    async (request) =>
      service.addCrmName(authOf(request).user, request.params.id, request.body.crm_integration.crm_name),
  );
  app.post(
    "/universities/:id/add_crm_integration",
    {
      preHandler: crmWrite,
      schema: {
        summary: "Save the CRM's endpoint and credentials (an empty secret keeps the saved one)",
        errors: [404],
        tags,
        params: IdParamSchema,
        body: AddCrmIntegrationInputSchema,
        response: { 200: CrmIntegrationResponseSchema },
      },
    },
    async (request) => service.addCrmIntegration(authOf(request).user, request.params.id, request.body.crm_integration),
  );
  app.post(
    "/universities/:id/test_slate_connection",
    {
      preHandler: crmWrite,
      schema: {
        summary: "Call the saved CRM endpoint with the saved credentials and say how it went",
        errors: [404, 422],
        tags,
        params: IdParamSchema,
        response: { 200: CrmTestResponseSchema },
      },
    },
    async (request) => service.testConnection(authOf(request).user, request.params.id),
  );
}
