/** The demo university's leads: where they live, its sessions' titles, its lead categories, its staff's notes. */

export const DAY = 24 * 60 * 60 * 1000;
/** Rows per bulk insert. */
export const BATCH = 500;
/**
 * Where the demo university's leads live, by weight (country codes of the reference data): many countries, with
 * a third in Eastern and South-eastern Asia, the dashboard's default region filter (decision 050).
 */
export const COUNTRY_WEIGHTS = [
  { weight: 22, value: "US" },
  { weight: 12, value: "CN" },
  { weight: 8, value: "IN" },
  { weight: 6, value: "CA" },
  { weight: 5, value: "GB" },
  { weight: 5, value: "KR" },
  { weight: 4, value: "VN" },
  { weight: 3, value: "JP" },
  { weight: 3, value: "TW" },
  { weight: 3, value: "HK" },
  { weight: 3, value: "TH" },
  { weight: 3, value: "SG" },
  { weight: 3, value: "MY" },
  { weight: 3, value: "ID" },
  { weight: 2, value: "PH" },
  { weight: 3, value: "BR" },
  { weight: 3, value: "NG" },
  { weight: 2, value: "DE" },
  { weight: 2, value: "MX" },
  { weight: 2, value: "AE" },
  { weight: 2, value: "FR" },
  { weight: 2, value: "AU" },
  { weight: 1, value: "TR" },
  { weight: 1, value: "EG" },
  { weight: 1, value: "KE" },
  { weight: 1, value: "SA" },
  { weight: 1, value: "ES" },
  { weight: 1, value: "IT" },
  { weight: 1, value: "CO" },
  { weight: 1, value: "PK" },
];
export const SESSION_TITLES = [
  "Undergraduate admissions 101",
  "Scholarships and financial aid",
  "Engineering at Quad University",
  "Life on campus: a virtual tour",
  "Writing a strong personal statement",
  "Business school info session",
  "Pre-med pathways",
  "International students: visas and arrival",
  "Computer science open class",
  "Meet our student ambassadors",
  "Arts and design portfolio review",
  "Parents' evening: costs and support",
];
export const CATEGORY_NAMES = ["Hot lead", "Scholarship candidate", "Needs follow-up", "Transfer"];
export const NOTES = [
  "Asked about scholarships for international students.",
  "Interested in the spring campus visit.",
  "Sent the engineering brochure.",
  "Prefers contact over WeChat; parent joins calls.",
  "Waiting for SAT results before applying.",
  "Called: wants to compare the business and economics programmes.",
];
