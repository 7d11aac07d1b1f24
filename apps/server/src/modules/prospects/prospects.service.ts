import {
  PROSPECTS_PAGE_SIZE,
  PROSPECTS_TOTAL_CAP,
  type ProspectConnectResponse,
  type ProspectRow,
  type ProspectSearchInput,
  type ProspectSearchResponse,
  type ProspectSummary,
} from "@quad/contract/api/prospects";
import type { ConnectionUserType } from "@quad/contract/rules/connections";
import { MESSAGES } from "@quad/contract/rules/messages";
import { PROSPECT_CONNECT_LIMITS, planRefusal, type TierNeed } from "@quad/contract/rules/plans";
import type { AppContext } from "../../app-context.ts";
import { ForbiddenError, ValidationError } from "../../lib/errors.ts";
import { createGuestNotifications } from "../guest-notifications/guest-notifications.service.ts";
import { createVersionedMemo, normalisedKey, prepareListVersion } from "../list-versions/list-versions.ts";
import { createProspectsRepository } from "./prospects.repository.ts";

type Ctx = Pick<AppContext, "db" | "now">;
type Tier = TierNeed;
interface Me {
  id: number;
  partner_id: number;
}

/** The first day of the calendar month (UTC) of `at`: the connect limit counts from it. */
export function monthStart(at: Date): Date {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1));
}

/** Tens below (the offer's figures describe the platform, never a person: decision 112). */
const roundDown = (n: number) => Math.floor(n / 10) * 10;

/**
 * Discover and connect (issue 26 §3, decision 110): the search of discoverable students, the month's connects
 * within the plan's limit, and the plan offer's figures.
 */
export function createProspectsService(ctx: Ctx) {
  const repo = createProspectsRepository(ctx.db);
  const notifier = createGuestNotifications(ctx);
  const prospectsVersion = prepareListVersion(ctx.db, "prospects");
  const connectionsVersion = prepareListVersion(ctx.db, "connections");
  type Found = { rows: Awaited<ReturnType<typeof repo.search>>; counted: number };
  const remembered = createVersionedMemo<Found>(2000);

  /**
   * A page and its capped count, remembered per version of the search table (decision 110): shared by every
   * University while the search does not filter on connections, else the University's own, under its
   * connections' version too.
   */
  async function found(partnerId: number, input: ProspectSearchInput, offset: number): Promise<Found> {
    const own = input.connected !== "any";
    const [version, connections] = await Promise.all([
      prospectsVersion(0),
      own ? connectionsVersion(partnerId) : Promise.resolve(0),
    ]);
    const key = `${own ? `${partnerId}:${connections}` : "all"}:${normalisedKey(input)}`;
    const hit = remembered.get(key, version);
    if (hit) return hit;
    const [rows, counted] = await Promise.all([
      repo.search(partnerId, input, offset, PROSPECTS_PAGE_SIZE + 1),
      repo.countUpTo(partnerId, input, PROSPECTS_TOTAL_CAP),
    ]);
    remembered.set(key, version, { rows, counted });
    return { rows, counted };
  }

  async function usage(partnerId: number, tier: Tier) {
    const limit = PROSPECT_CONNECT_LIMITS[tier];
    const used = await repo.connectsSince(partnerId, monthStart(ctx.now()));
    return { used, limit, remaining: Math.max(0, limit - used), tier };
  }

  return {
    usage,

    /** POST prospects/search: free answers the total and the first page without names; paid, names and pages. */
    async search(me: Me, input: ProspectSearchInput, tier: Tier): Promise<ProspectSearchResponse> {
      if (tier === "free" && input.page_no > 1) throw new ForbiddenError(planRefusal("prospect_engage", "paid"));
      const offset = (input.page_no - 1) * PROSPECTS_PAGE_SIZE;
      const { rows, counted } = await found(me.partner_id, input, offset);
      const page = rows.slice(0, PROSPECTS_PAGE_SIZE);
      const connected =
        input.connected === "any"
          ? await repo.connectedAmong(
              me.partner_id,
              page.map((r) => r.person_id),
            )
          : undefined;
      const exact = counted <= PROSPECTS_TOTAL_CAP;
      const prospects: ProspectRow[] = page.map((r) => ({
        id: r.guest_id,
        name: tier === "paid" ? `${r.first_name} ${r.last_initial}.`.trim() : null,
        user_type: r.user_type as ConnectionUserType,
        country: r.country_id !== null && r.country_name ? { id: r.country_id, name: r.country_name } : null,
        state: r.state,
        graduation_year: r.graduation_year,
        academic_interests: r.academic_interests,
        school_city: r.school_city,
        connected: connected ? connected.has(r.person_id) : input.connected === "connected",
      }));
      return {
        prospects,
        total: exact ? counted : PROSPECTS_TOTAL_CAP,
        total_is_exact: exact,
        page_no: input.page_no,
        per_page: PROSPECTS_PAGE_SIZE,
        has_more: tier === "paid" && rows.length > PROSPECTS_PAGE_SIZE,
        tier,
      };
    },

    /**
     * POST prospects/connect: each discoverable prospect becomes a connection with the source "prospect" (an
     * activity of kind prospect_connect, through the connections trigger), and is told. An already-connected one is
     * skipped and not counted; one who withdrew (or whose consent the University recorded as withdrawn) is refused.
     * Over the month's limit nothing is made (422, saying how many are left).
     */
    async connect(me: Me, prospectIds: readonly number[], tier: Tier): Promise<ProspectConnectResponse> {
      const ids = [...new Set(prospectIds)];
      const limit = PROSPECT_CONNECT_LIMITS[tier];
      const at = ctx.now();
      const institution = await repo.partnerName(me.partner_id);
      return repo.transaction(async (tx) => {
        await repo.lockConnects(tx, me.partner_id);
        const found = new Map((await repo.discoverable(ids, tx)).map((r) => [r.guest_id, r.person_id]));
        const states = await repo.connectionStates(me.partner_id, [...found.values()], tx);
        const connected: number[] = [];
        const skipped: number[] = [];
        const refused: number[] = [];
        const people = new Set<number>();
        for (const id of ids) {
          const person = found.get(id);
          const state = person === undefined ? undefined : states.get(person);
          if (person === undefined || state === "disconnected") refused.push(id);
          else if (state === "live" || people.has(person)) skipped.push(id);
          else {
            connected.push(id);
            people.add(person);
          }
        }
        const used = await repo.connectsSince(me.partner_id, monthStart(at), tx);
        const remaining = Math.max(0, limit - used);
        if (connected.length > remaining) {
          throw new ValidationError({
            prospect_ids:
              remaining === 0
                ? MESSAGES.prospectConnectsUsedUp(limit)
                : MESSAGES.prospectConnectsLeft(remaining, limit, connected.length),
          });
        }
        await repo.recordConnects(tx, me.partner_id, me.id, [...people], at);
        for (const id of connected) await notifier.prospectConnected(id, institution, tx);
        const nowUsed = used + connected.length;
        return { connected, skipped, refused, used: nowUsed, limit, remaining: Math.max(0, limit - nowUsed) };
      });
    },

    /** GET prospects/summary: the plan offer's figures, rounded down to tens. */
    async summary(): Promise<ProspectSummary> {
      const s = await repo.summary();
      return {
        discoverable_students: roundDown(s.students),
        countries: s.countries,
        graduation_years: s.years,
      };
    },
  };
}
export type ProspectsService = ReturnType<typeof createProspectsService>;
