import { UpdateProfileInputSchema } from "@quad/contract/api/users";
import { describe, expect, it } from "vitest";
import {
  chosenZoneLabel,
  indexForTab,
  phoneCodeOptions,
  profileFormData,
  slackErrorKey,
  tabForIndex,
  tabOfSearch,
  toolState,
  toProfileInput,
  zoneOptions,
} from "./model";

const values = {
  first_name: " Ada ",
  last_name: "Lovelace",
  phone_country_code: "+44",
  phone: "20 7946 0000",
  designation: "",
  biography: "",
  gender: "female",
};

describe("settings tabs", () => {
  it("maps the session's tab index both ways and falls back to the profile", () => {
    expect(tabForIndex(3)).toBe("timezone");
    expect(tabForIndex(9)).toBe("profile");
    expect(indexForTab("password")).toBe(1);
    expect(indexForTab("nope")).toBe(0);
  });

  it("opens the plan's tab from the address (the plan's explanation links there), nothing else", () => {
    expect(tabOfSearch({ tab: "plan" })).toBe("plan");
    expect(tabForIndex(indexForTab("plan"))).toBe("plan");
    expect(tabOfSearch({ tab: "nope" })).toBeNull();
    expect(tabOfSearch({ tab: 3 })).toBeNull();
    expect(tabOfSearch({})).toBeNull();
  });
});

describe("profile form", () => {
  it("gives the contract a valid input with empty optionals left out", () => {
    const input = toProfileInput(values);
    expect(input.designation).toBeUndefined();
    expect(UpdateProfileInputSchema.safeParse(input).success).toBe(true);
  });

  it("lets the contract refuse empty names and a code without +", () => {
    const bad = UpdateProfileInputSchema.safeParse(
      toProfileInput({ ...values, first_name: " ", phone_country_code: "44" }),
    );
    expect(bad.success).toBe(false);
    const paths = bad.error?.issues.map((i) => i.path[0]);
    expect(paths).toEqual(expect.arrayContaining(["first_name", "phone_country_code"]));
  });

  it("sends every field and the photo only when one was chosen", () => {
    const without = profileFormData(values, null);
    expect(without.get("first_name")).toBe("Ada");
    expect(without.has("profile_photo")).toBe(false);
    const photo = new File(["x"], "me.png", { type: "image/png" });
    expect(profileFormData(values, photo).get("profile_photo")).toBeInstanceOf(File);
  });

  it("lists each phone code once, in numeric order", () => {
    const options = phoneCodeOptions([
      { name: "China", phone_code: "+86" },
      { name: "United States", phone_code: "+1" },
      { name: "Canada", phone_code: "1" },
      { name: "Nowhere", phone_code: null },
    ]);
    expect(options.map((o) => o.value)).toEqual(["+1", "+86"]);
    expect(options[0]).toEqual({ value: "+1", label: "+1", name: "United States" });
  });
});

describe("time-zone labels", () => {
  const winter = new Date("2027-01-15T12:00:00Z");
  const zones = [
    { name: "Asia/Shanghai", label: "(GMT+08:00) Asia/Shanghai" },
    { name: "Europe/Berlin", label: "(GMT+01:00) Europe/Berlin" },
    { name: "Europe/Paris", label: "(GMT+01:00) Europe/Paris" },
  ];
  it("keeps the spec's labels in English", () => {
    expect(zoneOptions(zones, "en-US", winter).map((o) => o.label)).toEqual(zones.map((z) => z.label));
    expect(chosenZoneLabel("Asia/Shanghai", "en-US", winter)).toBe("(GMT+08:00) Asia/Shanghai");
  });
  it("names zones in Chinese, told apart by their id in the picker", () => {
    const labels = zoneOptions(zones, "zh-CN", winter).map((o) => o.label);
    expect(labels[0]).toBe("(GMT+08:00) 中国标准时间 · Asia/Shanghai");
    expect(new Set(labels).size).toBe(3);
    expect(chosenZoneLabel("Asia/Shanghai", "zh-CN", winter)).toBe("(GMT+08:00) 中国标准时间");
  });
});

describe("Slack delivery failures", () => {
  it("reads the job's reasons as translation keys, and leaves an unknown one as it is", () => {
    expect(slackErrorKey("Slack could not be reached")).toEqual({ key: "unreachable", values: {} });
    expect(slackErrorKey("Slack answered HTTP 503")).toEqual({ key: "answered", values: { status: "503" } });
    expect(slackErrorKey("Slack refused the message (HTTP 410)")).toEqual({
      key: "refused",
      values: { status: "410" },
    });
    expect(slackErrorKey("Slack was turned off before the message was sent")).toEqual({ key: "turnedOff", values: {} });
    expect(slackErrorKey("something else")).toBeNull();
  });

  it("opens the integrations tab by its index", () => {
    expect(tabForIndex(indexForTab("integrations"))).toBe("integrations");
  });
});

describe("toolState", () => {
  it("asks to reconnect before anything else, then connected or not", () => {
    expect(toolState({ is_connected: false, needs_reconnect: true })).toBe("reconnect");
    expect(toolState({ is_connected: true, needs_reconnect: false })).toBe("connected");
    expect(toolState({ is_connected: false, needs_reconnect: false })).toBe("off");
  });
});
