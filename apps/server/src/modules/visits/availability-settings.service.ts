import type { AppContext } from "../../app-context.ts";
import { ForbiddenError, ValidationError } from "../../lib/errors.ts";
import type { UserWithPartner } from "../users/users.repository.ts";
import { createVisitSchoolsRepository, type SchoolVisitSettings } from "./visit-schools.repository.ts";

/** A school's visit settings: contacts, auto-accept, publishing, messages, default location. */
export function createAvailabilitySettingsService(ctx: Pick<AppContext, "db" | "now">) {
  const { now } = ctx;
  const schools = createVisitSchoolsRepository(ctx.db);

  function assertSchool(me: UserWithPartner) {
    if (me.institute_type !== "School") throw new ForbiddenError("Only schools have availability settings");
  }

  const contacts = (partnerId: number, ids: number[]) => schools.activeContacts(partnerId, ids);

  async function patch(me: UserWithPartner, values: SchoolVisitSettings) {
    assertSchool(me);
    await schools.saveSettings(me.partner_id, values, now());
    return get(me);
  }

  async function get(me: UserWithPartner) {
    assertSchool(me);
    const p = await schools.settings(me.partner_id);
    if (!p) throw new ForbiddenError("Only schools have availability settings");
    const [primary] = p.primary_contact_user_id ? await contacts(p.id, [p.primary_contact_user_id]) : [];
    return {
      school: {
        id: p.id,
        name: p.name,
        timezone: p.timezone,
        is_event_auto_accept: p.is_event_auto_accept,
        publish_events: p.publish_events,
        instructions: p.instructions,
        confirmation_message: p.confirmation_message,
        event_location: p.event_location,
      },
      primary_contact: primary ?? null,
      member_contacts: await contacts(p.id, p.notified_contact_ids),
      booking_link: `/schedule-appointment/${p.id}`,
    };
  }

  return {
    get,
    async setContacts(me: UserWithPartner, primaryId: number, memberIds: number[]) {
      const ids = [...new Set([primaryId, ...memberIds])];
      const found = await contacts(me.partner_id, ids);
      if (found.length !== ids.length)
        throw new ValidationError({ primary_contact_id: "Choose active members of your team" });
      return patch(me, {
        primary_contact_user_id: primaryId,
        notified_contact_ids: memberIds.filter((id) => id !== primaryId),
      });
    },
    setPublish: (me: UserWithPartner, publish: boolean) => patch(me, { publish_events: publish }),
    setMessages: (me: UserWithPartner, m: { instructions?: string; confirmation_message?: string }) =>
      patch(me, { instructions: m.instructions ?? null, confirmation_message: m.confirmation_message ?? null }),
    setLocation: (me: UserWithPartner, location: string) => patch(me, { event_location: location }),
  };
}
