import type { ApplicationResult, ApplicationStatus } from "@quad/contract/rules/application";
import { LOCALES, type Locale } from "@quad/contract/rules/constants";
import type { AppContext } from "../../app-context.ts";
import type { MailMessage } from "../../plugins/mailer.ts";
import { FOOTER, render } from "../mail/templates.ts";
import type { ApplicationUpdate } from "./application-ports.ts";
import type { ApplicationsRepository } from "./applications.repository.ts";

/** The applicant's words for statuses and results, in both languages. */
const STATUS_WORDS: Record<Locale, Record<ApplicationStatus, string>> = {
  "en-US": {
    submitted: "submitted",
    in_review: "in review",
    decided: "decided",
    completed: "completed",
    withdrawn: "withdrawn",
  },
  "zh-CN": { submitted: "已提交", in_review: "审核中", decided: "已有结果", completed: "已完成", withdrawn: "已撤回" },
};
const RESULT_WORDS: Record<Locale, Record<ApplicationResult, string>> = {
  "en-US": {
    admitted: "admitted",
    conditional_offer: "a conditional offer",
    waitlisted: "waitlisted",
    rejected: "not admitted",
  },
  "zh-CN": { admitted: "录取", conditional_offer: "有条件录取", waitlisted: "候补", rejected: "未录取" },
};

export interface ApplicationMailFacts {
  program: string;
  institution: string;
  status: ApplicationStatus;
  result: ApplicationResult | null;
}

/** The applicant is told their application's status or result changed (issue 13 §3), in their language. */
export function applicationChangedMail(
  to: string,
  name: string,
  facts: ApplicationMailFacts,
  link: string,
  locale: Locale,
): MailMessage {
  const status = STATUS_WORDS[locale][facts.status];
  const result = facts.result ? RESULT_WORDS[locale][facts.result] : null;
  const t =
    locale === "zh-CN"
      ? {
          subject: `您申请的 ${facts.program} 有更新`,
          greeting: `${name}，您好：`,
          body: `您向 ${facts.institution} 申请的“${facts.program}”状态已更新为：${status}。${result ? `\n\n结果：${result}。` : ""}\n\n您可以随时在 Quad 查看您的申请。`,
          action: "查看我的申请",
        }
      : {
          subject: `Your application to ${facts.program} was updated`,
          greeting: `Hello ${name},`,
          body: `Your application to "${facts.program}" at ${facts.institution} is now ${status}.${result ? `\n\nResult: ${result}.` : ""}\n\nYou can follow your applications on Quad at any time.`,
          action: "See my applications",
        };
  return render(to, { ...t, footer: FOOTER[locale] }, link);
}

/** What the applicant is told of an application as it stands: where they applied, its status and result. */
export interface ToldRow {
  id: number;
  webinar_user_id: number | null;
  email: string;
  first_name: string;
  program_name: string;
  university_name: string;
  status: string;
  result: string | null;
}

/**
 * The applicant's notification (when they applied from the guest area, decision 056) and mail in their language
 * for an application as it stands now.
 */
export async function applicantNotice(
  repo: Pick<ApplicationsRepository, "applicant">,
  ctx: Pick<AppContext, "config">,
  row: ToldRow,
): Promise<{ notice: ApplicationUpdate | null; mail: MailMessage }> {
  const applicant = await repo.applicant(row.webinar_user_id);
  const locale: Locale = (LOCALES as readonly string[]).includes(applicant?.locale ?? "")
    ? (applicant?.locale as Locale)
    : "en-US";
  const status = row.status as ApplicationStatus;
  const result = row.result as ApplicationResult | null;
  const notice =
    row.webinar_user_id === null
      ? null
      : {
          guestId: row.webinar_user_id,
          applicationId: row.id,
          program: row.program_name,
          institution: row.university_name,
          status,
          result,
        };
  const mail = applicationChangedMail(
    applicant?.email ?? row.email,
    applicant?.first_name ?? row.first_name,
    { program: row.program_name, institution: row.university_name, status, result },
    `${ctx.config.appUrl}/webinars/my-sessions?tab=applications`,
    locale,
  );
  return { notice, mail };
}
