import { z } from "zod";
import { PartnerDetailSchema } from "./partners.ts";

/**
 * A university's public profile as schools and webinar guests see it (issue 12 §1): what the university
 * wrote of itself on its profile page, nothing of its staff, settings or connections.
 */
export const UniversityPublicProfileSchema = PartnerDetailSchema.pick({
  id: true,
  name: true,
  city: true,
  state: true,
  country: true,
  website: true,
  description: true,
  logo: true,
  images: true,
  virtual_tour_link: true,
  video_links: true,
  facebook_url: true,
  instagram_url: true,
  youtube_url: true,
  top_majors: true,
  testimonials: true,
  avg_sat: true,
  avg_act: true,
  avg_ib: true,
  avg_gpa: true,
  avg_ielts: true,
  avg_toefl: true,
  avg_duolingo: true,
}).extend({ institute_type: z.enum(["University", "ApplicationClient"]) });
export type UniversityPublicProfile = z.infer<typeof UniversityPublicProfileSchema>;

/** One of the university's next published sessions in the guest catalogue (its page: category and id). */
export const UniversityProfileSessionSchema = z.object({
  id: z.number(),
  category_id: z.number(),
  title: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  timezone: z.string(),
  is_in_person: z.boolean(),
  location: z.string().nullable(),
});
export type UniversityProfileSession = z.infer<typeof UniversityProfileSessionSchema>;

/**
 * GET partners/universities/{id}/profile (signed-in partners) and GET webinars/institutions/{id} (anyone):
 * the profile with its next sessions (at most UPCOMING_PROFILE_SESSIONS).
 */
export const UniversityProfileResponseSchema = z.object({
  university: UniversityPublicProfileSchema,
  upcoming_sessions: z.array(UniversityProfileSessionSchema),
});
export type UniversityProfileResponse = z.infer<typeof UniversityProfileResponseSchema>;
