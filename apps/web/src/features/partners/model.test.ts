import { UpdatePartnerInputSchema } from "@quad/contract/api/partners";
import { describe, expect, it } from "vitest";
import {
  imageSlotsLeft,
  NO_UPLOADS,
  type PartnerFormValues,
  partnerErrorsByField,
  partnerFormData,
  segmentFor,
  toPartnerInput,
} from "./model";

const blank: PartnerFormValues = {
  name: "Northfield University",
  address: "",
  city: "",
  postal_code: "",
  country_id: "1",
  state_id: "",
  email: "",
  contact: "",
  website: "https://northfield.example",
  description: "",
  virtual_tour_link: "",
  facebook_url: "",
  instagram_url: "",
  youtube_url: "",
  video_links: ["", "https://video.example/1"],
  top_majors: ["Physics", " "],
  testimonials: [{ author: "", text: "" }],
  avg_sat: "1400",
  avg_act: "",
  avg_ib: "",
  avg_gpa: "3.8",
  avg_ielts: "",
  avg_toefl: "",
  avg_duolingo: "",
  school_size_id: "",
  school_type: "",
  ceeb_code: "",
  instructions: "",
  confirmation_message: "",
};

const messagesOf = (values: PartnerFormValues) => {
  const r = UpdatePartnerInputSchema.safeParse(toPartnerInput(values, false));
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [String(i.path[0]), i.message]));
};

describe("institution details rules", () => {
  it("picks the path segment by institute type", () => {
    expect(segmentFor("School")).toBe("schools");
    expect(segmentFor("University")).toBe("universities");
  });

  it("drops empty list rows and parses a valid form", () => {
    const input = toPartnerInput(blank, false);
    expect(input.video_links).toEqual(["https://video.example/1"]);
    expect(input.top_majors).toEqual(["Physics"]);
    expect(input.testimonials).toEqual([]);
    expect(messagesOf(blank)).toEqual({});
  });

  it("gives the spec's messages for a score out of range, a bad URL and a long description", () => {
    const errors = messagesOf({
      ...blank,
      avg_sat: "1700",
      website: "northfield.example",
      description: "x".repeat(251),
    });
    expect(errors.avg_sat).toBe("Please enter value between 400 and 1600");
    expect(errors.website).toBe("URL must start with http or https");
    expect(errors.description).toBe("must be at most 250 characters");
  });

  it("limits the majors to five", () => {
    expect(messagesOf({ ...blank, top_majors: ["a", "b", "c", "d", "e", "f"] }).top_majors).toBeDefined();
  });

  it("builds the multipart body with lists, testimonials as JSON, files and removals", () => {
    const logo = new File(["x"], "logo.png", { type: "image/png" });
    const form = partnerFormData(toPartnerInput(blank, false), {
      ...NO_UPLOADS,
      logo,
      removeLogo: true,
      removeBrochure: true,
      removeImages: ["a.jpg"],
    });
    expect(form.getAll("top_majors[]")).toEqual(["Physics"]);
    expect(form.get("testimonials")).toBe("[]");
    expect(form.get("logo")).toBeInstanceOf(File);
    expect(form.has("remove_logo")).toBe(false);
    expect(form.get("remove_brochure")).toBe("true");
    expect(form.getAll("remove_images[]")).toEqual(["a.jpg"]);
  });

  it("counts the image slots left out of three", () => {
    expect(imageSlotsLeft(2, 0, 1)).toBe(0);
    expect(imageSlotsLeft(3, 1, 0)).toBe(1);
    expect(imageSlotsLeft(0, 0, 5)).toBe(0);
  });

  it("maps server error lists onto fields and keeps the rest", () => {
    expect(
      partnerErrorsByField({ avg_act: ["Please enter value between 1 and 36"], "video_links.0": ["x"], base: ["y"] }),
    ).toEqual({ onFields: { avg_act: "Please enter value between 1 and 36", video_links: "x" }, other: ["y"] });
  });
});
