import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { partners } from "../partners/partners.table.ts";
import { providerEvents, webinarCategories } from "../webinars/webinar-catalogue.table.ts";

export type NewCategory = typeof webinarCategories.$inferInsert;
export type NewProviderEvent = typeof providerEvents.$inferInsert;

/** The provider's catalogue (categories and events) as Quad's operators keep it. */
export function createProviderCatalogueRepository(db: Db) {
  const byName = (name: string) => eq(sql`lower(${webinarCategories.name})`, name.toLowerCase());
  return {
    /** Adds the category; undefined when one of that name (any case) exists. */
    async insertCategory(values: NewCategory) {
      const [row] = await db
        .insert(webinarCategories)
        .values(values)
        .onConflictDoNothing()
        .returning({ id: webinarCategories.id, name: webinarCategories.name });
      return row;
    },
    /** A category by its id, or by its name (case-insensitive). */
    async findCategory(ref: { id: number } | { name: string }) {
      const [row] = await db
        .select({ id: webinarCategories.id, name: webinarCategories.name })
        .from(webinarCategories)
        .where("id" in ref ? eq(webinarCategories.id, ref.id) : byName(ref.name));
      return row;
    },
    async insertEvent(values: NewProviderEvent) {
      const [row] = await db
        .insert(providerEvents)
        .values(values)
        .returning({ id: providerEvents.id, title: providerEvents.title });
      return row;
    },
    /** The active universities and application clients (told of a published event). */
    async activeHosts() {
      return db
        .select({ id: partners.id })
        .from(partners)
        .where(
          and(inArray(partners.institute_type, ["University", "ApplicationClient"]), eq(partners.status, "active")),
        );
    },
    async list() {
      const categories = await db
        .select()
        .from(webinarCategories)
        .orderBy(asc(webinarCategories.position), asc(webinarCategories.id));
      const events = await db.select().from(providerEvents).orderBy(asc(providerEvents.start_time));
      return { categories, events };
    },
  };
}
