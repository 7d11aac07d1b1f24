import { afterEach, describe, expect, it, vi } from "vitest";
import { BROADCAST_CHANNEL_NAME, broadcastLogout, type ChannelFactory, listenForLogout } from "./broadcast";

const opened: BroadcastChannel[] = [];
const factory: ChannelFactory = (name) => {
  const channel = new BroadcastChannel(name);
  opened.push(channel);
  return channel;
};

const tick = () => new Promise((resolve) => setTimeout(resolve, 30));

afterEach(() => {
  for (const channel of opened.splice(0)) channel.close();
});

describe("logout broadcast", () => {
  it("signs out another tab that is hidden", async () => {
    const onLogout = vi.fn();
    listenForLogout(onLogout, { factory, isHidden: () => true });
    broadcastLogout(factory);
    await tick();
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it("is ignored by a visible tab", async () => {
    const onLogout = vi.fn();
    listenForLogout(onLogout, { factory, isHidden: () => false });
    broadcastLogout(factory);
    await tick();
    expect(onLogout).not.toHaveBeenCalled();
  });

  it("ignores other messages on the channel and stops after unsubscribing", async () => {
    const onLogout = vi.fn();
    const stop = listenForLogout(onLogout, { factory, isHidden: () => true });
    factory(BROADCAST_CHANNEL_NAME)?.postMessage({ type: "hello" });
    await tick();
    expect(onLogout).not.toHaveBeenCalled();
    stop();
    broadcastLogout(factory);
    await tick();
    expect(onLogout).not.toHaveBeenCalled();
  });
});
