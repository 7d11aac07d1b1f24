/** Limits of the institution profile (spec 1 §3 Partner, §5, §9). */
export const SCORE_RANGES = {
  avg_sat: { min: 400, max: 1600, integer: true },
  avg_act: { min: 1, max: 36, integer: true },
  avg_ib: { min: 0, max: 45, integer: true },
  avg_gpa: { min: 0, max: 5, integer: false },
  avg_ielts: { min: 0, max: 9, integer: false },
  avg_toefl: { min: 0, max: 120, integer: true },
  avg_duolingo: { min: 10, max: 160, integer: true },
} as const;
export type ScoreField = keyof typeof SCORE_RANGES;
export const MAX_TOP_MAJORS = 5;
export const MAX_VIDEO_LINKS = 5;
export const MAX_TESTIMONIALS = 5;
export const PARTNER_FILE_RULES = {
  logo: { maxMb: 5, types: ["image/jpeg", "image/png"] },
  brochure: { maxMb: 20, types: ["application/pdf", "image/jpeg"] },
  images: { maxMb: 20, types: ["image/jpeg", "image/png"] },
} as const;
