/** Query keys of the configuration screen (one place, so that mutations invalidate what they change). */
export const configurationKeys = {
  files: ["configuration", "files"] as const,
  mappings: ["configuration", "mappings"] as const,
  mappedColumns: ["configuration", "mapped_columns"] as const,
  leadCategories: ["configuration", "lead_categories"] as const,
  crmList: (id: number) => ["configuration", "crm_list", id] as const,
  selectedCrm: (id: number) => ["configuration", "selected_crm", id] as const,
};
