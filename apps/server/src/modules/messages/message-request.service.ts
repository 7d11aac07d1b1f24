import { SLACK_MESSAGES } from "@quad/contract/rules/slack";
import { VISIT_MESSAGES, visitMessagingOpen } from "@quad/contract/rules/visits";
import type { AppContext } from "../../app-context.ts";
import { ValidationError } from "../../lib/errors.ts";
import { createNotifier } from "../notifications/notifications.service.ts";
import type { UserWithPartner } from "../users/users.repository.ts";
import { createVisitsAccess } from "../visits/visits.access.ts";
import { visitFacts, visitWhen } from "../visits/visits.view.ts";

type Ctx = Pick<AppContext, "db" | "now" | "mailer" | "config" | "live">;

/**
 * PUT institutes/send_message_request (issue 25 §4, decision 092): a message from one side of a visit to the
 * other. Every active member of the other institution gets it as a notification (live, in the panel) and, as
 * with every visit notification, by mail unless they turned visit mails off; the mail is the visit's mail
 * with the message, the sender's name and address (to answer directly), and the visit's calendar file.
 * Only while messaging the visit is open (decision 099, `visitMessagingOpen`): a 422 on event_id otherwise.
 */
export function createMessageRequestService(ctx: Ctx) {
  const access = createVisitsAccess(ctx);
  const notifier = createNotifier(ctx);

  return {
    async send(me: UserWithPartner, eventId: number, message: string) {
      const row = await access.get(me, eventId);
      const event = access.view(row);
      const open = visitMessagingOpen({
        status: event.status,
        eventDate: event.event_date,
        today: access.todayIn(event.school_timezone),
        changedAt: event.updated_at,
        now: ctx.now(),
      });
      if (!open) throw new ValidationError({ event_id: VISIT_MESSAGES.messagingClosed });
      const toSchool = me.partner_id !== event.school.id;
      const sender = `${me.first_name ?? ""} ${me.last_name ?? ""}`.trim() || me.email;
      const ids = await notifier.notifyPartner(toSchool ? event.school.id : event.university.id, {
        notification_type: "Event",
        message_key: "visitMessage",
        message_params: { partner: me.partner_name, ...visitWhen(event) },
        sub_message: `${message}\n\n— ${sender}, ${me.partner_name} (${me.email})`,
        partner_school: event.school.name,
        partner_university: event.university.name,
        event_id: event.id,
        visit: visitFacts(row),
      });
      return { message: SLACK_MESSAGES.messageSent, recipients: ids.length };
    },
  };
}
