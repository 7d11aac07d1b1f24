import { isKnownTimeZone, WALL_TIME_PATTERN, WEBINAR_MESSAGES } from "@quad/contract/rules/partner-webinars";
import type { Db } from "../../db/client.ts";
import type { Notifier } from "../notifications/notifications.service.ts";
import { instantOf } from "./partner-webinars.view.ts";
import { createProviderCatalogueRepository } from "./provider-catalogue.repository.ts";

/** What Quad's operators do to the provider's catalogue (the `npm run webinars` command and the demo seed). */
export function createProviderCatalogue(deps: { db: Db; notifier?: Notifier }) {
  const repo = createProviderCatalogueRepository(deps.db);
  return {
    async addCategory(input: { name: string; name_zh?: string; description?: string; position?: number }) {
      const name = input.name.trim();
      if (!name) throw new Error("The category needs a name");
      const row = await repo.insertCategory({
        name,
        name_zh: input.name_zh?.trim() || null,
        description: input.description?.trim() || null,
        position: input.position ?? 0,
      });
      if (row) return { ...row, created: true };
      const existing = await repo.findCategory({ name });
      return { ...(existing as { id: number; name: string }), created: false };
    },

    /** A category by id or by name (case-insensitive). */
    async findCategory(ref: string) {
      return repo.findCategory(/^\d+$/.test(ref) ? { id: Number(ref) } : { name: ref.trim() });
    },

    /**
     * Adds an event; a published one is announced to every university and application client
     * (a WebinarCategory notification, which links to the events catalogue).
     */
    async addEvent(input: {
      category: string;
      title: string;
      start: string;
      end: string;
      timezone: string;
      description?: string;
      draft?: boolean;
    }) {
      const category = await this.findCategory(input.category);
      if (!category) throw new Error(`No webinar category ${input.category}`);
      if (!input.title.trim()) throw new Error("The event needs a title");
      if (!isKnownTimeZone(input.timezone)) throw new Error(WEBINAR_MESSAGES.invalidTimezone);
      if (!WALL_TIME_PATTERN.test(input.start) || !WALL_TIME_PATTERN.test(input.end))
        throw new Error("Times are YYYY-MM-DDTHH:mm in the event's time zone");
      const start = instantOf(input.start, input.timezone);
      const end = instantOf(input.end, input.timezone);
      if (end <= start) throw new Error(WEBINAR_MESSAGES.endAfterStart);
      const status = input.draft ? "draft" : "published";
      const row = await repo.insertEvent({
        category_id: category.id,
        title: input.title.trim(),
        description: input.description?.trim() || null,
        start_time: start,
        end_time: end,
        timezone: input.timezone,
        status,
      });
      let notified = 0;
      if (status === "published" && deps.notifier) {
        const hosts = await repo.activeHosts();
        for (const h of hosts) {
          await deps.notifier.notifyPartner(h.id, {
            notification_type: "WebinarCategory",
            message_key: "providerEventOpen",
            message_params: { title: row?.title ?? "" },
            fair_name: row?.title ?? null,
          });
          notified += 1;
        }
      }
      return { id: row?.id as number, title: row?.title as string, status, category: category.name, notified };
    },

    list: () => repo.list(),
  };
}
