import type { Locale } from "@quad/contract/rules/constants";
import { WATCH_WINDOW_DAYS, type WebinarMailKind } from "@quad/contract/rules/webinar-timing";

/** Minutes before the start at which the attached calendar entry rings. */
export const WEBINAR_ALARM_MINUTES = 15;

interface KindTexts {
  /** `left`: the time left until the start, as the language says it ("5 hours"); used by the reminders. */
  subject: (title: string, left: string) => string;
  lead: (title: string, left: string) => string;
  action: string;
}

const MINUTE_MS = 60_000;

/**
 * The time left until a session's start, rounded as people say it: whole hours from 90 minutes on ("5 hours",
 * "24 hours"), "1 hour" from 50 minutes, else minutes by fives ("45 minutes", at least 5). A reminder sent later
 * than its moment (a session made or moved less than a day ahead) says the real time left, never "24 hours".
 */
export function timeLeft(ms: number, locale: Locale): string {
  const minutes = Math.max(0, ms) / MINUTE_MS;
  if (minutes >= 90) {
    const hours = Math.round(minutes / 60);
    return locale === "zh-CN" ? `${hours} 小时` : `${hours} hours`;
  }
  if (minutes >= 50) return locale === "zh-CN" ? "1 小时" : "1 hour";
  const fives = Math.max(5, Math.round(minutes / 5) * 5);
  return locale === "zh-CN" ? `${fives} 分钟` : `${fives} minutes`;
}

/** The words of the webinar mails, per language and kind. */
export const WEBINAR_MAIL_TEXTS = {
  "en-US": {
    greeting: (name: string) => `Hello ${name},`,
    colon: ": ",
    when: "When",
    where: "Where",
    host: "Host",
    online: "Online",
    offerUntil: "Offer open until",
    replayUntil: "Replay in Quad until",
    calendar: `The attached calendar file (webinar.ics) adds the session to your calendar with a reminder ${WEBINAR_ALARM_MINUTES} minutes before it starts.`,
    footer: "You get this mail because you registered for this session on Quad. — The Quad team",
    joinLink: "Your join link",
    joinNote:
      "This link is yours alone: it opens the meeting from 15 minutes before the start and records your attendance. Please do not share it.",
    addToCalendar: "Add to your calendar",
    pageAction: "Open the session page",
    google: "Google Calendar",
    outlook: "Outlook",
    apple: "Apple Calendar (.ics)",
    kinds: {
      confirmation: {
        subject: (t) => `You're registered: ${t}`,
        lead: (t) => `You have a seat in ${t}. We will remind you 24 hours and 1 hour before it starts.`,
        action: "Join the session",
      },
      waitlisted: {
        subject: (t) => `You're on the waitlist: ${t}`,
        lead: (t) =>
          `${t} is full, so you are on its waiting list. If a seat frees up, we will mail you and hold it for you for a while.`,
        action: "See the session",
      },
      reminder_24h: {
        subject: (t, left) => `Reminder: ${t} starts in ${left}`,
        lead: (t, left) => `${t} starts in ${left}. Sign in to Quad to join it from the session page.`,
        action: "Open the session",
      },
      reminder_1h: {
        subject: (t, left) => `Starting soon: ${t} starts in ${left}`,
        lead: (t, left) => `${t} starts in ${left}. Sign in to Quad to join it from the session page.`,
        action: "Join the session",
      },
      thanks: {
        subject: (t) => `Thank you for attending ${t}`,
        lead: (t) => `Thank you for attending ${t}. We hope to see you at the next session.`,
        action: "See the session",
      },
      replay: {
        subject: (t) => `Missed ${t}? Watch the replay`,
        lead: (t) =>
          `You missed ${t}, but the recording is waiting for you in Quad for ${WATCH_WINDOW_DAYS} days after the session.`,
        action: "Watch the replay",
      },
      waitlist_offer: {
        subject: (t) => `A seat is free for you: ${t}`,
        lead: (t) =>
          `A seat has opened up in ${t} and it is yours if you accept it before the offer ends; after that it goes to the next person on the waiting list.`,
        action: "Accept the seat",
      },
    } satisfies Record<WebinarMailKind, KindTexts>,
  },
  "zh-CN": {
    greeting: (name: string) => `${name}，您好：`,
    colon: "：",
    when: "时间",
    where: "地点",
    host: "主办方",
    online: "线上",
    offerUntil: "名额保留至",
    replayUntil: "回放可观看至",
    calendar: `附件中的日历文件（webinar.ics）会将本场活动添加到您的日历，并在开始前 ${WEBINAR_ALARM_MINUTES} 分钟提醒您。`,
    footer: "您收到此邮件，是因为您在 Quad 上报名了本场活动。— Quad 团队",
    joinLink: "您的专属参会链接",
    joinNote: "此链接仅供您本人使用：活动开始前 15 分钟起可进入会议，并会记录您的出席。请勿转发。",
    addToCalendar: "添加到日历",
    pageAction: "打开活动页面",
    google: "Google 日历",
    outlook: "Outlook",
    apple: "Apple 日历（.ics）",
    kinds: {
      confirmation: {
        subject: (t) => `报名成功：${t}`,
        lead: (t) => `您已成功报名 ${t}。我们会在开始前 24 小时和 1 小时提醒您。`,
        action: "加入活动",
      },
      waitlisted: {
        subject: (t) => `您已进入候补名单：${t}`,
        lead: (t) => `${t} 名额已满，您已进入候补名单。如有名额空出，我们会发邮件通知您，并为您保留一段时间。`,
        action: "查看活动",
      },
      reminder_24h: {
        subject: (t, left) => `提醒：${t} 将在 ${left}后开始`,
        lead: (t, left) => `${t} 将在 ${left}后开始。请登录 Quad，在活动页面加入。`,
        action: "打开活动页面",
      },
      reminder_1h: {
        subject: (t, left) => `即将开始：${t} 将在 ${left}后开始`,
        lead: (t, left) => `${t} 将在 ${left}后开始。请登录 Quad，在活动页面加入。`,
        action: "加入活动",
      },
      thanks: {
        subject: (t) => `感谢您参加 ${t}`,
        lead: (t) => `感谢您参加 ${t}，期待在下一场活动中与您相见。`,
        action: "查看活动",
      },
      replay: {
        subject: (t) => `错过了 ${t}？观看回放`,
        lead: (t) => `您错过了 ${t}，活动结束后 ${WATCH_WINDOW_DAYS} 天内可在 Quad 观看回放。`,
        action: "观看回放",
      },
      waitlist_offer: {
        subject: (t) => `为您保留了一个名额：${t}`,
        lead: (t) => `${t} 空出了一个名额。请在名额保留期结束前接受，逾期名额将转给候补名单中的下一位。`,
        action: "接受名额",
      },
    } satisfies Record<WebinarMailKind, KindTexts>,
  },
} satisfies Record<Locale, unknown>;
