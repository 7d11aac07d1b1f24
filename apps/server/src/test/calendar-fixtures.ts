import { events } from "../modules/visits/visits.table.ts";
import type { TestApp } from "./app.ts";

export const DAY = 86_400_000;

/** A confirmed visit of the university at a school, `days` from now, 10:00–11:00 in the school's zone. */
export async function confirmedVisit(t: TestApp, universityId: number, days: number, location = "Main hall") {
  const school = await t.createPartner({ institute_type: "School", timezone: "Europe/London" });
  const date = new Date(Date.now() + days * DAY).toISOString().slice(0, 10);
  const [row] = await t.db
    .insert(events)
    .values({
      school_partner_id: school.id,
      university_partner_id: universityId,
      event_date: date,
      start_minute: 600,
      end_minute: 660,
      status: "confirm",
      location,
    })
    .returning();
  if (!row) throw new Error("visit not created");
  return { ...row, school };
}
