import type { CreateEventBookingInput } from "@quad/contract/api/dashboard";
import { BOOKING_MINUTES } from "@quad/contract/rules/dashboard";
import { MESSAGES } from "@quad/contract/rules/messages";
import type { AppContext } from "../../app-context.ts";
import { ConflictError, ValidationError } from "../../lib/errors.ts";
import { isUniqueViolation } from "../../lib/pg-errors.ts";
import type { UserWithPartner } from "../users/users.repository.ts";
import { bookingRepMail, bookingUserMail } from "./dashboard.mail.ts";
import { freeSlots, slotWindow } from "./dashboard.slots.ts";
import type { DashboardBookingsRepository } from "./dashboard-bookings.repository.ts";

/** Meetings with the institution's account representative: free slots, a booking (mailed to both), the next ones. */
export function createDashboardBookings(
  ctx: Pick<AppContext, "now" | "mailer" | "config">,
  repo: DashboardBookingsRepository,
) {
  const { now } = ctx;
  return {
    async assignedRep(me: UserWithPartner) {
      const rep = await repo.assignedRep(me.partner_id);
      if (!rep) return { assigned_rep: null };
      const at = now();
      const window = slotWindow(at);
      const booked = new Set(await repo.bookedStarts(rep.id, window.from, window.to));
      return {
        assigned_rep: {
          id: rep.id,
          name: rep.name,
          email: rep.email,
          title: rep.title,
          timezone: rep.timezone,
          available_slots: freeSlots(rep, at, booked),
        },
      };
    },

    async book(me: UserWithPartner, input: CreateEventBookingInput) {
      const rep = await repo.assignedRep(me.partner_id);
      if (!rep) throw new ValidationError({ start_at: MESSAGES.noAccountRep });
      const at = now();
      const start = new Date(input.start_at);
      const window = slotWindow(at);
      const slots = freeSlots(rep, at, new Set());
      if (!slots.includes(start.toISOString())) throw new ValidationError({ start_at: MESSAGES.meetingSlotNotFree });
      const booked = new Set(await repo.bookedStarts(rep.id, window.from, window.to));
      if (booked.has(start.toISOString())) throw new ConflictError(MESSAGES.meetingSlotTaken);
      const end = new Date(start.getTime() + BOOKING_MINUTES * 60_000);
      const comments = input.comments ?? null;
      let id: number;
      try {
        id = await repo.createBooking({
          partnerId: me.partner_id,
          userId: me.id,
          repId: rep.id,
          start,
          end,
          comments,
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw new ConflictError(MESSAGES.meetingSlotTaken);
        throw err;
      }
      const mail = {
        bookingId: id,
        start,
        end,
        comments,
        user: {
          email: me.email,
          first_name: me.first_name,
          last_name: me.last_name,
          locale: me.locale,
          timezone: me.timezone ?? me.partner_timezone ?? "UTC",
        },
        partnerName: me.partner_name,
        rep: { name: rep.name, email: rep.email, timezone: rep.timezone },
        sender: ctx.config.MAIL_FROM.match(/<([^>]+)>/)?.[1] ?? ctx.config.MAIL_FROM,
        stamp: at,
        url: `${ctx.config.appUrl}/dashboard`,
      };
      await ctx.mailer.send(bookingUserMail(mail));
      await ctx.mailer.send(bookingRepMail(mail));
      const booking = {
        id,
        start_at: start.toISOString(),
        end_at: end.toISOString(),
        rep_name: rep.name,
        rep_email: rep.email,
        comments,
      };
      return { event_booking: booking, message: MESSAGES.meetingBooked };
    },

    async upcomingBookings(me: UserWithPartner) {
      return { upcoming_events: await repo.upcomingBookings(me.id, now()) };
    },
  };
}
