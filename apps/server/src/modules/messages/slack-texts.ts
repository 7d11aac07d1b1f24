import type { ApplicationAnnouncement } from "../applications/application-ports.ts";
import type { VisitAnnouncement } from "../visits/visits.ports.ts";

/** Slack's mrkdwn escapes (&, <, >), so a name can never become a link or a mention. */
export const slackEscape = (text: string) =>
  text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");

const link = (url: string, label: string) => `<${url}|${slackEscape(label)}>`;

/** "Mon, Dec 7, 2026, 10:00 AM (America/New_York)": the visit's time in the school's zone. */
function whenText(startsAt: string | null, zone: string): string {
  if (!startsAt) return "no date yet";
  const text = new Intl.DateTimeFormat("en-US", {
    timeZone: zone,
    weekday: "short",
    month: "short",
    day: "numeric",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
  }).format(new Date(startsAt));
  return `${text} (${zone})`;
}

/**
 * The Slack text of a visit announcement for one of its institutions: what happened, who, when, and a link to the
 * visit on that institution's side (a school opens it under /events, a university under /events-list).
 */
export function visitSlackText(a: VisitAnnouncement, readerIsSchool: boolean, appUrl: string): string {
  const v = a.visit;
  const what = a.kind === "visit_confirmed" ? "Visit confirmed" : "New visit request";
  const page = `${appUrl}${readerIsSchool ? "/events" : "/events-list"}/${v.id}`;
  return [
    `*${what}*: ${slackEscape(v.university)} at ${slackEscape(v.school)}`,
    `When: ${whenText(v.starts_at, v.timezone)}`,
    `By: ${slackEscape(a.by)}`,
    link(page, "Open the visit in Quad"),
  ].join("\n");
}

export function applicationSlackText(a: ApplicationAnnouncement, appUrl: string): string {
  return [
    `*New application*: ${slackEscape(a.student)} applied to ${slackEscape(a.program)}`,
    link(`${appUrl}/direct-apply/applications/${a.applicationId}`, "Open the application in Quad"),
  ].join("\n");
}

export const TEST_TEXT = (institution: string, by: string) =>
  `*Quad is connected* :wave: ${slackEscape(by)} sent this test message for ${slackEscape(institution)}. The events you chose will be posted here.`;
