import {
  GUEST_NOTIFICATIONS_PER_PAGE,
  type GuestNotificationSchema,
  type GuestNotificationsResponseSchema,
} from "@quad/contract/api/guest-notifications";
import type { ApplicationResult, ApplicationStatus } from "@quad/contract/rules/application";
import type { z } from "zod";
import type { AppContext } from "../../app-context.ts";
import type { Db } from "../../db/client.ts";
import type { ApplicationUpdate } from "../applications/application-ports.ts";
import { createGuestNotificationsRepository, type GuestNotificationRow } from "./guest-notifications.repository.ts";

type Ctx = Pick<AppContext, "db" | "now">;
type GuestNotification = z.infer<typeof GuestNotificationSchema>;

const toNotification = (r: GuestNotificationRow): GuestNotification => ({
  id: r.id,
  kind: r.kind as GuestNotification["kind"],
  application_id: r.application_id,
  program_name: r.program_name,
  institution_name: r.institution_name,
  status: r.status as ApplicationStatus | null,
  result: r.result as ApplicationResult | null,
  is_read: r.is_read,
  created_at: r.created_at.toISOString(),
});

/** A webinar guest's notifications (decision 056): written when an application changes, read and marked by them. */
/** Implements applications' GuestNotifier port (wired in app.ts). */
export function createGuestNotifications(ctx: Ctx) {
  const repo = createGuestNotificationsRepository(ctx.db);

  return {
    async applicationUpdated(u: ApplicationUpdate, tx?: Pick<Db, "insert">) {
      await repo.insert(
        {
          webinar_user_id: u.guestId,
          kind: "application_updated",
          application_id: u.applicationId,
          program_name: u.program,
          institution_name: u.institution,
          status: u.status,
          result: u.result,
          created_at: ctx.now(),
        },
        tx,
      );
    },

    /** A university connected to the student, who chose to be discoverable (issue 26 §3). */
    async prospectConnected(guestId: number, institution: string, tx?: Pick<Db, "insert">) {
      await repo.insert(
        {
          webinar_user_id: guestId,
          kind: "prospect_connected",
          application_id: null,
          program_name: "",
          institution_name: institution,
          status: null,
          result: null,
          created_at: ctx.now(),
        },
        tx,
      );
    },

    async list(guestId: number, pageNo: number): Promise<z.infer<typeof GuestNotificationsResponseSchema>> {
      const [rows, counts] = await Promise.all([
        repo.page(guestId, (pageNo - 1) * GUEST_NOTIFICATIONS_PER_PAGE, GUEST_NOTIFICATIONS_PER_PAGE),
        repo.counts(guestId),
      ]);
      return {
        notifications: rows.slice(0, GUEST_NOTIFICATIONS_PER_PAGE).map(toNotification),
        unread_count: counts.unread,
        total: counts.total,
        page_no: pageNo,
        has_more: rows.length > GUEST_NOTIFICATIONS_PER_PAGE,
      };
    },

    async markRead(guestId: number, input: { ids?: number[]; read_all?: boolean }) {
      await repo.markRead(guestId, input.read_all ? "all" : (input.ids ?? []));
      return { unread_count: (await repo.counts(guestId)).unread };
    },
  };
}
