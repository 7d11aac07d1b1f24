import { IdParamSchema } from "@quad/contract/api/common";
import {
  AdminsListResponseSchema,
  AssignRegionsInputSchema,
  BulkInviteInputSchema,
  CreateMemberInputSchema,
  CsvUrlResponseSchema,
  InvitationInputSchema,
  InviteResultSchema,
  MemberResponseSchema,
  MembersListResponseSchema,
  TeamBulkInputSchema,
  TeamBulkResponseSchema,
  TeamListInputSchema,
  TeamListResponseSchema,
  UpdateMemberInputSchema,
} from "@quad/contract/api/team";
import { z } from "zod";
import type { ZodApp } from "../../app-context.ts";
import { readForm } from "../../lib/form.ts";
import { parseOr422 } from "../../lib/validate.ts";
import { authOf } from "../../plugins/auth.ts";
import { sendAnswer } from "../list-versions/list-versions.ts";
import { createTeamBulk } from "./team.bulk.ts";
import { createInviter } from "./team.invites.ts";
import { createTeamService } from "./team.service.ts";

/** Team management (spec 1 §2 Team screen, §7 Team). Admin-only actions answer 403 to members. */
export async function teamRoutes(app: ZodApp) {
  const team = createTeamService(app.ctx);
  const bulk = createTeamBulk(app.ctx, team);
  const inviter = createInviter(app.ctx);
  const tags = ["team"];
  const member = app.requireAuth;
  const admin = [app.requireAuth, app.requireAdmin];

  app.post(
    "/teams",
    {
      config: { readOnly: true },
      preHandler: member,
      schema: {
        summary: "List the team, or download it as CSV",
        tags,
        body: TeamListInputSchema,
        response: { 200: z.union([TeamListResponseSchema, CsvUrlResponseSchema]) },
      },
    },
    async (request, reply) => {
      const me = authOf(request).user;
      if (request.body.download) return team.download(me, request.body);
      return sendAnswer(request, reply, await team.list(me, request.body));
    },
  );

  app.post(
    "/teams/team_bulk_operation",
    {
      config: { throttle: "mail" },
      preHandler: admin,
      schema: {
        summary: "Activate, deactivate, welcome or reset several members",
        tags,
        body: TeamBulkInputSchema,
        response: { 200: TeamBulkResponseSchema },
      },
    },
    async (request) => bulk(authOf(request).user, request.body.operation, request.body.member_ids),
  );

  app.get(
    "/teams/members_list",
    {
      preHandler: member,
      schema: { summary: "All members, for pickers", tags, response: { 200: MembersListResponseSchema } },
    },
    async (request) => team.membersList(authOf(request).user),
  );

  app.get(
    "/teams/:id",
    {
      preHandler: member,
      schema: {
        summary: "A team member",
        tags,
        params: IdParamSchema,
        response: { 200: MemberResponseSchema },
      },
    },
    async (request) => team.get(authOf(request).user, request.params.id),
  );

  app.put(
    "/teams/:id/assign_regions",
    {
      preHandler: admin,
      schema: {
        summary: "Assign a member's connection download regions",
        tags,
        params: IdParamSchema,
        body: AssignRegionsInputSchema,
        response: { 200: MemberResponseSchema },
      },
    },
    async (request) => team.assignRegions(authOf(request).user, request.params.id, request.body.region_ids),
  );

  app.post(
    "/users/create_member",
    {
      config: { throttle: "mail" },
      preHandler: admin,
      schema: {
        summary: "Add a member and mail the invitation",
        tags,
        body: CreateMemberInputSchema,
        response: { 201: MemberResponseSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await team.create(authOf(request).user, request.body)),
  );

  app.put(
    "/users/:id/update_member",
    {
      preHandler: admin,
      schema: {
        summary: "Change a member",
        tags,
        params: IdParamSchema,
        form: UpdateMemberInputSchema,
        response: { 200: MemberResponseSchema },
      },
    },
    async (request) => {
      const { fields } = await readForm(request);
      return team.update(authOf(request).user, request.params.id, parseOr422(UpdateMemberInputSchema, fields));
    },
  );

  app.post(
    "/users/bulk_invite",
    {
      config: { throttle: "mail" },
      preHandler: admin,
      schema: {
        summary: "Invite colleagues by email",
        tags,
        body: BulkInviteInputSchema,
        response: { 200: InviteResultSchema },
      },
    },
    async (request) => inviter.bulkInvite(authOf(request).user, request.body.emails, request.body.role),
  );

  app.post(
    "/invitations",
    {
      config: { throttle: "mail" },
      preHandler: admin,
      schema: {
        summary: "Invite a school or a college rep to Quad",
        tags,
        body: InvitationInputSchema,
        response: { 200: InviteResultSchema },
      },
    },
    async (request) =>
      inviter.invitePartners(
        authOf(request).user,
        request.body.emails,
        request.body.invitee_type,
        request.body.message,
      ),
  );
}

/** GET /api/v1/users/admins_list (outside the partners prefix). */
export async function adminsRoutes(app: ZodApp) {
  const team = createTeamService(app.ctx);
  app.get(
    "/admins_list",
    {
      preHandler: app.requireAuth,
      schema: {
        summary: "The team admins",
        tags: ["team"],

        response: { 200: AdminsListResponseSchema },
      },
    },
    async (request) => team.admins(authOf(request).user),
  );
}
