import dayjs from "dayjs";
import { describe, expect, it } from "vitest";
import {
  formatDate,
  formatFileSize,
  formatPhone,
  formatSessionDate,
  formatSessionTime,
  formatTime,
  isoWeekday,
  localizedZoneName,
  timezoneLabel,
  timezoneOffset,
  WEEKDAYS,
} from "./formats.ts";

const INSTANT = "2024-03-05T14:07:00Z";

describe("formatDate", () => {
  it("formats an instant as MMM DD, YYYY in the given zone", () => {
    expect(formatDate(INSTANT, "UTC")).toBe("Mar 05, 2024");
    expect(formatDate(new Date(INSTANT), "UTC")).toBe("Mar 05, 2024");
    expect(formatDate(Date.parse(INSTANT), "UTC")).toBe("Mar 05, 2024");
  });

  it("moves to the next day when the zone is ahead past midnight", () => {
    expect(formatDate("2024-03-05T20:00:00Z", "Asia/Shanghai")).toBe("Mar 06, 2024");
    expect(formatDate("2024-03-05T02:00:00Z", "America/New_York")).toBe("Mar 04, 2024");
  });

  it("keeps a date-only string on its calendar day whatever the zone", () => {
    expect(formatDate("2024-12-31")).toBe("Dec 31, 2024");
    expect(formatDate("2024-12-31", "Pacific/Kiritimati")).toBe("Dec 31, 2024");
    expect(formatDate("2024-12-31", "Pacific/Pago_Pago")).toBe("Dec 31, 2024");
  });

  it("uses the runtime zone without a zone", () => {
    expect(formatDate(INSTANT)).toBe(dayjs(INSTANT).format("MMM DD, YYYY"));
  });

  it("answers an empty string for empty or invalid values", () => {
    expect(formatDate(null)).toBe("");
    expect(formatDate(undefined)).toBe("");
    expect(formatDate("")).toBe("");
    expect(formatDate("not a date")).toBe("");
    expect(formatDate("2024-02-30")).toBe("");
  });
});

describe("formatTime", () => {
  it("formats an instant as hh:mma in the given zone", () => {
    expect(formatTime(INSTANT, "UTC")).toBe("02:07pm");
    expect(formatTime(INSTANT, "Asia/Shanghai")).toBe("10:07pm");
    expect(formatTime("2024-03-05T00:05:00Z", "UTC")).toBe("12:05am");
    expect(formatTime("2024-03-05T12:00:00Z", "UTC")).toBe("12:00pm");
  });

  it("formats wall-clock slot times without any zone shift", () => {
    expect(formatTime("14:30")).toBe("02:30pm");
    expect(formatTime("09:05:00", "Asia/Tokyo")).toBe("09:05am");
    expect(formatTime("0:00")).toBe("12:00am");
  });

  it("answers an empty string for empty or invalid values", () => {
    expect(formatTime(null)).toBe("");
    expect(formatTime("25:00")).toBe("");
    expect(formatTime("soon")).toBe("");
  });
});

describe("timezoneLabel", () => {
  it("puts the offset in brackets before the name", () => {
    expect(timezoneLabel("Asia/Shanghai", new Date("2024-06-01T00:00:00Z"))).toBe("(GMT+08:00) Asia/Shanghai");
    expect(timezoneLabel("UTC", new Date("2024-06-01T00:00:00Z"))).toBe("(GMT+00:00) UTC");
  });

  it("follows daylight saving time: New York is -05:00 in January and -04:00 in July", () => {
    expect(timezoneLabel("America/New_York", new Date("2024-01-15T12:00:00Z"))).toBe("(GMT-05:00) America/New_York");
    expect(timezoneLabel("America/New_York", new Date("2024-07-15T12:00:00Z"))).toBe("(GMT-04:00) America/New_York");
  });

  it("keeps non-whole-hour offsets", () => {
    expect(timezoneOffset("Asia/Kolkata", "2024-01-01T00:00:00Z")).toBe("+05:30");
    expect(timezoneOffset("Asia/Kathmandu", "2024-01-01T00:00:00Z")).toBe("+05:45");
    expect(timezoneOffset("America/St_Johns", "2024-01-01T00:00:00Z")).toBe("-03:30");
  });

  it("defaults to the offset in force now", () => {
    expect(timezoneLabel("Asia/Tokyo")).toBe("(GMT+09:00) Asia/Tokyo");
  });

  it("rejects an unknown zone", () => {
    expect(() => timezoneLabel("Mars/Olympus_Mons")).toThrow(RangeError);
  });
});

describe("formatFileSize", () => {
  it("shows 0 Bytes for zero and for nonsense", () => {
    expect(formatFileSize(0)).toBe("0 Bytes");
    expect(formatFileSize(-5)).toBe("0 Bytes");
    expect(formatFileSize(Number.NaN)).toBe("0 Bytes");
  });

  it("switches unit at 1024, not 1000", () => {
    expect(formatFileSize(1)).toBe("1 Bytes");
    expect(formatFileSize(1000)).toBe("1000 Bytes");
    expect(formatFileSize(1023)).toBe("1023 Bytes");
    expect(formatFileSize(1024)).toBe("1 KB");
  });

  it("rounds to at most 2 decimals", () => {
    expect(formatFileSize(1536)).toBe("1.5 KB");
    expect(formatFileSize(1234567)).toBe("1.18 MB");
    expect(formatFileSize(5 * 1024 * 1024)).toBe("5 MB");
    expect(formatFileSize(20 * 1024 ** 3 + 1)).toBe("20 GB");
  });

  it("covers every unit up to YB and stays on YB beyond it", () => {
    const units = ["KB", "MB", "GB", "TB", "PB", "EB", "ZB", "YB"];
    units.forEach((unit, i) => {
      expect(formatFileSize(1024 ** (i + 1))).toBe(`1 ${unit}`);
    });
    expect(formatFileSize(1024 ** 8 * 1023)).toBe("1023 YB");
    expect(formatFileSize(1024 ** 9)).toBe("1024 YB");
  });
});

describe("formatPhone", () => {
  it("removes only the first space", () => {
    expect(formatPhone("+1 555 010 2030")).toBe("+1555 010 2030");
    expect(formatPhone("+86 138 0000 0000")).toBe("+86138 0000 0000");
  });

  it("leaves a number without spaces alone and treats empty as empty", () => {
    expect(formatPhone("+6591234567")).toBe("+6591234567");
    expect(formatPhone(null)).toBe("");
    expect(formatPhone("")).toBe("");
  });
});

describe("weekdays", () => {
  it("numbers Monday 1 through Sunday 7", () => {
    expect(WEEKDAYS.map((d) => d.value)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(WEEKDAYS[0].name).toBe("Monday");
    expect(WEEKDAYS[6].name).toBe("Sunday");
  });

  it("gives the ISO weekday of a date", () => {
    expect(isoWeekday("2024-03-04")).toBe(1); // Monday
    expect(isoWeekday("2024-03-09")).toBe(6);
    expect(isoWeekday("2024-03-10")).toBe(7); // Sunday
  });

  it("takes the weekday in the given zone", () => {
    // Sunday 20:00 UTC is already Monday in Shanghai.
    expect(isoWeekday("2024-03-10T20:00:00Z", "UTC")).toBe(7);
    expect(isoWeekday("2024-03-10T20:00:00Z", "Asia/Shanghai")).toBe(1);
  });

  it("rejects an invalid date", () => {
    expect(() => isoWeekday("nope")).toThrow(RangeError);
  });
});

describe("formats in Chinese", () => {
  it("writes dates and times the Chinese way while dayjs is in zh-cn", async () => {
    await import("dayjs/locale/zh-cn");
    dayjs.locale("zh-cn");
    try {
      expect(formatDate("2027-04-05")).toBe("2027年4月5日");
      expect(formatTime("07:10")).toBe("07:10");
      expect(formatTime("2027-04-05T06:30:00Z", "Asia/Shanghai")).toBe("14:30");
    } finally {
      dayjs.locale("en");
    }
    expect(formatDate("2027-04-05")).toBe("Apr 05, 2027");
  });
});

describe("webinar session formats", () => {
  it("writes 'MMM D, YYYY' and 'hh:mm A' (spec 3 §9), never the visits' padded day", () => {
    expect(formatSessionDate("2026-05-04T14:00:00Z", "America/New_York")).toBe("May 4, 2026");
    expect(formatSessionDate("2026-12-06")).toBe("Dec 6, 2026");
    expect(formatSessionTime("2026-05-04T18:05:00Z", "America/New_York")).toBe("02:05 PM");
    expect(formatSessionDate(null)).toBe("");
    expect(formatSessionTime("nonsense")).toBe("");
  });
  it("writes them the Chinese way while dayjs is in zh-cn", async () => {
    await import("dayjs/locale/zh-cn");
    dayjs.locale("zh-cn");
    try {
      expect(formatSessionDate("2026-12-06")).toBe("2026年12月6日");
      expect(formatSessionTime("2026-05-04T18:05:00Z", "America/New_York")).toBe("14:05");
    } finally {
      dayjs.locale("en");
    }
  });
});

describe("zone names in Chinese", () => {
  const winter = new Date("2027-01-15T12:00:00Z");
  it("names a zone in the reader's language, with its offset", () => {
    expect(timezoneLabel("Asia/Shanghai", winter, "zh-CN")).toBe("(GMT+08:00) 中国标准时间");
    expect(timezoneLabel("America/New_York", winter, "zh-CN")).toBe("(GMT-05:00) 北美东部时间");
    expect(timezoneLabel("Asia/Singapore", winter, "zh-CN")).toMatch(/^\(GMT\+08:00\) 新加坡/);
    expect(timezoneLabel("UTC", winter, "zh-CN")).toBe("(GMT+00:00) 协调世界时");
  });
  it("keeps the IANA id where the runtime has no name for the zone, and in English", () => {
    expect(localizedZoneName("Etc/GMT+5", "zh-CN", winter)).toBe("Etc/GMT+5");
    expect(timezoneLabel("Asia/Shanghai", winter, "en-US")).toBe("(GMT+08:00) Asia/Shanghai");
  });
  it("follows dayjs's locale when no locale is given, as the dates do", async () => {
    await import("dayjs/locale/zh-cn");
    dayjs.locale("zh-cn");
    try {
      expect(timezoneLabel("Asia/Shanghai", winter)).toBe("(GMT+08:00) 中国标准时间");
      expect(timezoneLabel("Asia/Shanghai", winter)).not.toContain("Asia/");
    } finally {
      dayjs.locale("en");
    }
    expect(timezoneLabel("Asia/Shanghai", winter)).toBe("(GMT+08:00) Asia/Shanghai");
  });
});
