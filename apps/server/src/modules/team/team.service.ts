import { type TeamListInput, TeamListResponseSchema, type TeamMember } from "@quad/contract/api/team";
import type { Role } from "@quad/contract/rules/constants";
import { MESSAGES } from "@quad/contract/rules/messages";
import { hasConnectionRegions, rolesFor } from "@quad/contract/rules/team-roles";
import type { z } from "zod";
import type { AppContext } from "../../app-context.ts";
import { csvRow } from "../../lib/csv.ts";
import { NotFoundError, ValidationError } from "../../lib/errors.ts";
import { createSessionsRepository } from "../auth/sessions.repository.ts";
import { createVersionedList, type StoredAnswer } from "../list-versions/list-versions.ts";
import { createNotifier } from "../notifications/notifications.service.ts";
import type { UserWithPartner } from "../users/users.repository.ts";
import { createInviter } from "./team.invites.ts";
import { createTeamRepository, type MemberRow } from "./team.repository.ts";
import { invitationPending, LAST_ADMIN_MESSAGE, removesLastAdmin, SELF_DEACTIVATE_MESSAGE } from "./team.rules.ts";

type Ctx = Pick<AppContext, "db" | "now" | "mailer" | "config" | "storage" | "fileLinks" | "live">;

export function toMember(m: MemberRow, regions: { id: number; name: string }[]): TeamMember {
  return {
    id: m.id,
    member_id: m.id,
    first_name: m.first_name,
    last_name: m.last_name,
    email: m.email,
    role: m.role as Role,
    is_admin: m.role === "admin",
    status: m.status as TeamMember["status"],
    invitation_pending: invitationPending(m),
    designation: m.designation,
    phone_country_code: m.phone_country_code,
    phone: m.phone,
    last_login: m.last_login?.toISOString() ?? null,
    last_connections_download_at: m.last_connections_download_at?.toISOString() ?? null,
    regions,
    created_at: m.created_at.toISOString(),
  };
}

type TeamListAnswer = z.infer<typeof TeamListResponseSchema>;

export function createTeamService(ctx: Ctx) {
  const { db, now } = ctx;
  const repo = createTeamRepository(db);
  const teamList = createVersionedList<TeamListAnswer>(db, "team", TeamListResponseSchema);
  const sessions = createSessionsRepository(db);
  const inviter = createInviter(ctx);
  const notifier = createNotifier(ctx);
  const fullName = (u: { first_name: string; last_name: string; email: string }) =>
    `${u.first_name} ${u.last_name}`.trim() || u.email;

  async function member(me: UserWithPartner, id: number) {
    const m = await repo.findMember(me.partner_id, id);
    if (!m) throw new NotFoundError(`Member ${id} not found`);
    return m;
  }

  /** The role and regions must exist for the institution's kind of team (rules/team-roles.ts). */
  function checkTeamFit(me: UserWithPartner, input: { role?: Role; region_ids?: number[] }) {
    if (input.role && !rolesFor(me.institute_type).includes(input.role)) {
      throw new ValidationError({ role: MESSAGES.roleNotInTeam });
    }
    if (input.region_ids?.length && !hasConnectionRegions(me.institute_type)) {
      throw new ValidationError({ region_ids: MESSAGES.regionsNotInTeam });
    }
  }

  async function checkRegions(ids: number[] | undefined) {
    if (!ids?.length) return;
    const found = await repo.existingRegionIds(ids);
    if (found.length !== new Set(ids).size) throw new ValidationError({ region_ids: "contains an unknown region" });
  }

  /**
   * Applies a role/status change under a lock on the institution row, so two admins acting at
   * once cannot leave it without an active admin.
   */
  async function changeMember(
    me: UserWithPartner,
    m: MemberRow,
    next: { role?: Role; status?: "active" | "deactivated" },
  ) {
    if (next.status === "deactivated" && m.id === me.id) throw new ValidationError({ status: SELF_DEACTIVATE_MESSAGE });
    await repo.transaction(async (tx) => {
      await tx.lockInstitution(me.partner_id);
      const others = await tx.otherActiveAdmins(me.partner_id, m.id);
      if (removesLastAdmin(m, next, others)) {
        throw new ValidationError({ [next.role && next.role !== "admin" ? "role" : "status"]: LAST_ADMIN_MESSAGE });
      }
      await tx.updateMember(m.id, { ...next, updated_at: now() });
    });
    if (next.status === "deactivated") await sessions.revokeAllForUser(m.id, now());
  }

  return {
    changeMember,
    member,

    /** As JSON text; recomputed only when the institution's team changed since the same question was last answered. */
    async list(me: UserWithPartner, input: TeamListInput): Promise<StoredAnswer> {
      return teamList(me.partner_id, JSON.stringify(input), async () => {
        const [rows, counts] = await Promise.all([
          repo.list(me.partner_id, input, input.per_page) as Promise<MemberRow[]>,
          repo.counts(me.partner_id, input),
        ]);
        const regions = await repo.regionsOf(rows.map((r) => r.id));
        const members = rows.map((r) => toMember(r, regions.get(r.id) ?? []));
        return { members, matched: counts.matched, total: counts.total, page_no: input.page_no };
      });
    },

    async download(me: UserWithPartner, input: TeamListInput) {
      const rows = (await repo.list(me.partner_id, input)) as MemberRow[];
      const regions = await repo.regionsOf(rows.map((r) => r.id));
      let csv = csvRow([
        "First name",
        "Last name",
        "Email",
        "Role",
        "Status",
        "Designation",
        "Phone",
        "Regions",
        "Last login",
      ]);
      for (const r of rows) {
        csv += csvRow([
          r.first_name,
          r.last_name,
          r.email,
          r.role,
          r.status,
          r.designation,
          [r.phone_country_code, r.phone].filter(Boolean).join(" "),
          (regions.get(r.id) ?? []).map((g) => g.name).join("; "),
          r.last_login,
        ]);
      }
      const name = await ctx.storage.put(Buffer.from(`\uFEFF${csv}`, "utf8"), "csv");
      return { csv_url: ctx.fileLinks.url(name) as string };
    },

    async get(me: UserWithPartner, id: number) {
      const m = await member(me, id);
      const regions = await repo.regionsOf([m.id]);
      return { member: toMember(m, regions.get(m.id) ?? []) };
    },

    async membersList(me: UserWithPartner) {
      const rows = await repo.activeMembers(me.partner_id);
      return {
        members: rows.map((r) => ({
          id: r.id,
          name: `${r.first_name} ${r.last_name}`.trim() || r.email,
          email: r.email,
          role: r.role as Role,
        })),
      };
    },

    async admins(me: UserWithPartner) {
      return { admins: await repo.admins(me.partner_id) };
    },

    async create(
      me: UserWithPartner,
      input: {
        first_name: string;
        last_name: string;
        email: string;
        role: Role;
        designation?: string;
        phone?: string;
        phone_country_code?: string;
        region_ids?: number[];
      },
    ) {
      checkTeamFit(me, input);
      await checkRegions(input.region_ids);
      if (await repo.emailTaken(input.email)) throw new ValidationError({ email: MESSAGES.emailTaken });
      const id = await inviter.inviteMember(me, input);
      if (input.region_ids) await repo.setRegions(id, input.region_ids);
      const otherAdmins = (await repo.admins(me.partner_id)).map((a) => a.id).filter((a) => a !== me.id);
      await notifier.notifyUsers(otherAdmins, {
        notification_type: "Team",
        message_key: "memberAdded",
        message_params: { actor: fullName(me), member: fullName(input) },
        sub_message: `${input.email} · ${input.role}`,
        institute_name: me.partner_name,
      });
      return this.get(me, id);
    },

    async update(
      me: UserWithPartner,
      id: number,
      input: {
        first_name: string;
        last_name: string;
        role: Role;
        status?: "active" | "deactivated";
        designation?: string;
        phone?: string;
        phone_country_code?: string;
        region_ids?: number[];
      },
    ) {
      const m = await member(me, id);
      checkTeamFit(me, input);
      await checkRegions(input.region_ids);
      if (input.role !== m.role || (input.status && input.status !== m.status)) {
        await changeMember(me, m, { role: input.role, ...(input.status ? { status: input.status } : {}) });
        if (input.role !== m.role && m.id !== me.id) {
          await notifier.notifyUsers([m.id], {
            notification_type: "Team",
            message_key: "roleChanged",
            message_params: { actor: fullName(me), role: input.role },
            institute_name: me.partner_name,
          });
        }
      }
      await repo.updateMember(m.id, {
        first_name: input.first_name,
        last_name: input.last_name,
        designation: input.designation ?? null,
        phone: input.phone ?? null,
        phone_country_code: input.phone_country_code ?? null,
        updated_at: now(),
      });
      if (input.region_ids) await repo.setRegions(m.id, input.region_ids);
      return this.get(me, id);
    },

    async assignRegions(me: UserWithPartner, id: number, regionIds: number[]) {
      const m = await member(me, id);
      checkTeamFit(me, { region_ids: regionIds });
      await checkRegions(regionIds);
      await repo.setRegions(m.id, regionIds);
      return this.get(me, id);
    },
  };
}
export type TeamService = ReturnType<typeof createTeamService>;
