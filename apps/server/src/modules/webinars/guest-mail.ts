import type { MailMessage } from "../../plugins/mailer.ts";
import { escapeHtml } from "../mail/templates.ts";

/** The mail offering a freed seat to the first waitlisted guest (until the offer expires). */
export function seatOfferMail(
  to: string,
  name: string,
  session: { title: string },
  link: string,
  expiresAt: Date,
  locale: string,
): MailMessage {
  const until = expiresAt.toISOString().replace("T", " ").slice(0, 16);
  const t =
    locale === "zh-CN"
      ? {
          subject: `有空位了：${session.title}`,
          body: `${name}，您好：您在候补名单上的场次“${session.title}”有了空位。请在 ${until} (UTC) 前确认报名，逾期名额将让给下一位。`,
          action: "确认报名",
        }
      : {
          subject: `A seat is free: ${session.title}`,
          body: `Hello ${name}, a seat has freed up in "${session.title}", for which you are on the waitlist. Confirm your registration before ${until} (UTC); after that the seat passes to the next guest.`,
          action: "Confirm my seat",
        };
  return {
    to,
    subject: t.subject,
    text: `${t.body}\n\n${t.action}: ${link}`,
    html: `<p>${escapeHtml(t.body)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(t.action)}</a></p>`,
  };
}
