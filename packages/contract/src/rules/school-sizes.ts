/**
 * The school size bands of the reference data: the server seeds them (with these English names), the app
 * shows each under its `key` in the interface language.
 */
export const SCHOOL_SIZE_BANDS = [
  { key: "under200", name: "Under 200 students", min_students: 0, max_students: 199 },
  { key: "200to499", name: "200-499 students", min_students: 200, max_students: 499 },
  { key: "500to999", name: "500-999 students", min_students: 500, max_students: 999 },
  { key: "1000to1999", name: "1,000-1,999 students", min_students: 1000, max_students: 1999 },
  { key: "2000to3000", name: "2,000-3,000 students", min_students: 2000, max_students: 3000 },
  { key: "over3000", name: "More than 3,000 students", min_students: 3001, max_students: null },
] as const;
