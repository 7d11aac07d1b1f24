import { z } from "zod";
import { ROLES } from "../rules/constants.ts";
import { NAME_MAX_LENGTH } from "../rules/input-limits.ts";
import { emailListProblems, INVITATION_EMAILS_MAX_LENGTH } from "../rules/invitations.ts";
import { MESSAGES } from "../rules/messages.ts";
import {
  boundedString,
  emailField,
  idListField,
  optionalText,
  pageNoField,
  perPageField,
  requiredText,
  searchTextField,
} from "./common.ts";
import { COUNTRY_CODE_PATTERN, PHONE_PATTERN } from "./users.ts";

export const TEAM_SORT_KEYS = ["name", "email", "role", "status", "last_login", "created_at"] as const;
export const TEAM_PAGE_SIZE = 20;

/** POST /teams — the team list (or its CSV with download: true). */
export const TeamListInputSchema = z.object({
  role: z.enum(["all", "admin", "member", "admission_officer"]).default("all"),
  status: z.enum(["all", "active", "deactivated"]).default("all"),
  search_text: searchTextField(),
  sort_by: z.enum(TEAM_SORT_KEYS).default("name"),
  sort_direction: z.enum(["asc", "desc"]).default("asc"),
  page_no: pageNoField(),
  per_page: perPageField(100, TEAM_PAGE_SIZE),
  download: z.boolean().optional(),
});
export type TeamListInput = z.infer<typeof TeamListInputSchema>;

export const TeamMemberSchema = z.object({
  id: z.number(),
  member_id: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  is_admin: z.boolean(),
  status: z.enum(["active", "deactivated"]),
  invitation_pending: z.boolean(),
  designation: z.string().nullable(),
  phone_country_code: z.string().nullable(),
  phone: z.string().nullable(),
  last_login: z.string().nullable(),
  last_connections_download_at: z.string().nullable(),
  regions: z.array(z.object({ id: z.number(), name: z.string() })),
  created_at: z.string(),
});
export type TeamMember = z.infer<typeof TeamMemberSchema>;
export const TeamListResponseSchema = z.object({
  members: z.array(TeamMemberSchema),
  matched: z.number(),
  total: z.number(),
  page_no: z.number(),
});
export const CsvUrlResponseSchema = z.object({ csv_url: z.string() });
export const MemberResponseSchema = z.object({ member: TeamMemberSchema });

export const TEAM_BULK_OPERATIONS = ["activate", "deactivate", "send_welcome_email", "reset_password"] as const;
/** POST teams/team_bulk_operation */
export const TeamBulkInputSchema = z.object({
  operation: z.enum(TEAM_BULK_OPERATIONS, { error: MESSAGES.required }),
  member_ids: idListField(500).min(1, "Select at least one member"),
});
export const TeamBulkResponseSchema = z.object({
  results: z.array(z.object({ member_id: z.number(), ok: z.boolean(), error: z.string().optional() })),
});

export const MembersListResponseSchema = z.object({
  members: z.array(z.object({ id: z.number(), name: z.string(), email: z.string(), role: z.enum(ROLES) })),
});

const phoneFields = {
  phone_country_code: optionalText(5).refine((v) => !v || COUNTRY_CODE_PATTERN.test(v), MESSAGES.invalidPhone),
  phone: optionalText(20).refine((v) => !v || PHONE_PATTERN.test(v), MESSAGES.invalidPhone),
};
const regionIds = z.preprocess(
  (v) => (v === undefined ? undefined : Array.isArray(v) ? v : String(v).split(",").filter(Boolean)),
  idListField(50).optional(),
);

/** POST users/create_member */
export const CreateMemberInputSchema = z.object({
  first_name: requiredText(NAME_MAX_LENGTH),
  last_name: requiredText(NAME_MAX_LENGTH),
  email: emailField,
  role: z.enum(ROLES, { error: MESSAGES.required }),
  designation: optionalText(120),
  ...phoneFields,
  region_ids: regionIds,
});
/** PUT users/{id}/update_member (multipart) */
export const UpdateMemberInputSchema = CreateMemberInputSchema.omit({ email: true }).extend({
  status: z.enum(["active", "deactivated"]).optional(),
});

/** Up to MAX_INVITATION_EMAILS addresses, separated by commas, semicolons or line breaks. */
const emailList = boundedString(INVITATION_EMAILS_MAX_LENGTH).superRefine((v, ctx) => {
  for (const p of emailListProblems(v)) ctx.addIssue({ code: "custom", message: p });
});
/** POST users/bulk_invite — invite colleagues to the team. */
export const BulkInviteInputSchema = z.object({ emails: emailList, role: z.enum(ROLES).default("member") });
/** POST /invitations — invite a school or a college rep to join Quad. */
export const InvitationInputSchema = z.object({
  emails: emailList,
  invitee_type: z.enum(["School", "University"], { error: MESSAGES.required }),
  message: optionalText(1000),
});
export const InviteResultSchema = z.object({
  invited: z.array(z.string()),
  skipped: z.array(z.object({ email: z.string(), reason: z.string() })),
});

/** PUT teams/{id}/assign_regions */
export const AssignRegionsInputSchema = z.object({ region_ids: idListField(50) });
/** GET /api/v1/users/admins_list */
export const AdminsListResponseSchema = z.object({
  admins: z.array(z.object({ id: z.number(), first_name: z.string(), last_name: z.string(), email: z.string() })),
});
