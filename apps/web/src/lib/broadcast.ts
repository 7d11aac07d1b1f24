/**
 * Cross-tab messages (spec 1 §4): a logout in one tab is broadcast to the others, and a tab acts on it
 * only while it is hidden.
 */

export const BROADCAST_CHANNEL_NAME = "quad-portal";

export type BroadcastMessage = { type: "logout" };

type ChannelLike = Pick<BroadcastChannel, "postMessage" | "close"> & {
  addEventListener: (type: "message", listener: (event: MessageEvent) => void) => void;
  removeEventListener: (type: "message", listener: (event: MessageEvent) => void) => void;
};

export type ChannelFactory = (name: string) => ChannelLike | null;

const defaultFactory: ChannelFactory = (name) =>
  typeof BroadcastChannel === "undefined" ? null : new BroadcastChannel(name);

let shared: ChannelLike | null | undefined;

/** One channel per tab, used to send and to listen: a channel never receives its own messages. */
function tabChannel(factory: ChannelFactory | undefined): ChannelLike | null {
  if (factory) return factory(BROADCAST_CHANNEL_NAME);
  if (shared === undefined) shared = defaultFactory(BROADCAST_CHANNEL_NAME);
  return shared;
}

function isBroadcastMessage(value: unknown): value is BroadcastMessage {
  return typeof value === "object" && value !== null && (value as { type?: unknown }).type === "logout";
}

/** Tells the other tabs that this one signed out. */
export function broadcastLogout(factory?: ChannelFactory): void {
  tabChannel(factory)?.postMessage({ type: "logout" } satisfies BroadcastMessage);
}

/**
 * Calls `onLogout` when another tab signs out while this document is hidden. Returns an unsubscribe
 * function.
 */
export function listenForLogout(
  onLogout: () => void,
  options: { factory?: ChannelFactory; isHidden?: () => boolean } = {},
): () => void {
  const channel = tabChannel(options.factory);
  if (!channel) return () => {};
  const isHidden = options.isHidden ?? (() => document.visibilityState === "hidden");
  const listener = (event: MessageEvent) => {
    if (isBroadcastMessage(event.data) && isHidden()) onLogout();
  };
  channel.addEventListener("message", listener);
  return () => channel.removeEventListener("message", listener);
}
