import { describe, expect, it } from "vitest";
import { institutionInitials, parseUniversityParam, profileLinks, withUniversityParam } from "./model";

describe("parseUniversityParam", () => {
  it("reads a positive id from the search", () => {
    expect(parseUniversityParam("42")).toBe(42);
    expect(parseUniversityParam(7)).toBe(7);
  });
  it("ignores anything else", () => {
    for (const raw of [undefined, "", "0", "-3", "1.5", "abc", "01", "99999999999", 2147483648, {}]) {
      expect(parseUniversityParam(raw), String(raw)).toBeNull();
    }
  });
});

describe("withUniversityParam", () => {
  it("opens and closes the profile and keeps the rest of the search", () => {
    expect(withUniversityParam({ tab: "past" }, 5)).toEqual({ tab: "past", university: "5" });
    expect(withUniversityParam({ tab: "past", university: "5" }, null)).toEqual({ tab: "past" });
  });
});

describe("profileLinks", () => {
  const none = {
    website: null,
    virtual_tour_link: null,
    facebook_url: null,
    instagram_url: null,
    youtube_url: null,
    video_links: [],
  };
  it("lists the web links given in display order, videos numbered", () => {
    expect(
      profileLinks({
        ...none,
        website: "https://harbour.example.test",
        youtube_url: "https://youtube.example.test/h",
        video_links: ["https://v.example.test/1", "javascript:alert(1)", "https://v.example.test/2"],
      }),
    ).toEqual([
      { key: "website", href: "https://harbour.example.test" },
      { key: "youtube", href: "https://youtube.example.test/h" },
      { key: "video", href: "https://v.example.test/1", n: 1 },
      { key: "video", href: "https://v.example.test/2", n: 2 },
    ]);
  });
  it("leaves out what is not a web address", () => {
    expect(profileLinks({ ...none, website: "javascript:alert(1)", facebook_url: "" })).toEqual([]);
  });
});

describe("institutionInitials", () => {
  it("takes the first letters of the first two meaningful words", () => {
    expect(institutionInitials("Harbour State University")).toBe("HS");
    expect(institutionInitials("University of the Pacific")).toBe("UP");
    expect(institutionInitials("MIT")).toBe("M");
    expect(institutionInitials("  ")).toBe("");
  });
});
