import type { Locale } from "./constants.ts";

/**
 * The texts of notifications in both languages. The server stores a notification's key and parameters
 * (and the English text, for search and older clients); the app and the e-mails render it in the reader's
 * language. One catalogue for both sides, complete for every locale by type.
 */
export const NOTIFICATION_MESSAGES = {
  visitBooked: {
    "en-US": "{{partner}} booked a visit on {{when}}",
    "zh-CN": "{{partner}} 预约了 {{when}} 的访问",
  },
  visitRequested: {
    "en-US": "{{partner}} requested a visit on {{when}}",
    "zh-CN": "{{partner}} 申请了 {{when}} 的访问",
  },
  visitRequestSent: {
    "en-US": "{{partner}} sent a visit request",
    "zh-CN": "{{partner}} 发送了访问请求",
  },
  visitConfirmed: {
    "en-US": "{{partner}} confirmed the visit on {{when}}",
    "zh-CN": "{{partner}} 确认了 {{when}} 的访问",
  },
  visitDeclined: {
    "en-US": "{{partner}} declined the visit on {{when}}",
    "zh-CN": "{{partner}} 拒绝了 {{when}} 的访问",
  },
  visitCancelled: {
    "en-US": "{{partner}} cancelled the visit on {{when}}",
    "zh-CN": "{{partner}} 取消了 {{when}} 的访问",
  },
  visitRescheduled: {
    "en-US": "{{partner}} rescheduled the visit to {{when}}",
    "zh-CN": "{{partner}} 将访问改期至 {{when}}",
  },
  visitLocationSet: {
    "en-US": "{{partner}} set the location of the visit on {{when}}",
    "zh-CN": "{{partner}} 设置了 {{when}} 访问的地点",
  },
  visitMessage: {
    "en-US": "{{partner}} sent you a message about the visit on {{when}}",
    "zh-CN": "{{partner}} 就 {{when}} 的访问给您发来消息",
  },
  visitRated: {
    "en-US": "{{partner}} rated their visit {{rating}} out of 5",
    "zh-CN": "{{partner}} 为访问打了 {{rating}} 分（满分 5 分）",
  },
  connectionsNew: {
    "en-US": "{{count}} new student connections this week",
    "zh-CN": "本周新增 {{count}} 位学生联系人",
  },
  applicationNew: {
    "en-US": "{{student}} applied to {{program}}",
    "zh-CN": "{{student}} 申请了 {{program}}",
  },
  programApproved: {
    "en-US": "Your program {{program}} was approved",
    "zh-CN": "您的项目 {{program}} 已获批准",
  },
  programActivated: {
    "en-US": "{{actor}} activated the program {{program}}",
    "zh-CN": "{{actor}} 启用了项目 {{program}}",
  },
  programDeactivated: {
    "en-US": "{{actor}} deactivated the program {{program}}",
    "zh-CN": "{{actor}} 停用了项目 {{program}}",
  },
  webinarOpen: {
    "en-US": "{{title}} is open for registration",
    "zh-CN": "{{title}} 现已开放报名",
  },
  providerEventOpen: {
    "en-US": "{{title}} is open for participation",
    "zh-CN": "{{title}} 现已开放参与",
  },
  memberAdded: {
    "en-US": "{{actor}} added {{member}} to the team",
    "zh-CN": "{{actor}} 将 {{member}} 添加到了团队",
  },
  roleChanged: {
    "en-US": "{{actor}} changed your role to {{role}}",
    "zh-CN": "{{actor}} 将您的角色更改为{{role}}",
  },
} as const satisfies Record<string, Record<Locale, string>>;

export type NotificationMessageKey = keyof typeof NOTIFICATION_MESSAGES;

/**
 * Parameters: plain texts (names), numbers, and two that are rendered per language:
 * `date` (YYYY-MM-DD) with optional `time` (HH:mm) and `timezone` give {{when}}; `role` is a role value.
 */
export type NotificationParams = Record<string, string | number | null | undefined>;

const ROLE_LABELS: Record<string, Record<Locale, string>> = {
  admin: { "en-US": "admin", "zh-CN": "管理员" },
  member: { "en-US": "member", "zh-CN": "成员" },
  admission_officer: { "en-US": "admission officer", "zh-CN": "招生官" },
};

const DATE_TO_AGREE: Record<Locale, string> = { "en-US": "a date to agree", "zh-CN": "待商定的日期" };

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/**
 * A visit's date and wall-clock time as the reader's language writes it, from the stored strings alone
 * (no zone arithmetic, no global date-library locale): "Apr 14, 2027 07:10am" or "2027年4月14日 07:10".
 */
function when(params: NotificationParams, locale: Locale): string {
  const date = typeof params.date === "string" ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(params.date) : null;
  if (!date) return DATE_TO_AGREE[locale];
  const [, year, month, day] = date;
  const time = typeof params.time === "string" ? /^(\d{1,2}):(\d{2})/.exec(params.time) : null;
  const zone = typeof params.timezone === "string" && params.timezone ? ` (${params.timezone})` : "";
  const hour = Number(time?.[1] ?? 0);
  const minute = time?.[2] ?? "00";
  if (locale === "zh-CN") {
    const clock = time ? ` ${String(hour).padStart(2, "0")}:${minute}` : "";
    return `${year}年${Number(month)}月${Number(day)}日${clock}${zone}`;
  }
  const clock = time ? ` ${String(hour % 12 || 12).padStart(2, "0")}:${minute}${hour < 12 ? "am" : "pm"}` : "";
  return `${MONTHS[Number(month) - 1]} ${day}, ${year}${clock}${zone}`;
}

export function isNotificationMessageKey(key: unknown): key is NotificationMessageKey {
  return typeof key === "string" && Object.hasOwn(NOTIFICATION_MESSAGES, key);
}

/** The notification's text in `locale`; an unknown placeholder stays visible rather than vanishing. */
export function renderNotificationMessage(
  key: NotificationMessageKey,
  params: NotificationParams,
  locale: Locale,
): string {
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(params)) {
    if (value !== null && value !== undefined) values[name] = String(value);
  }
  values.when = when(params, locale);
  if (typeof params.role === "string") values.role = ROLE_LABELS[params.role]?.[locale] ?? params.role;
  return NOTIFICATION_MESSAGES[key][locale].replace(/\{\{(\w+)\}\}/g, (all, name: string) => values[name] ?? all);
}
