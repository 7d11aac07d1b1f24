/**
 * Reads of the university dashboard (issue 12, decision 050). Every figure of the POST dashboards/* calls
 * comes from the rollup tables, each read by its primary key's prefix (partner_id first); the lists of new
 * connections and activities, the visits and the sessions read their own tables through their indexes.
 */
import type { Db } from "../../db/client.ts";
import { createDashboardBookingsRepository } from "./dashboard-bookings.repository.ts";
import { createDashboardFiguresRepository } from "./dashboard-figures.repository.ts";
import { createDashboardListsRepository } from "./dashboard-lists.repository.ts";
import { createDashboardPreferencesRepository } from "./dashboard-preferences.repository.ts";
import { createDashboardWeekRepository } from "./dashboard-week.repository.ts";

/** Every read and write of the dashboard, one repository per concern. */
export function createDashboardRepository(db: Db) {
  return {
    ...createDashboardFiguresRepository(db),
    ...createDashboardListsRepository(db),
    ...createDashboardWeekRepository(db),
    ...createDashboardPreferencesRepository(db),
    ...createDashboardBookingsRepository(db),
  };
}
export type DashboardRepository = ReturnType<typeof createDashboardRepository>;
