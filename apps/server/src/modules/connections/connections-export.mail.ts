import type { Locale } from "@quad/contract/rules/constants";
import dayjs from "dayjs";
import timezone from "dayjs/plugin/timezone.js";
import utc from "dayjs/plugin/utc.js";
import type { MailMessage } from "../../plugins/mailer.ts";
import { escapeHtml } from "../mail/templates.ts";

dayjs.extend(utc);
dayjs.extend(timezone);

export interface ExportReadyMailInput {
  to: string;
  first_name: string;
  locale: Locale;
  rows: number;
  /** The signed download link. */
  link: string;
  /** When the link stops working, and the zone to say it in. */
  expires_at: Date;
  timezone: string;
}

/** "Your connections export is ready": the row count and the signed link, with the day the link ends. */
export function exportReadyMail(input: ExportReadyMailInput): MailMessage {
  const until = dayjs(input.expires_at).tz(input.timezone);
  const zh = input.locale === "zh-CN";
  const rows = new Intl.NumberFormat(input.locale).format(input.rows);
  const t = zh
    ? {
        subject: "您的联系人导出文件已准备好",
        greeting: `${input.first_name}，您好：`,
        body: `您导出的 ${rows} 位联系人已写入 CSV 文件。`,
        validity: `下载链接有效期至 ${until.format("YYYY年M月D日 HH:mm")}（${input.timezone}），无需登录即可下载，请勿转发。`,
        action: "下载文件",
        footer: "— Quad 团队",
      }
    : {
        subject: "Your connections export is ready",
        greeting: `Hello ${input.first_name},`,
        body: `The ${rows} connection${input.rows === 1 ? "" : "s"} you exported ${input.rows === 1 ? "is" : "are"} in the CSV file.`,
        validity: `The download link works until ${until.format("MMM D, YYYY h:mm A")} (${input.timezone}) without signing in: please do not forward it.`,
        action: "Download the file",
        footer: "— The Quad team",
      };
  const text = [t.greeting, "", t.body, t.validity, "", `${t.action}: ${input.link}`, "", t.footer].join("\n");
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1f2937">
<p>${escapeHtml(t.greeting)}</p><p>${escapeHtml(t.body)}</p><p>${escapeHtml(t.validity)}</p>
<p><a href="${escapeHtml(input.link)}" style="background:#4c6ef5;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(t.action)}</a></p>
<p style="font-size:12px;color:#6b7280">${escapeHtml(input.link)}</p><p style="font-size:12px;color:#6b7280">${escapeHtml(t.footer)}</p></body></html>`;
  return { to: input.to, subject: t.subject, text, html };
}
