import type { PartnerDetail } from "@quad/contract/api/partners";
import type { InstituteType } from "@quad/contract/rules/constants";
import { DESCRIPTION_MAX, MAX_COLLEGE_IMAGES } from "@quad/contract/rules/constants";
import { PARTNER_FILE_RULES, SCORE_RANGES, type ScoreField } from "@quad/contract/rules/partner-profile";
import type { FileRule } from "../../lib/file-checks";

/** Pure rules of the university and school details editors (spec 1 §3 Partner / School, §5, §9). */

export type PartnerSegment = "universities" | "schools";

/** University and School pick the path segment (spec 1 §6); ApplicationClient partners use universities. */
export function segmentFor(type: InstituteType): PartnerSegment {
  return type === "School" ? "schools" : "universities";
}

export const SCORE_FIELDS = Object.keys(SCORE_RANGES) as ScoreField[];

export const FILE_RULES: Record<"logo" | "brochure" | "images", FileRule> = PARTNER_FILE_RULES;

export { DESCRIPTION_MAX, MAX_COLLEGE_IMAGES };

export interface Testimonial {
  author: string;
  text: string;
}

export interface PartnerFormValues {
  name: string;
  address: string;
  city: string;
  postal_code: string;
  country_id: string;
  state_id: string;
  email: string;
  contact: string;
  website: string;
  description: string;
  virtual_tour_link: string;
  facebook_url: string;
  instagram_url: string;
  youtube_url: string;
  video_links: string[];
  top_majors: string[];
  testimonials: Testimonial[];
  avg_sat: string;
  avg_act: string;
  avg_ib: string;
  avg_gpa: string;
  avg_ielts: string;
  avg_toefl: string;
  avg_duolingo: string;
  school_size_id: string;
  school_type: string;
  ceeb_code: string;
  instructions: string;
  confirmation_message: string;
}

const TEXT_FIELDS = [
  "name",
  "address",
  "city",
  "postal_code",
  "country_id",
  "state_id",
  "email",
  "contact",
  "website",
  "description",
  "virtual_tour_link",
  "facebook_url",
  "instagram_url",
  "youtube_url",
  ...SCORE_FIELDS,
] as const;

const SCHOOL_FIELDS = ["school_size_id", "school_type", "ceeb_code", "instructions", "confirmation_message"] as const;

export const PARTNER_FIELDS: readonly string[] = [
  ...TEXT_FIELDS,
  ...SCHOOL_FIELDS,
  "video_links",
  "top_majors",
  "testimonials",
  "logo",
  "brochure",
  "images",
];

const str = (v: string | number | null | undefined) => (v === null || v === undefined ? "" : String(v));

export function partnerValues(p: PartnerDetail): PartnerFormValues {
  return {
    name: p.name,
    address: str(p.address),
    city: str(p.city),
    postal_code: str(p.postal_code),
    country_id: str(p.country_id),
    state_id: str(p.state_id),
    email: str(p.email),
    contact: str(p.contact),
    website: str(p.website),
    description: str(p.description),
    virtual_tour_link: str(p.virtual_tour_link),
    facebook_url: str(p.facebook_url),
    instagram_url: str(p.instagram_url),
    youtube_url: str(p.youtube_url),
    video_links: [...p.video_links],
    top_majors: [...p.top_majors],
    testimonials: p.testimonials.map((t) => ({ ...t })),
    avg_sat: str(p.avg_sat),
    avg_act: str(p.avg_act),
    avg_ib: str(p.avg_ib),
    avg_gpa: str(p.avg_gpa),
    avg_ielts: str(p.avg_ielts),
    avg_toefl: str(p.avg_toefl),
    avg_duolingo: str(p.avg_duolingo),
    school_size_id: str(p.school_size_id),
    school_type: str(p.school_type),
    ceeb_code: str(p.ceeb_code),
    instructions: str(p.instructions),
    confirmation_message: str(p.confirmation_message),
  };
}

/** The form as the contract input (UpdatePartnerInputSchema parses it the same way the server does). */
export function toPartnerInput(v: PartnerFormValues, isSchool: boolean): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of TEXT_FIELDS) out[f] = v[f].trim();
  if (isSchool) for (const f of SCHOOL_FIELDS) out[f] = v[f].trim();
  out.video_links = v.video_links.map((l) => l.trim()).filter(Boolean);
  out.top_majors = v.top_majors.map((m) => m.trim()).filter(Boolean);
  out.testimonials = v.testimonials
    .map((t) => ({ author: t.author.trim(), text: t.text.trim() }))
    .filter((t) => t.author || t.text);
  return out;
}

export interface PartnerUploads {
  logo: File | null;
  brochure: File | null;
  images: File[];
  removeLogo: boolean;
  removeBrochure: boolean;
  /** Stored names of the images to drop. */
  removeImages: string[];
}

export const NO_UPLOADS: PartnerUploads = {
  logo: null,
  brochure: null,
  images: [],
  removeLogo: false,
  removeBrochure: false,
  removeImages: [],
};

/** Multipart body of PUT universities|schools/{id}: fields, lists as `name[]`, testimonials as JSON, files. */
export function partnerFormData(input: Record<string, unknown>, uploads: PartnerUploads): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(input)) {
    if (key === "testimonials") form.append(key, JSON.stringify(value));
    else if (Array.isArray(value)) for (const item of value) form.append(`${key}[]`, String(item));
    else if (value !== undefined && value !== null) form.append(key, String(value));
  }
  if (uploads.logo) form.append("logo", uploads.logo);
  if (uploads.brochure) form.append("brochure", uploads.brochure);
  for (const image of uploads.images) form.append("images[]", image);
  if (uploads.removeLogo && !uploads.logo) form.append("remove_logo", "true");
  if (uploads.removeBrochure && !uploads.brochure) form.append("remove_brochure", "true");
  for (const name of uploads.removeImages) form.append("remove_images[]", name);
  return form;
}

/** How many more images fit next to the kept ones (at most 3 in all). */
export function imageSlotsLeft(storedCount: number, removed: number, added: number): number {
  return Math.max(0, MAX_COLLEGE_IMAGES - (storedCount - removed) - added);
}

/** Server errors (field -> list of messages) per form field; list items like `video_links.1` go to their list. */
export function partnerErrorsByField(errors: Record<string, string[] | string>): {
  onFields: Record<string, string>;
  other: string[];
} {
  const onFields: Record<string, string> = {};
  const other: string[] = [];
  for (const [key, value] of Object.entries(errors)) {
    const messages = Array.isArray(value) ? value : [value];
    const field = key.split(".")[0] ?? key;
    if (PARTNER_FIELDS.includes(field)) onFields[field] = messages.join(" · ");
    else other.push(...messages);
  }
  return { onFields, other };
}
