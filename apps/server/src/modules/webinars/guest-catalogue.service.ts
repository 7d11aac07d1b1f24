import { GuestSessionsListResponseSchema, TrendingSessionsResponseSchema } from "@quad/contract/api/webinars";
import { MESSAGES } from "@quad/contract/rules/messages";
import { WEBINAR_PAGE_SIZE, type WebinarTab } from "@quad/contract/rules/webinar-sessions";
import type { AppContext } from "../../app-context.ts";
import { NotFoundError } from "../../lib/errors.ts";
import { containsPattern } from "../../lib/like.ts";
import { StoredAnswer } from "../list-versions/list-versions.ts";
import { createCatalogueMemo } from "./catalogue-memo.ts";
import { createGuestAnswers, overlay } from "./guest-answers.ts";
import { type CatalogueSessionRow, createGuestCatalogueRepository } from "./guest-catalogue.repository.ts";
import { toGuestSession } from "./guest-session.view.ts";
import type { GuestRow } from "./guests.repository.ts";

const TRENDING_PER_TAB = 8;
const FEATURED_LIMIT = 8;

const storedAnswer = <T>(schema: { parse: (value: unknown) => T }, value: T) =>
  new StoredAnswer(Buffer.from(JSON.stringify(schema.parse(value))));

/**
 * The guest catalogue (published sessions only) as guests and visitors read it: answers remembered per
 * catalogue version and clock step (decisions 041 and 048). Registrations are guest-registration.service.ts.
 */
export function createGuestCatalogueService(ctx: Pick<AppContext, "db" | "config" | "now">) {
  const { db, config, now } = ctx;
  const repo = createGuestCatalogueRepository(db);
  const links = { appUrl: config.appUrl, secret: config.fileUrlSecret };
  const memo = createCatalogueMemo(db);
  const { remember } = memo;
  const { withGuest, guestAnswer } = createGuestAnswers(memo, repo);

  const trendingRows = (at: Date) => async () => ({
    current: await repo.trending(null, "current", at, TRENDING_PER_TAB),
    upcoming: await repo.trending(null, "upcoming", at, TRENDING_PER_TAB),
    past: await repo.trending(null, "past", at, TRENDING_PER_TAB),
  });
  const categoryPage = (categoryId: number, tab: WebinarTab | undefined, pageNo: number, at: Date) => async () => {
    await mustCategory(categoryId);
    return repo.page(null, { categoryIds: [categoryId], tab }, at, pageNo, WEBINAR_PAGE_SIZE);
  };

  const list = (rows: CatalogueSessionRow[], guest: GuestRow | null, at: Date) =>
    rows.map((r) => toGuestSession(r, Boolean(guest), at, links));

  async function mustGet(guest: GuestRow | null, id: number, at: Date) {
    const row = await repo.get(guest?.id ?? null, id, at);
    if (!row) throw new NotFoundError(MESSAGES.sessionNotFound);
    return row;
  }

  async function mustCategory(id: number) {
    if (!(await repo.categoryExists(id))) throw new NotFoundError();
  }

  return {
    async categories() {
      return { categories: await repo.categories(now()) };
    },

    async trending(guest: GuestRow | null) {
      const at = now();
      const rows = await remember("trending", { at }, trendingRows(at));
      // One read of the guest's registrations for all three tabs.
      const all = await withGuest([...rows.current, ...rows.upcoming, ...rows.past], guest);
      const current = all.slice(0, rows.current.length);
      const upcoming = all.slice(current.length, current.length + rows.upcoming.length);
      const past = all.slice(current.length + upcoming.length);
      return { current: list(current, guest, at), upcoming: list(upcoming, guest, at), past: list(past, guest, at) };
    },

    /** A visitor's trending answer, checked and serialised once per catalogue version and clock step. */
    async trendingForVisitors() {
      return remember("trending:answer", { at: now() }, async () =>
        storedAnswer(TrendingSessionsResponseSchema, await this.trending(null)),
      );
    },

    /** A signed-in guest's trending answer, checked and serialised once per version, clock step and own registrations. */
    async trendingForGuest(guest: GuestRow) {
      const at = now();
      type Rows = Awaited<ReturnType<ReturnType<typeof trendingRows>>>;
      return guestAnswer(
        guest,
        "trending",
        { at },
        (version) => memo.rememberAt("trending", { at }, version, trendingRows(at)),
        (rows: Rows) => [...rows.current, ...rows.upcoming, ...rows.past],
        (rows, mine) =>
          storedAnswer(TrendingSessionsResponseSchema, {
            current: list(overlay(rows.current, mine), guest, at),
            upcoming: list(overlay(rows.upcoming, mine), guest, at),
            past: list(overlay(rows.past, mine), guest, at),
          }),
      );
    },

    /** A category's featured sessions not yet ended (the category page's header). */
    async featured(guest: GuestRow | null, categoryId: number) {
      await mustCategory(categoryId);
      const at = now();
      const page = await remember("featured", { categoryId, at }, () =>
        repo.page(null, { categoryIds: [categoryId], featured: true }, at, 1, FEATURED_LIMIT),
      );
      return { sessions: list(await withGuest(page.rows, guest), guest, at) };
    },

    async categoryEvents(guest: GuestRow | null, categoryId: number, tab: WebinarTab | undefined, pageNo: number) {
      const at = now();
      const page = await remember(
        `events:${tab ?? "all"}:${pageNo}`,
        { categoryId, at },
        categoryPage(categoryId, tab, pageNo, at),
      );
      const sessions = list(await withGuest(page.rows, guest), guest, at);
      return { sessions, matched: page.matched, total: page.total, page_no: pageNo };
    },

    /** A visitor's page of a category, checked and serialised once per category version and clock step. */
    async categoryEventsForVisitors(categoryId: number, tab: WebinarTab | undefined, pageNo: number) {
      return remember(`events:answer:${tab ?? "all"}:${pageNo}`, { categoryId, at: now() }, async () =>
        storedAnswer(GuestSessionsListResponseSchema, await this.categoryEvents(null, categoryId, tab, pageNo)),
      );
    },

    /** A signed-in guest's page of a category, checked and serialised once per version, clock step and own registrations. */
    async categoryEventsForGuest(guest: GuestRow, categoryId: number, tab: WebinarTab | undefined, pageNo: number) {
      const at = now();
      const scope = { categoryId, at };
      const key = `events:${tab ?? "all"}:${pageNo}`;
      type Page = Awaited<ReturnType<ReturnType<typeof categoryPage>>>;
      return guestAnswer(
        guest,
        key,
        scope,
        (version) => memo.rememberAt(key, scope, version, categoryPage(categoryId, tab, pageNo, at)),
        (page: Page) => page.rows,
        (page, mine) =>
          storedAnswer(GuestSessionsListResponseSchema, {
            sessions: list(overlay(page.rows, mine), guest, at),
            matched: page.matched,
            total: page.total,
            page_no: pageNo,
          }),
      );
    },

    /** One session as the guest sees it (published only; 404 otherwise). */
    async detail(guest: GuestRow, id: number, at = now()) {
      return { session: toGuestSession(await mustGet(guest, id, at), true, at, links) };
    },

    async categoryEvent(guest: GuestRow | null, categoryId: number, eventId: number) {
      const at = now();
      const row = await mustGet(guest, eventId, at);
      // A session without a category is asked for under category 0.
      if ((row.category_id ?? 0) !== categoryId) throw new NotFoundError(MESSAGES.sessionNotFound);
      return { session: toGuestSession(row, Boolean(guest), at, links) };
    },

    async filter(
      guest: GuestRow | null,
      input: {
        search_text?: string;
        category_ids?: number[];
        start_date?: string;
        end_date?: string;
        tab?: WebinarTab;
        page_no: number;
      },
    ) {
      const at = now();
      const to = input.end_date ? new Date(Date.parse(`${input.end_date}T00:00:00Z`) + 86_400_000) : undefined;
      const page = await repo.page(
        guest?.id ?? null,
        {
          categoryIds: input.category_ids,
          tab: input.tab,
          searchPattern: containsPattern(input.search_text),
          from: input.start_date ? new Date(`${input.start_date}T00:00:00Z`) : undefined,
          to,
        },
        at,
        input.page_no,
        WEBINAR_PAGE_SIZE,
      );
      return { sessions: list(page.rows, guest, at), matched: page.matched, total: page.total, page_no: input.page_no };
    },

    async mine(guest: GuestRow, includePast: boolean, pageNo: number) {
      const at = now();
      const page = await repo.mine(guest.id, includePast, at, pageNo, WEBINAR_PAGE_SIZE);
      return { sessions: list(page.rows, guest, at), matched: page.matched, total: page.total, page_no: pageNo };
    },
  };
}
