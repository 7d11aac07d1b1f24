import {
  type NotificationsListInput,
  NotificationsListResponseSchema,
  type NotificationType,
} from "@quad/contract/api/notifications";
import { LOCALES, type Locale } from "@quad/contract/rules/constants";
import { notificationLink } from "@quad/contract/rules/notification-links";
import {
  type NotificationMessageKey,
  type NotificationParams,
  renderNotificationMessage,
} from "@quad/contract/rules/notification-messages";
import type { z } from "zod";
import type { AppContext } from "../../app-context.ts";
import { createVersionedList, type StoredAnswer } from "../list-versions/list-versions.ts";
import { notificationMail } from "../mail/templates.ts";
import { type VisitFacts, visitMail } from "../mail/visit-mail.ts";
import { mailsNotification } from "./notification-mail.rules.ts";
import { createNotificationsRepository, type RecipientRow } from "./notifications.repository.ts";

type NotificationsListAnswer = z.infer<typeof NotificationsListResponseSchema>;

/** What another area says when it notifies someone. */
/** The text: a catalogue key with its parameters (rendered in each reader's language), or a fixed text. */
type MessageInput =
  | { message_key: NotificationMessageKey; message_params: NotificationParams; message?: undefined }
  | { message: string; message_key?: undefined; message_params?: undefined };

export type NotificationInput = MessageInput & {
  notification_type: NotificationType;
  sub_message?: string | null;
  fair_name?: string | null;
  institute_name?: string | null;
  program_name?: string | null;
  partner_university?: string | null;
  partner_school?: string | null;
  participate_by?: string | null;
  image_name?: string | null;
  application_id?: number | null;
  event_id?: number | null;
  /**
   * The visit a visit's notification is about (not stored): its mail then links the visit, gives the
   * time in the reader's zone, the place, and the visit as a calendar file.
   */
  visit?: VisitFacts;
};

const asLocale = (value: string): Locale =>
  ((LOCALES as readonly string[]).includes(value) ? value : "en-US") as Locale;

/** The notification's text in `locale`. */
function messageIn(input: MessageInput, locale: Locale): string {
  return input.message_key
    ? renderNotificationMessage(input.message_key, input.message_params, locale)
    : (input.message ?? "");
}

/** What a notification row keeps of its text: the English text, and every language's text for search. */
export function storedTexts(input: MessageInput) {
  return {
    message: messageIn(input, "en-US"),
    message_key: input.message_key ?? null,
    message_params: input.message_params ?? null,
    search_text: [...new Set(LOCALES.map((locale) => messageIn(input, locale)))].join("\n"),
  };
}

type Ctx = Pick<AppContext, "db" | "now" | "mailer" | "config" | "live">;

type Recipient = RecipientRow;

/**
 * The notifications module every area calls: stores one row per recipient, announces it live
 * to every open tab, and mails the recipients whose email preferences ask for that kind.
 */
export function createNotifier(ctx: Ctx) {
  const repo = createNotificationsRepository(ctx.db);

  /** The mail address of the product's sender (MAIL_FROM may be "Name <address>"). */
  const sender = /<([^>]+)>/.exec(ctx.config.MAIL_FROM)?.[1] ?? ctx.config.MAIL_FROM;

  /** The notification's mail for one reader, in their language. */
  function mailFor(r: Recipient, input: NotificationInput) {
    const locale = asLocale(r.locale);
    if (input.visit && input.message_key) {
      return visitMail({
        reader: { ...r, locale },
        visit: input.visit,
        message_key: input.message_key,
        message_params: input.message_params,
        sub_message: input.sub_message ?? null,
        appUrl: ctx.config.appUrl,
        sender,
        now: ctx.now(),
      });
    }
    return notificationMail(
      r.email,
      messageIn(input, locale),
      input.sub_message ?? null,
      `${ctx.config.appUrl}${notificationLink({
        notification_type: input.notification_type,
        event_id: input.event_id ?? null,
        application_id: input.application_id ?? null,
      })}`,
      locale,
    );
  }

  async function deliver(recipients: Recipient[], input: NotificationInput) {
    const { visit: _visit, ...stored } = input;
    const at = ctx.now();
    const rows = await repo.insert(
      recipients.map((r) => ({
        ...stored,
        ...storedTexts(input),
        user_id: r.id,
        partner_id: r.partner_id,
        created_at: at,
      })),
    );
    await ctx.live.publish(rows.map((r) => [r.user_id, r.id]));
    for (const r of recipients) {
      if (mailsNotification(r, input.notification_type)) await ctx.mailer.send(mailFor(r, input));
    }
    return rows.map((r) => r.id);
  }

  return {
    /** Notifies given users (active ones). */
    async notifyUsers(userIds: number[], input: NotificationInput) {
      if (!userIds.length) return [];
      const recipients = await repo.activeUsers(userIds);
      return deliver(recipients, input);
    },
    /** Notifies every active user of an institution. */
    async notifyPartner(partnerId: number, input: NotificationInput) {
      const recipients = await repo.activeMembers(partnerId);
      return deliver(recipients, input);
    },
  };
}
export type Notifier = ReturnType<typeof createNotifier>;

export function createNotificationsService(ctx: Pick<AppContext, "db">) {
  const repo = createNotificationsRepository(ctx.db);
  const notificationsList = createVersionedList<NotificationsListAnswer>(
    ctx.db,
    "notifications",
    NotificationsListResponseSchema,
  );
  return {
    /** As JSON text; recomputed only when the user's notifications changed since the same question was last answered. */
    async list(userId: number, input: NotificationsListInput): Promise<StoredAnswer> {
      return notificationsList(userId, JSON.stringify(input), async () => {
        const filtered =
          input.notification_type !== undefined || input.is_read !== undefined || Boolean(input.search_text?.trim());
        const [notifications, counts, filterCount] = await Promise.all([
          repo.page(userId, input),
          repo.counts(userId),
          // Without filters the filtered count is the total: no second count.
          filtered ? repo.filterCount(userId, input) : undefined,
        ]);
        return { notifications, ...counts, filter_count: filterCount ?? counts.total, page_no: input.page_no };
      });
    },
    async markRead(userId: number, ids: number[] | "all") {
      const updated = await repo.markRead(userId, ids);
      return { updated, unread_count: await repo.unreadCount(userId) };
    },
    markReadAboutEvent: repo.markReadAboutEvent,
    markReadAboutApplication: repo.markReadAboutApplication,
    byIds: repo.byIds,
    unreadCount: repo.unreadCount,
  };
}
