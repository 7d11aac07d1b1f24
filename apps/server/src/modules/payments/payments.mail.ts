import { LOCALES, type Locale } from "@quad/contract/rules/constants";
import { minorToText, type PaymentKind } from "@quad/contract/rules/payments";
import type { MailMessage } from "../../plugins/mailer.ts";
import { FOOTER, render } from "../mail/templates.ts";

const KIND_WORDS: Record<Locale, Record<PaymentKind, string>> = {
  "en-US": { application_fee: "application fee", deposit: "enrolment deposit" },
  "zh-CN": { application_fee: "申请费", deposit: "入学押金" },
};

export interface ReceiptFacts {
  to: string;
  name: string;
  locale: string | null;
  kind: PaymentKind;
  amountMinor: number;
  currency: string;
  program: string;
  institution: string;
  paidAt: Date;
  link: string;
}

/** The receipt of a paid fee or deposit, in the student's language (webinar_users.locale; English by default). */
export function receiptMail(f: ReceiptFacts): MailMessage {
  const locale: Locale = (LOCALES as readonly string[]).includes(f.locale ?? "") ? (f.locale as Locale) : "en-US";
  const what = KIND_WORDS[locale][f.kind];
  const amount = `${minorToText(f.amountMinor, f.currency)} ${f.currency}`;
  const day = f.paidAt.toISOString().slice(0, 10);
  const t =
    locale === "zh-CN"
      ? {
          subject: `付款回执：${f.program} ${what}`,
          greeting: `${f.name}，您好：`,
          body: `我们已收到您支付给 ${f.institution} 的“${f.program}”${what}：${amount}（${day}）。\n\n请保留此邮件作为付款凭证。`,
          action: "查看付款",
        }
      : {
          subject: `Receipt: ${what} for ${f.program}`,
          greeting: `Hello ${f.name},`,
          body: `We received your ${what} for "${f.program}" at ${f.institution}: ${amount} on ${day}.\n\nPlease keep this mail as your receipt.`,
          action: "See the payment",
        };
  return render(f.to, { ...t, footer: FOOTER[locale] }, f.link);
}
