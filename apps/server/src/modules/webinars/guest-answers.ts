import { LRUCache } from "lru-cache";
import type { StoredAnswer } from "../list-versions/list-versions.ts";
import { CATALOGUE_CLOCK_MS, type createCatalogueMemo, type GuestRegistration } from "./catalogue-memo.ts";
import type { CatalogueSessionRow, createGuestCatalogueRepository } from "./guest-catalogue.repository.ts";
import type { GuestRow } from "./guests.repository.ts";

/** Signed-in guests' own answers remembered (those with a registration among the answer's sessions). */
const GUEST_ANSWERS_MAX = 2_000;

/** What of a guest's registrations an answer shows, as text: equal texts give equal answers. */
const fingerprint = (regs: GuestRegistration[]) =>
  regs
    .map(
      (r) =>
        `${r.webinar_id}:${r.registration_id}:${r.registration_status}:${r.offer_expires_at?.getTime() ?? ""}:${r.reg_is_attending ? 1 : 0}${r.reg_is_video_watched ? 1 : 0}`,
    )
    .sort()
    .join(",");

/** Rows with a guest's registrations laid over (those of other sessions are left aside). */
export function overlay(
  rows: CatalogueSessionRow[],
  registrations: Pick<GuestRegistration, "webinar_id">[],
): CatalogueSessionRow[] {
  if (registrations.length === 0) return rows;
  const mine = new Map(registrations.map((r) => [r.webinar_id, r]));
  return rows.map((row) => {
    const reg = mine.get(row.id);
    return reg ? { ...row, ...reg } : row;
  });
}

/** Signed-in guests' catalogue answers: the remembered public rows with each guest's own registrations. */
export function createGuestAnswers(
  memo: ReturnType<typeof createCatalogueMemo>,
  repo: Pick<ReturnType<typeof createGuestCatalogueRepository>, "registrationsOf">,
) {
  const guestAnswers = new LRUCache<string, { stamp: string; answer: StoredAnswer }>({ max: GUEST_ANSWERS_MAX });

  return {
    /** Public rows (remembered, the same for everyone) with the signed-in guest's own registrations laid over. */
    async withGuest(rows: CatalogueSessionRow[], guest: GuestRow | null): Promise<CatalogueSessionRow[]> {
      if (!guest || rows.length === 0) return rows;
      return overlay(
        rows,
        await repo.registrationsOf(
          guest.id,
          rows.map((r) => r.id),
        ),
      );
    },

    /**
     * A signed-in guest's answer as a StoredAnswer (decision 048). One statement reads the catalogue version and
     * the guest's registrations; the public rows come from the memo. A guest with no registration among the
     * rows gets the signed-in variant of the public answer, remembered like the visitors'; one with some gets
     * their own answer, remembered until the version, the clock step or those registrations change.
     */
    async guestAnswer<Rows>(
      guest: GuestRow,
      key: string,
      scope: { categoryId?: number; at: Date },
      rowsOf: (version: number) => Promise<Rows>,
      sessionsOf: (rows: Rows) => CatalogueSessionRow[],
      answerOf: (rows: Rows, registrations: GuestRegistration[]) => StoredAnswer,
    ): Promise<StoredAnswer> {
      const { version, registrations } = await memo.state(scope.categoryId, guest.id);
      const rows = await rowsOf(version);
      const ids = new Set(sessionsOf(rows).map((r) => r.id));
      const mine = registrations.filter((r) => ids.has(r.webinar_id));
      if (mine.length === 0) return memo.rememberAt(`${key}:signed-in`, scope, version, async () => answerOf(rows, []));
      const step = Math.floor(scope.at.getTime() / CATALOGUE_CLOCK_MS);
      const stamp = `${version}@${step}|${fingerprint(mine)}`;
      const memoKey = `${guest.id}:${scope.categoryId ?? "all"}:${key}`;
      const hit = guestAnswers.get(memoKey);
      if (hit?.stamp === stamp) return hit.answer;
      const answer = answerOf(rows, mine);
      guestAnswers.set(memoKey, { stamp, answer });
      return answer;
    },
  };
}
