import type { Locale } from "@quad/contract/rules/constants";
import { fitSubject } from "../../lib/mail-subject.ts";
import type { MailMessage } from "../../plugins/mailer.ts";

export type Texts = { subject: string; greeting: string; body: string; action: string; footer: string };

export const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

/** A mail of greeting, body, an optional button and footer, as text and HTML. */
export function render(to: string, t: Texts, link?: string): MailMessage {
  const text = [t.greeting, "", t.body, ...(link ? ["", `${t.action}: ${link}`] : []), "", t.footer].join("\n");
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1f2937">
<p>${escapeHtml(t.greeting)}</p><p>${escapeHtml(t.body)}</p>${
    link
      ? `<p><a href="${escapeHtml(link)}" style="background:#4c6ef5;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(t.action)}</a></p><p style="font-size:12px;color:#6b7280">${escapeHtml(link)}</p>`
      : ""
  }<p style="font-size:12px;color:#6b7280">${escapeHtml(t.footer)}</p></body></html>`;
  return { to, subject: fitSubject(t.subject), text, html };
}

export const FOOTER = { "en-US": "— The Quad team", "zh-CN": "— Quad 团队" } as const;

/** The closing line of every notification mail. */
export const NOTIFICATION_FOOTER: Record<Locale, string> = {
  "en-US": "You can change which mails you get in My Settings on Quad. — The Quad team",
  "zh-CN": "您可以在 Quad 的“我的设置”中更改邮件偏好。— Quad 团队",
};

export function passwordResetMail(to: string, name: string, link: string, locale: Locale): MailMessage {
  const t =
    locale === "zh-CN"
      ? {
          subject: "重置您的 Quad 密码",
          greeting: `${name}，您好：`,
          body: "我们收到了重置您密码的请求。该链接一小时内有效，且只能使用一次。如果不是您本人操作，请忽略此邮件。",
          action: "重置密码",
        }
      : {
          subject: "Reset your Quad password",
          greeting: `Hello ${name},`,
          body: "We received a request to reset your password. The link is valid for one hour and works once. If you did not ask for it, ignore this mail.",
          action: "Reset password",
        };
  return render(to, { ...t, footer: FOOTER[locale] }, link);
}

export function emailConfirmationMail(to: string, name: string, link: string, locale: Locale): MailMessage {
  const t =
    locale === "zh-CN"
      ? {
          subject: "验证您在 Quad 的邮箱",
          greeting: `${name}，您好：`,
          body: "感谢您注册 Quad。请点击下方链接验证您的邮箱。验证后，我们会在 24 小时内审核并开通您的机构账户。",
          action: "验证邮箱",
        }
      : {
          subject: "Validate your email for Quad",
          greeting: `Hello ${name},`,
          body: "Thank you for registering on Quad. Please validate your email with the link below. Once it is validated we approve your institution within 24 hours.",
          action: "Validate email",
        };
  return render(to, { ...t, footer: FOOTER[locale] }, link);
}

export function approvalRequestMail(to: string, institution: string, type: string, admin: string): MailMessage {
  return render(to, {
    subject: `New ${type} registration awaiting approval: ${institution}`,
    greeting: "Hello customer success,",
    body: `${admin} validated their email for ${institution} (${type}). Approve it with: npm run approve -- ${admin}`,
    action: "",
    footer: FOOTER["en-US"],
  });
}

export function accountApprovedMail(to: string, name: string, link: string, locale: Locale): MailMessage {
  const t =
    locale === "zh-CN"
      ? {
          subject: "您的 Quad 账户已开通",
          greeting: `${name}，您好：`,
          body: "您的机构已通过审核，现在可以登录 Quad 了。",
          action: "登录",
        }
      : {
          subject: "Your Quad account is approved",
          greeting: `Hello ${name},`,
          body: "Your institution has been approved. You can sign in to Quad now.",
          action: "Sign in",
        };
  return render(to, { ...t, footer: FOOTER[locale] }, link);
}

export function teamInvitationMail(
  to: string,
  institution: string,
  inviter: string,
  link: string,
  locale: Locale,
): MailMessage {
  const t =
    locale === "zh-CN"
      ? {
          subject: `${inviter} 邀请您加入 Quad 上的 ${institution}`,
          greeting: "您好：",
          body: `${inviter} 邀请您加入 ${institution} 在 Quad 的团队。请点击下方链接设置密码并加入。该链接 7 天内有效。`,
          action: "设置密码并加入",
        }
      : {
          subject: `${inviter} invited you to join ${institution} on Quad`,
          greeting: "Hello,",
          body: `${inviter} invited you to join the ${institution} team on Quad. Set your password with the link below to join. The link is valid for 7 days.`,
          action: "Set password and join",
        };
  return render(to, { ...t, footer: FOOTER[locale] }, link);
}

export function partnerInvitationMail(
  to: string,
  institution: string,
  inviter: string,
  link: string,
  note: string | undefined,
): MailMessage {
  return render(
    to,
    {
      subject: `${inviter} of ${institution} invites you to Quad`,
      greeting: "Hello,",
      body: `${inviter} of ${institution} invites you to join Quad, where universities and schools plan visits and events together.${note ? `\n\n"${note}"` : ""}`,
      action: "Register on Quad",
      footer: FOOTER["en-US"],
    },
    link,
  );
}

/**
 * A notification as a mail: its text in the reader's language and a button to where the notification
 * leads in the app (the same place as in the app; the notifications page when it leads nowhere else).
 */
export function notificationMail(
  to: string,
  message: string,
  sub: string | null,
  link: string,
  locale: Locale,
): MailMessage {
  const toList = link.endsWith("/notifications");
  return render(
    to,
    {
      subject: message,
      greeting: locale === "zh-CN" ? "您好：" : "Hello,",
      body: sub ? `${message}\n\n${sub}` : message,
      action: toList
        ? locale === "zh-CN"
          ? "查看通知"
          : "View notifications"
        : locale === "zh-CN"
          ? "在 Quad 中查看"
          : "Open in Quad",
      footer: NOTIFICATION_FOOTER[locale],
    },
    link,
  );
}

/** A session was cancelled by its host: one mail per registrant, in the guest's language and zone. */
export function webinarCancelledMail(
  to: string,
  name: string,
  facts: { title: string; host: string; when: string; reason: string | null },
  link: string,
  locale: Locale,
): MailMessage {
  const t =
    locale === "zh-CN"
      ? {
          subject: `已取消：${facts.title}`,
          greeting: `${name}，您好：`,
          body: `${facts.host} 取消了原定于 ${facts.when} 举行的“${facts.title}”。${facts.reason ? `\n\n原因：${facts.reason}` : ""}\n\n您无需做任何操作。欢迎报名参加其他场次。`,
          action: "查看其他场次",
        }
      : {
          subject: `Cancelled: ${facts.title}`,
          greeting: `Hello ${name},`,
          body: `${facts.host} has cancelled "${facts.title}", which was planned for ${facts.when}.${facts.reason ? `\n\nReason: ${facts.reason}` : ""}\n\nThere is nothing you need to do. You are welcome to register for another session.`,
          action: "See other sessions",
        };
  return render(to, { ...t, footer: FOOTER[locale] }, link);
}

/**
 * A registration named an address that already has an account: the registration answers as any other
 * (it must not tell a stranger which addresses have accounts, decision 060), and the owner learns here.
 */
export function registrationForExistingAccountMail(
  to: string,
  name: string,
  signInLink: string,
  locale: Locale,
): MailMessage {
  const t =
    locale === "zh-CN"
      ? {
          subject: "您已拥有 Quad 账户",
          greeting: `${name}，您好：`,
          body: "有人（可能是您本人）使用此邮箱在 Quad 注册机构。此邮箱已有账户，因此未创建新的注册。请直接登录；如果忘记了密码，请在登录页选择“忘记密码”。如果不是您本人操作，请忽略此邮件。",
          action: "登录",
        }
      : {
          subject: "You already have a Quad account",
          greeting: `Hello ${name},`,
          body: "Someone, perhaps you, tried to register an institution on Quad with this address. It already has an account, so nothing new was registered. Please sign in; if you do not remember your password, choose “Forgot password?” on the sign-in page. If it was not you, ignore this mail.",
          action: "Sign in",
        };
  return render(to, { ...t, footer: FOOTER[locale] }, signInLink);
}
