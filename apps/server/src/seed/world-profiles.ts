/**
 * Where the demo directory's institutions are: countries with how many schools and universities
 * they get (relative weights), their IANA zone, and for countries spanning several zones the
 * states used with each state's zone (other states are skipped so the zone is always right).
 */
export type NamingStyle = "us" | "british" | "china" | "india" | "international";

export interface CountryProfile {
  code: string;
  schools: number;
  universities: number;
  timezone: string;
  style: NamingStyle;
  /** state code -> zone; when set, only these states are used. */
  stateZones?: Record<string, string>;
  /** states never used (e.g. separate countries listed as provinces). */
  skipStates?: string[];
  /** city used when the package knows no city for the country's states. */
  fallbackCity?: string;
  /** A phone number after the country code: pattern of digit count. */
  phoneDigits: number;
  /** Postal code: "#" is a digit, "A" a letter; absent when not generated. */
  postal?: string;
}

function zones(map: Record<string, string[]>): Record<string, string> {
  return Object.fromEntries(Object.entries(map).flatMap(([zone, codes]) => codes.map((c) => [c, zone])));
}

const US_ZONES = zones({
  "America/New_York": "CT DE DC FL GA KY MA MD ME NC NH NJ NY OH PA RI SC VA VT WV".split(" "),
  "America/Detroit": ["MI"],
  "America/Indiana/Indianapolis": ["IN"],
  "America/Chicago": "AL AR IA IL KS LA MN MO MS ND NE OK SD TN TX WI".split(" "),
  "America/Denver": "CO MT NM UT WY".split(" "),
  "America/Boise": ["ID"],
  "America/Phoenix": ["AZ"],
  "America/Los_Angeles": "CA NV OR WA".split(" "),
  "America/Anchorage": ["AK"],
  "Pacific/Honolulu": ["HI"],
});

const CA_ZONES = zones({
  "America/Toronto": ["ON", "QC"],
  "America/Vancouver": ["BC"],
  "America/Edmonton": ["AB"],
  "America/Winnipeg": ["MB"],
  "America/Regina": ["SK"],
  "America/Halifax": ["NS", "PE"],
  "America/Moncton": ["NB"],
  "America/St_Johns": ["NL"],
});

const AU_ZONES = zones({
  "Australia/Sydney": ["NSW", "ACT"],
  "Australia/Melbourne": ["VIC"],
  "Australia/Brisbane": ["QLD"],
  "Australia/Perth": ["WA"],
  "Australia/Adelaide": ["SA"],
  "Australia/Hobart": ["TAS"],
  "Australia/Darwin": ["NT"],
});

type Options = Pick<CountryProfile, "stateZones" | "skipStates" | "fallbackCity" | "postal">;
function p(
  code: string,
  schools: number,
  universities: number,
  timezone: string,
  style: NamingStyle,
  phoneDigits: number,
  options: Options = {},
): CountryProfile {
  return { code, schools, universities, timezone, style, phoneDigits, ...options };
}

/** code, weight among schools, weight among universities, zone, naming style, phone digits, options. */
export const COUNTRY_PROFILES: CountryProfile[] = [
  p("US", 60, 22, "America/New_York", "us", 10, { stateZones: US_ZONES, postal: "#####" }),
  p("CN", 24, 3, "Asia/Shanghai", "china", 11, { skipStates: ["HK", "MO", "TW", "XJ", "XZ"], postal: "######" }),
  p("IN", 14, 2, "Asia/Kolkata", "india", 10, { postal: "######" }),
  p("GB", 10, 8, "Europe/London", "british", 10, { skipStates: ["NYK"] }),
  p("CA", 8, 5, "America/Toronto", "british", 10, { stateZones: CA_ZONES }),
  p("AU", 6, 4, "Australia/Sydney", "british", 9, { stateZones: AU_ZONES, postal: "####" }),
  p("SG", 5, 1, "Asia/Singapore", "international", 8, { fallbackCity: "Singapore", postal: "######" }),
  p("HK", 5, 1, "Asia/Hong_Kong", "international", 8, { fallbackCity: "Hong Kong" }),
  p("KR", 6, 1, "Asia/Seoul", "international", 10, { postal: "#####" }),
  p("JP", 4, 1, "Asia/Tokyo", "international", 10),
  p("AE", 5, 0, "Asia/Dubai", "british", 9),
  p("MY", 4, 0, "Asia/Kuala_Lumpur", "international", 9, { skipStates: ["12", "13", "15"], postal: "#####" }),
  p("TH", 4, 0, "Asia/Bangkok", "international", 9, { postal: "#####" }),
  p("VN", 4, 0, "Asia/Ho_Chi_Minh", "international", 9),
  p("ID", 3, 0, "Asia/Jakarta", "international", 10, {
    stateZones: zones({ "Asia/Jakarta": ["JK", "JB", "JT", "BT", "YO", "JI"] }),
    postal: "#####",
  }),
  p("PH", 3, 0, "Asia/Manila", "international", 10),
  p("DE", 3, 2, "Europe/Berlin", "international", 10, { postal: "#####" }),
  p("FR", 2, 1, "Europe/Paris", "international", 9, { skipStates: ["20R"], postal: "#####" }),
  p("NL", 2, 2, "Europe/Amsterdam", "international", 9, { postal: "####" }),
  p("CH", 2, 1, "Europe/Zurich", "international", 9, { postal: "####" }),
  p("IE", 1, 2, "Europe/Dublin", "british", 9),
  p("NZ", 2, 1, "Pacific/Auckland", "british", 9, { skipStates: ["CIT"], postal: "####" }),
  p("BR", 3, 0, "America/Sao_Paulo", "international", 11, {
    stateZones: zones({ "America/Sao_Paulo": ["SP", "RJ", "MG", "PR", "SC", "RS", "DF"] }),
  }),
  p("MX", 3, 0, "America/Mexico_City", "international", 10, {
    stateZones: zones({ "America/Mexico_City": ["CDMX", "JAL", "NLE", "PUE", "GUA", "QUE", "MEX"] }),
    postal: "#####",
  }),
  p("NG", 3, 0, "Africa/Lagos", "british", 10),
  p("KE", 2, 0, "Africa/Nairobi", "british", 9),
  p("ZA", 2, 0, "Africa/Johannesburg", "british", 9, { postal: "####" }),
  p("TR", 2, 0, "Europe/Istanbul", "international", 10),
  p("SA", 2, 0, "Asia/Riyadh", "international", 9),
  p("EG", 2, 0, "Africa/Cairo", "international", 10),
  p("PK", 2, 0, "Asia/Karachi", "india", 10, { skipStates: ["GB", "JK", "TA"] }),
];
