/**
 * Direct apply's program types (spec 3 §3 Program, §7 GET programs/program_types and program_types_content)
 * and the content tab each type starts from. Codes travel on the wire; each side shows them translated
 * (web: `programTypes.<code>`), the English names serve the API's look-up answer and the CSV.
 */
export const PROGRAM_TYPES = [
  "undergraduate",
  "postgraduate",
  "foundation",
  "pathway",
  "diploma",
  "summer_school",
  "exchange",
] as const;
export type ProgramType = (typeof PROGRAM_TYPES)[number];

export const PROGRAM_TYPE_NAMES: Record<ProgramType, string> = {
  undergraduate: "Undergraduate",
  postgraduate: "Postgraduate",
  foundation: "Foundation",
  pathway: "Pathway",
  diploma: "Diploma",
  summer_school: "Summer school",
  exchange: "Exchange",
};

export function isProgramType(value: unknown): value is ProgramType {
  return typeof value === "string" && (PROGRAM_TYPES as readonly string[]).includes(value);
}

/** One named section of a program's content tab. */
export interface ContentSection {
  title: string;
  body: string;
}

const overview = (what: string): ContentSection => ({
  title: "Overview",
  body: `Describe the ${what}: what students learn, how it is taught and who it suits.`,
});
const fees: ContentSection = {
  title: "Fees and scholarships",
  body: "Tuition per year, other costs, and the scholarships or fee waivers students can apply for.",
};
const howToApply: ContentSection = {
  title: "How to apply",
  body: "The steps of the application, what to upload and when decisions are sent.",
};

/**
 * The content a new program of each type starts from (GET programs/program_types_content?name=…): section
 * titles with a line of guidance the institution replaces with its own text.
 */
export const PROGRAM_TYPE_CONTENT: Record<ProgramType, readonly ContentSection[]> = {
  undergraduate: [
    overview("degree"),
    { title: "Entry requirements", body: "Grades, subjects and English level expected of applicants." },
    { title: "Majors and minors", body: "The majors students can choose and when they declare them." },
    fees,
    { title: "Careers", body: "Where graduates work and study next." },
    howToApply,
  ],
  postgraduate: [
    overview("master's or doctoral program"),
    { title: "Entry requirements", body: "The first degree, grades, work experience and English level expected." },
    { title: "Research and specialisations", body: "Research areas, supervisors and specialisations on offer." },
    fees,
    howToApply,
  ],
  foundation: [
    overview("foundation year"),
    { title: "Progression", body: "The degrees students progress to and the grades they need to do so." },
    { title: "Entry requirements", body: "Grades and English level expected of applicants." },
    fees,
    howToApply,
  ],
  pathway: [
    overview("pathway program"),
    { title: "Partner universities", body: "The universities and degrees the pathway leads to." },
    { title: "Progression requirements", body: "The results students need to progress." },
    fees,
    howToApply,
  ],
  diploma: [
    overview("diploma"),
    { title: "Modules", body: "The modules of the diploma and how they are assessed." },
    { title: "Entry requirements", body: "Grades and English level expected of applicants." },
    fees,
    howToApply,
  ],
  summer_school: [
    overview("summer school"),
    { title: "Dates and schedule", body: "When the summer school runs and what a typical week looks like." },
    { title: "Accommodation and activities", body: "Where students stay and the trips and activities included." },
    fees,
    howToApply,
  ],
  exchange: [
    overview("exchange program"),
    { title: "Eligibility", body: "Who can take part: home institutions, year of study and grades." },
    { title: "Courses and credits", body: "The courses exchange students take and how credits transfer." },
    { title: "Accommodation", body: "Housing for exchange students." },
    howToApply,
  ],
};
