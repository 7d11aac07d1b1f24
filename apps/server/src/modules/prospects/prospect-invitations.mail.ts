import type { Locale } from "@quad/contract/rules/constants";
import { fitSubject } from "../../lib/mail-subject.ts";
import type { MailMessage } from "../../plugins/mailer.ts";
import { guestZone, instantIn, sessionPageLink } from "../webinars/webinar-mails.ts";

export interface InvitationMailInput {
  appUrl: string;
  email: string;
  first_name: string;
  locale: string;
  guest_timezone: string | null;
  institution: string;
  webinar: { id: number; title: string; start_time: Date; timezone: string; category_id: number | null };
}

const TEXTS = {
  "en-US": {
    subject: (inst: string, title: string) => `${inst} invites you: ${title}`,
    greeting: (name: string) => `Hello ${name},`,
    lead: (inst: string) =>
      `${inst} found you among the students who chose to be discoverable by universities on Quad, and invites you to its session:`,
    when: "When",
    action: "See the session and register",
    footer:
      "You get this mail because you chose to be discoverable by universities on Quad. You can turn that off at any time in your profile. — The Quad team",
  },
  "zh-CN": {
    subject: (inst: string, title: string) => `${inst} 邀请您参加：${title}`,
    greeting: (name: string) => `${name}，您好：`,
    lead: (inst: string) => `${inst} 在愿意被 Quad 上的大学发现的学生中找到了您，诚邀您参加其活动：`,
    when: "时间",
    action: "查看活动并报名",
    footer: "您收到此邮件，是因为您选择了让 Quad 上的大学发现您。您可以随时在个人资料中关闭此选项。—— Quad 团队",
  },
} as const;

/** A prospect's invitation to a University's session, in the prospect's language (decision 112). */
export function invitationMail(input: InvitationMailInput): MailMessage {
  const locale: Locale = input.locale === "zh-CN" ? "zh-CN" : "en-US";
  const t = TEXTS[locale];
  const zone = guestZone({ timezone: input.guest_timezone }, { timezone: input.webinar.timezone });
  const link = sessionPageLink(input.appUrl, input.webinar);
  const text = [
    t.greeting(input.first_name),
    "",
    t.lead(input.institution),
    "",
    input.webinar.title,
    `${t.when}: ${instantIn(input.webinar.start_time, zone, locale)}`,
    "",
    `${t.action}: ${link}`,
    "",
    t.footer,
  ].join("\n");
  return { to: input.email, subject: fitSubject(t.subject(input.institution, input.webinar.title)), text };
}
