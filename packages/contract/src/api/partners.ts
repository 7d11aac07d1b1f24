import { z } from "zod";
import { DESCRIPTION_MAX, INSTITUTE_TYPES, MAX_COLLEGE_IMAGES, SCHOOL_TYPES } from "../rules/constants.ts";
import { EMAIL_MAX_LENGTH, URL_MAX_LENGTH } from "../rules/input-limits.ts";
import { MESSAGES } from "../rules/messages.ts";
import {
  MAX_TESTIMONIALS,
  MAX_TOP_MAJORS,
  MAX_VIDEO_LINKS,
  SCORE_RANGES,
  type ScoreField,
} from "../rules/partner-profile.ts";
import { boundedString, fromJsonText, idField, optionalIdField, optionalText, requiredText } from "./common.ts";

const url = optionalText(500).refine((v) => !v || /^https?:\/\/\S+$/i.test(v), MESSAGES.invalidUrl);
const optionalId = optionalIdField();

function score(field: ScoreField) {
  const r = SCORE_RANGES[field];
  return z.preprocess(
    (v) => (v === "" || v === null || v === undefined ? null : v),
    z
      .union([
        z.null(),
        z.coerce
          .number({ error: MESSAGES.notInteger })
          .refine((n) => !Number.isNaN(n), MESSAGES.notInteger)
          .refine((n) => !r.integer || Number.isInteger(n), MESSAGES.notInteger)
          .refine((n) => n >= r.min && n <= r.max, MESSAGES.range(r.min, r.max)),
      ])
      .optional(),
  );
}

const stringList = (max: number, item: z.ZodType<string>) =>
  z.preprocess(
    (v) => (v === undefined ? undefined : Array.isArray(v) ? v : [v]),
    z.array(item).max(max, `at most ${max}`).optional(),
  );

const TestimonialSchema = z.object({ author: requiredText(120), text: requiredText(500) });

/** PUT universities/{id} | schools/{id} (multipart; files logo, brochure, images[]). */
export const UpdatePartnerInputSchema = z.object({
  name: requiredText(200),
  address: optionalText(300),
  city: optionalText(120),
  postal_code: optionalText(20),
  country_id: idField(),
  state_id: optionalId,
  email: optionalText(EMAIL_MAX_LENGTH).refine((v) => !v || z.email().safeParse(v).success, MESSAGES.invalidEmail),
  contact: optionalText(30),
  website: url,
  description: optionalText(DESCRIPTION_MAX + 1000).refine(
    (v) => !v || v.length <= DESCRIPTION_MAX,
    `must be at most ${DESCRIPTION_MAX} characters`,
  ),
  virtual_tour_link: url,
  facebook_url: url,
  instagram_url: url,
  youtube_url: url,
  video_links: stringList(
    MAX_VIDEO_LINKS,
    z
      .string()
      .trim()
      .max(URL_MAX_LENGTH, MESSAGES.tooLong(URL_MAX_LENGTH))
      .regex(/^https?:\/\/\S+$/i, MESSAGES.invalidUrl),
  ),
  top_majors: stringList(MAX_TOP_MAJORS, z.string().trim().min(1, MESSAGES.required).max(100, MESSAGES.tooLong(100))),
  testimonials: z.preprocess(fromJsonText, z.array(TestimonialSchema).max(MAX_TESTIMONIALS).optional()),
  avg_sat: score("avg_sat"),
  avg_act: score("avg_act"),
  avg_ib: score("avg_ib"),
  avg_gpa: score("avg_gpa"),
  avg_ielts: score("avg_ielts"),
  avg_toefl: score("avg_toefl"),
  avg_duolingo: score("avg_duolingo"),
  // School fields (ignored for other types)
  school_size_id: optionalId,
  school_type: z.preprocess((v) => (v === "" ? undefined : v), z.enum(SCHOOL_TYPES).optional()),
  ceeb_code: optionalText(6).refine((v) => !v || /^[0-9]{6}$/.test(v), "must be 6 digits"),
  instructions: optionalText(2000),
  confirmation_message: optionalText(2000),
  // Removals of stored files
  remove_logo: z.preprocess((v) => v === "true" || v === true, z.boolean()).optional(),
  remove_brochure: z.preprocess((v) => v === "true" || v === true, z.boolean()).optional(),
  remove_images: stringList(MAX_COLLEGE_IMAGES, boundedString(URL_MAX_LENGTH)),
});
export type UpdatePartnerInput = z.infer<typeof UpdatePartnerInputSchema>;

export const PartnerFileSchema = z.object({ name: z.string(), url: z.string() });

export const PartnerDetailSchema = z.object({
  id: z.number(),
  institute_type: z.enum(INSTITUTE_TYPES),
  name: z.string(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  postal_code: z.string().nullable(),
  country_id: z.number().nullable(),
  country: z.string().nullable(),
  state_id: z.number().nullable(),
  state: z.string().nullable(),
  timezone: z.string().nullable(),
  email: z.string().nullable(),
  contact: z.string().nullable(),
  website: z.string().nullable(),
  description: z.string().nullable(),
  logo: PartnerFileSchema.nullable(),
  brochure: PartnerFileSchema.nullable(),
  images: z.array(PartnerFileSchema),
  virtual_tour_link: z.string().nullable(),
  video_links: z.array(z.string()),
  facebook_url: z.string().nullable(),
  instagram_url: z.string().nullable(),
  youtube_url: z.string().nullable(),
  top_majors: z.array(z.string()),
  testimonials: z.array(z.object({ author: z.string(), text: z.string() })),
  avg_sat: z.number().nullable(),
  avg_act: z.number().nullable(),
  avg_ib: z.number().nullable(),
  avg_gpa: z.number().nullable(),
  avg_ielts: z.number().nullable(),
  avg_toefl: z.number().nullable(),
  avg_duolingo: z.number().nullable(),
  calendar_sync: z.boolean(),
  is_zoom_connected: z.boolean(),
  zoom_email: z.string().nullable(),
  school_size_id: z.number().nullable(),
  school_type: z.enum(SCHOOL_TYPES).nullable(),
  ceeb_code: z.string().nullable(),
  instructions: z.string().nullable(),
  confirmation_message: z.string().nullable(),
});
export type PartnerDetail = z.infer<typeof PartnerDetailSchema>;
export const PartnerDetailResponseSchema = z.object({ partner: PartnerDetailSchema });
/** Partner update errors: field -> list of messages (spec 1 §5). */
export const PartnerErrorsSchema = z.object({ errors: z.record(z.string(), z.array(z.string())) });
export const PartnerSegmentSchema = z.enum(["universities", "schools"]);
