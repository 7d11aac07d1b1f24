/**
 * An institution's Slack notifications (issue 25 §4, decision 091): the events it may choose, and the texts
 * the server answers with. Pure: both sides use them.
 */
export const SLACK_EVENTS = ["visit_requested", "visit_confirmed", "application_new"] as const;
export type SlackEvent = (typeof SLACK_EVENTS)[number];

/** What a delivery is: one of the chosen events, a message sent with POST misc/notify_slack, or the settings' test. */
export const SLACK_DELIVERY_KINDS = [...SLACK_EVENTS, "message", "test"] as const;
export type SlackDeliveryKind = (typeof SLACK_DELIVERY_KINDS)[number];

/** A delivery's state: waiting for (another) try, posted, or given up after the last retry. */
export const SLACK_DELIVERY_STATUSES = ["queued", "delivered", "failed"] as const;
export type SlackDeliveryStatus = (typeof SLACK_DELIVERY_STATUSES)[number];

/** Longest text sent to Slack in one message (Slack truncates a text block at 3000 characters). */
export const SLACK_TEXT_MAX = 3000;
/** Longest message to the other side of a visit. */
export const VISIT_MESSAGE_MAX = 2000;

export const SLACK_MESSAGES = {
  notConfigured: "Slack is not set up for your institution. An admin adds its webhook URL in the settings",
  addressRefused:
    "This webhook URL points to an address Quad may not call. Use the URL Slack gave you (https://hooks.slack.com/…)",
  addressUnresolved: "This webhook URL's host name could not be found. Check the URL Slack gave you",
  queued: "The message is on its way to Slack",
  removed: "Slack notifications are turned off",
  messageSent: "Your message has been sent",
  visitNotDated: "This visit has no other side to write to yet",
} as const;
