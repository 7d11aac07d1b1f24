import { notifications, notificationsStore } from "@mantine/notifications";
import { afterEach, describe, expect, it } from "vitest";
import { showToast, TOAST_LIMIT } from "./toast";

describe("showToast", () => {
  afterEach(() => notifications.clean());

  it("shows a new toast at once, closing the oldest past the limit instead of queueing the new one", () => {
    notificationsStore.setState({ ...notificationsStore.getState(), limit: TOAST_LIMIT });
    for (const n of [1, 2, 3, 4, 5]) showToast({ id: `t${n}`, message: `toast ${n}` });
    const { notifications: shown, queue } = notificationsStore.getState();
    expect(shown.map((n) => n.id)).toEqual(["t3", "t4", "t5"]);
    expect(queue).toEqual([]);
  });

  it("keeps the others when a toast is shown again under its own id", () => {
    notificationsStore.setState({ ...notificationsStore.getState(), limit: TOAST_LIMIT });
    for (const n of [1, 2, 3]) showToast({ id: `t${n}`, message: `toast ${n}` });
    showToast({ id: "t2", message: "toast 2 again" });
    expect(notificationsStore.getState().notifications.map((n) => n.id)).toEqual(["t1", "t2", "t3"]);
  });
});
