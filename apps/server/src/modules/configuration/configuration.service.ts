import type {
  AddCrmIntegrationInputSchema,
  ConfigurationFilesResponse,
  ConfigurationMappingsResponse,
  CrmIntegration,
  CrmTestResponse,
  LeadCategory,
  LeadsParamsResponse,
  MappedColumnsResponse,
} from "@quad/contract/api/configuration";
import {
  CONFIGURATION_FILES_LIMIT,
  CONFIGURATION_MESSAGES,
  CRM_LIST,
  type CrmName,
  defaultMappingColumns,
  effectiveMappingColumns,
  FIXED_LEAD_PARAM_VALUES,
  isDefaultMapping,
  LEAD_PARAM_NAMES,
  type MappingColumn,
} from "@quad/contract/rules/configuration";
import { MESSAGES } from "@quad/contract/rules/messages";
import type { z } from "zod";
import type { AppContext } from "../../app-context.ts";
import { NotFoundError, ValidationError } from "../../lib/errors.ts";
import { type OutboundUrlProblem, outboundUrlProblem } from "../../lib/outbound/url-rule.ts";
import type { UserWithPartner } from "../users/users.repository.ts";
import { type CrmIntegrationRow, createConfigurationRepository } from "./configuration.repository.ts";
import { probeCrmEndpoint } from "./crm-connection-test.ts";

type Ctx = Pick<AppContext, "db" | "now" | "outbound" | "config" | "secrets">;

const URL_MESSAGES: Record<OutboundUrlProblem, string> = {
  invalid: MESSAGES.invalidUrl,
  credentials: MESSAGES.urlWithCredentials,
  httpsRequired: MESSAGES.httpsRequired,
};
type AddCrmIntegrationInput = z.output<typeof AddCrmIntegrationInputSchema>;

/** The name a connections download file carries (the mailed file is named the same way). */
export function connectionFileName(id: number, requestedAt: Date): string {
  return `connections-${requestedAt.toISOString().slice(0, 10)}-${id}.csv`;
}

function crmView(row: CrmIntegrationRow): CrmIntegration {
  return {
    crm_name: row.crm_name,
    endpoint_url: row.endpoint_url,
    username: row.username,
    has_secret: row.secret !== null && row.secret.length > 0,
    is_active: row.is_active,
    last_tested_at: row.last_tested_at?.toISOString() ?? null,
    last_test_ok: row.last_test_ok,
    updated_at: row.updated_at.toISOString(),
  };
}

/** Configuration and CRM of an institution (spec 1 §7; decision 045). Writes are checked as admin-only by the routes. */
export function createConfigurationService(ctx: Ctx) {
  const { db, now, outbound, config } = ctx;
  const repo = createConfigurationRepository(db, ctx.secrets);

  /** universities/{id}/…: only the signed-in institution's own id exists. */
  function ownUniversity(me: UserWithPartner, id: number) {
    if (id !== me.partner_id) throw new NotFoundError(`University ${id} not found`);
  }

  async function mappingResponse(partnerId: number): Promise<ConfigurationMappingsResponse> {
    const saved = await repo.mapping(partnerId);
    const columns = saved?.mapping_columns ?? [];
    return {
      attributes: defaultMappingColumns(),
      mapping_columns: effectiveMappingColumns(columns),
      is_default: columns.length === 0,
      updated_at: columns.length > 0 ? (saved?.updated_at.toISOString() ?? null) : null,
    };
  }

  return {
    /** Admins see every finished download of the institution; members their own. */
    async files(me: UserWithPartner): Promise<ConfigurationFilesResponse> {
      const { rows, total } = await repo.files(
        me.partner_id,
        CONFIGURATION_FILES_LIMIT,
        me.role === "admin" ? undefined : me.id,
      );
      return {
        files: rows.map((r) => ({
          id: r.id,
          name: connectionFileName(r.id, r.requested_at),
          requested_by: `${r.first_name} ${r.last_name}`.trim(),
          requested_at: r.requested_at.toISOString(),
          finished_at: r.finished_at?.toISOString() ?? null,
          connections_count: r.rows_written,
          columns_count: r.columns.length,
        })),
        total,
      };
    },

    configurationMappings: (me: UserWithPartner) => mappingResponse(me.partner_id),

    async mappedColumns(me: UserWithPartner): Promise<MappedColumnsResponse> {
      const { mapping_columns, is_default } = await mappingResponse(me.partner_id);
      return { mapping_columns, is_default };
    },

    /** The default format saved as such is stored as "no format", so that it follows the catalogue's future columns. */
    async updateMappings(me: UserWithPartner, columns: MappingColumn[]): Promise<ConfigurationMappingsResponse> {
      const trimmed = columns.map((c) => ({ key: c.key, header: c.header.trim() }));
      await repo.saveMapping(me.partner_id, me.id, isDefaultMapping(trimmed) ? [] : trimmed, now());
      return mappingResponse(me.partner_id);
    },

    async leadsParams(me: UserWithPartner): Promise<LeadsParamsResponse> {
      const years = (await repo.graduationYears(me.partner_id)).map(String);
      return {
        params_list: LEAD_PARAM_NAMES.map((name) => {
          const values = name === "graduation_year" ? years : [...FIXED_LEAD_PARAM_VALUES[name]];
          return { name, values, dropdown_values: values.map((v) => ({ value: v, label: v })) };
        }),
      };
    },

    async leadCategories(me: UserWithPartner): Promise<{ lead_categories: LeadCategory[] }> {
      const rows = await repo.leadCategories(me.partner_id);
      return {
        lead_categories: rows.map((r) => ({
          id: r.id,
          name: r.name,
          connections_count: Number(r.connections_count),
          created_at: r.created_at.toISOString(),
        })),
      };
    },

    async addLeadCategory(me: UserWithPartner, name: string): Promise<{ lead_category: LeadCategory }> {
      const row = await repo.addLeadCategory(me.partner_id, me.id, name, now());
      if (!row) throw new ValidationError({ "lead_category.name": CONFIGURATION_MESSAGES.leadCategoryTaken });
      return {
        lead_category: { id: row.id, name: row.name, connections_count: 0, created_at: row.created_at.toISOString() },
      };
    },

    crmList(me: UserWithPartner, id: number) {
      ownUniversity(me, id);
      return { crm_list: CRM_LIST.map((c) => ({ key: c.key, name: c.name })) };
    },

    async selectedCrm(me: UserWithPartner, id: number) {
      ownUniversity(me, id);
      const row = await repo.crm(me.partner_id);
      return { crm_integration: row ? crmView(row) : null };
    },

    /** Choosing another CRM forgets the previous one's endpoint, credentials and test. */
    async addCrmName(me: UserWithPartner, id: number, crmName: CrmName) {
      ownUniversity(me, id);
      const current = await repo.crm(me.partner_id);
      const keep = current?.crm_name === crmName;
      const row = await repo.saveCrm(me.partner_id, {
        crm_name: crmName,
        endpoint_url: keep ? current.endpoint_url : null,
        username: keep ? current.username : null,
        secret: keep ? current.secret : null,
        last_tested_at: keep ? current.last_tested_at : null,
        last_test_ok: keep ? current.last_test_ok : null,
        is_active: true,
        updated_by: me.id,
        updated_at: now(),
      });
      return { crm_integration: crmView(row) };
    },

    /** Saves endpoint and credentials; an empty secret keeps the one saved for the same CRM. */
    async addCrmIntegration(me: UserWithPartner, id: number, input: AddCrmIntegrationInput["crm_integration"]) {
      ownUniversity(me, id);
      // Only what the guarded client would call is saved; where the name points is checked when it is called.
      const problem = outboundUrlProblem(input.endpoint_url, config.OUTBOUND_ALLOW_HTTP);
      if (problem) throw new ValidationError({ "crm_integration.endpoint_url": URL_MESSAGES[problem] });
      const current = await repo.crm(me.partner_id);
      const kept = current?.crm_name === input.crm_name ? current.secret : null;
      const secret = input.secret ?? kept;
      if (!secret) throw new ValidationError({ "crm_integration.secret": "is required" });
      const row = await repo.saveCrm(me.partner_id, {
        crm_name: input.crm_name,
        endpoint_url: input.endpoint_url,
        username: input.username,
        secret,
        is_active: true,
        // New settings have not been tested.
        last_tested_at: null,
        last_test_ok: null,
        updated_by: me.id,
        updated_at: now(),
      });
      return { crm_integration: crmView(row) };
    },

    /** A real request to the saved endpoint with the saved credentials; no transaction is open meanwhile. */
    async testConnection(me: UserWithPartner, id: number): Promise<CrmTestResponse> {
      ownUniversity(me, id);
      const row = await repo.crm(me.partner_id);
      if (!row?.endpoint_url || !row.username || !row.secret)
        throw new ValidationError({ crm_integration: CONFIGURATION_MESSAGES.crmNotConfigured });
      const probe = await probeCrmEndpoint(outbound, row.endpoint_url, row.username, row.secret);
      const at = now();
      const ok = probe.outcome === "ok";
      const saved = (await repo.recordCrmTest(me.partner_id, at, ok)) ?? row;
      return {
        test: {
          ok,
          outcome: probe.outcome,
          status_code: probe.status_code,
          message: probe.message,
          tested_at: at.toISOString(),
        },
        crm_integration: crmView(saved),
      };
    },
  };
}
