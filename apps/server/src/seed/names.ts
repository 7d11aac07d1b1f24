import type { Random } from "./random.ts";
import type { NamingStyle } from "./world-profiles.ts";

/** Word lists for the demo directory's people and institutions (ASCII, so they make e-mail addresses). */
export const FIRST_NAMES: readonly string[] = [
  "Olivia Liam Emma Noah Ava Ethan Sophia Mason Isabella Lucas Mia James Charlotte Benjamin Amelia",
  "Henry Harper Samuel Evelyn Daniel Grace Michael Chloe David Hannah Joseph Natalie Andrew Victoria",
  "Thomas Priya Arjun Ananya Rohan Aisha Omar Fatima Yusuf Wei Mei Jun Lin Hao Xin Min-jun Seo-yeon",
  "Hiroshi Yuki Carlos Sofia Mateo Valentina Diego Camila Lucia Pedro Amara Chinedu Zanele Kofi Ingrid",
  "Lars Elena Marco Anna Felix Clara Leon Nadia Ivan",
]
  .join(" ")
  .split(" ");

export const LAST_NAMES: readonly string[] = [
  "Smith Johnson Williams Brown Jones Miller Davis Wilson Anderson Taylor Thomas Moore Martin Jackson",
  "Thompson White Harris Clark Lewis Walker Hall Young King Wright Scott Green Baker Adams Nelson",
  "Carter Mitchell Roberts Turner Phillips Campbell Parker Evans Edwards Collins Stewart Morris Murphy",
  "Cook Rogers Patel Sharma Gupta Singh Khan Rahman Wang Li Zhang Liu Chen Yang Huang Zhou Kim Park Lee",
  "Tanaka Sato Nguyen Tran Garcia Rodriguez Lopez Silva Santos Okafor Mensah Dlamini Muller Schmidt",
  "Rossi Dubois Jansen Larsen Novak",
]
  .join(" ")
  .split(" ");

const TREES = ["Maple", "Cedar", "Oak", "Willow", "Pine", "Birch", "Aspen", "Elm", "Hawthorn", "Laurel", "Holly"];
const FEATURES = ["Summit", "Harbor", "River", "Lake", "Meadow", "Stone", "Silver", "Golden", "Eagle", "Falcon", "Fox"];
const ENDINGS = ["wood", "brook", "field", "ridge", "view", "crest", "dale", "haven", "gate", "side", "mont"];
const SAINTS = ["Andrew", "Mary", "Joseph", "Patrick", "Catherine", "Michael", "Francis", "George", "Anne", "Paul"];
const FOUNDERS = ["Pemberton", "Whitcombe", "Thornbury", "Kessler", "Halloway", "Aldridge", "Linwood", "Ravensworth"];
const FIELDS = ["Science", "Technology", "Arts", "Business", "Engineering", "Design"];

/** "Oakridge", "Silverbrook", "Willowdale"... */
export function placeName(random: Random): string {
  return `${random.pick(random.chance(0.5) ? TREES : FEATURES)}${random.pick(ENDINGS)}`;
}

/** The city when it reads well inside a name ("Boston"; not "Çandır İlçesi", "Samcheok-si"), else null. */
function town(city: string | null): string | null {
  if (!city || city.length > 18 || !/^[\p{L} .'-]+$/u.test(city)) return null;
  if (/(İlçesi|Gemeente|Kabupaten|Kota|-si|-gun|-gu|-eup|-myeon)\b|\bShi$|\bXian$/u.test(city)) return null;
  return city;
}

/** The city (with the given chance) when it reads well, else an invented place. */
function placeOrCity(random: Random, city: string | null, chance = 0.6): string {
  const name = town(city);
  return name && random.chance(chance) ? name : placeName(random);
}

export function schoolName(random: Random, style: NamingStyle, city: string | null): string {
  const place = placeOrCity(random, city);
  const patterns: Record<NamingStyle, (() => string)[]> = {
    us: [
      () => `${place} High School`,
      () => `${place} High School`,
      () => `${placeName(random)} Academy`,
      () => `${place} Preparatory Academy`,
      () => `St. ${random.pick(SAINTS)}'s High School`,
      () => `${random.pick(FOUNDERS)} High School`,
      () => `${place} Charter School`,
      () => `${place} School of ${random.pick(FIELDS)}`,
    ],
    british: [
      () => `${place} Grammar School`,
      () => `${placeName(random)} College`,
      () => `St ${random.pick(SAINTS)}'s School`,
      () => `${place} Academy`,
      () => `${random.pick(FOUNDERS)} School`,
      () => `${place} High School`,
    ],
    china: [
      () => `${town(city) ?? placeName(random)} No. ${random.int(1, 12)} High School`,
      () => `${town(city) ?? placeName(random)} Foreign Language School`,
      () => `${town(city) ?? placeName(random)} Experimental High School`,
      () => `${place} International School`,
      () => `High School Affiliated to ${town(city) ?? placeName(random)} Normal University`,
      () => `${placeName(random)} Bilingual School`,
    ],
    india: [
      () => `${place} Public School`,
      () => `St. ${random.pick(SAINTS)}'s Convent School`,
      () => `${placeName(random)} Senior Secondary School`,
      () => `${place} International School`,
      () => `${random.pick(FOUNDERS)} Academy`,
    ],
    international: [
      () => `${place} International School`,
      () => `${placeName(random)} International School`,
      () => `British School of ${town(city) ?? placeName(random)}`,
      () => `American School of ${town(city) ?? placeName(random)}`,
      () => `${placeName(random)} Academy`,
      () => `${place} Global School`,
    ],
  };
  return random.pick(patterns[style])();
}

export function universityName(random: Random, style: NamingStyle, city: string | null): string {
  const place = placeOrCity(random, city, 0.35);
  const patterns: (() => string)[] = [
    () => `University of ${place}`,
    () => `${place} University`,
    () => `${place} Institute of Technology`,
    () => `${random.pick(FOUNDERS)} University`,
  ];
  if (style === "us") {
    patterns.push(
      () => `${random.pick(FOUNDERS)} College`,
      () => `${placeName(random)} College`,
    );
  }
  if (style === "british") patterns.push(() => `${place} Metropolitan University`);
  if (style !== "us" && style !== "british") patterns.push(() => `${place} University of Technology`);
  return random.pick(patterns)();
}

/** "northbridge-university" */
export function slugify(name: string): string {
  return name
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 48);
}

/** "firstname.lastname" for an e-mail address. */
export function mailbox(first: string, last: string): string {
  return `${slugify(first).replaceAll("-", "")}.${slugify(last).replaceAll("-", "")}`;
}

const STREETS = [
  "Main Street",
  "Park Avenue",
  "College Road",
  "Oak Lane",
  "Hill Road",
  "Station Road",
  "Church Street",
  "Lake Drive",
  "Maple Avenue",
  "King Street",
  "Garden Road",
  "University Avenue",
  "Riverside Drive",
  "Queens Road",
];

/** "1842 College Road" */
export function streetAddress(random: Random): string {
  return `${random.int(1, 2999)} ${random.pick(STREETS)}`;
}

export const MAJORS = [
  "Computer Science",
  "Economics",
  "Business Administration",
  "Psychology",
  "Biology",
  "Mechanical Engineering",
  "Political Science",
  "Data Science",
  "Nursing",
  "Architecture",
  "Finance",
  "Environmental Science",
  "Mathematics",
  "Communications",
  "International Relations",
  "Chemistry",
  "Film Studies",
  "Electrical Engineering",
];

/** Where the demo's leads live: a few cities of each of their countries (a guest's profile asks for one). */
const CITIES: Record<string, string[]> = {
  US: ["New York", "Chicago", "Houston", "Seattle", "Atlanta"],
  CN: ["Shanghai", "Beijing", "Shenzhen", "Hangzhou", "Chengdu"],
  IN: ["Mumbai", "Bengaluru", "New Delhi", "Pune"],
  CA: ["Toronto", "Vancouver", "Montreal"],
  GB: ["London", "Manchester", "Edinburgh"],
  KR: ["Seoul", "Busan"],
  VN: ["Ho Chi Minh City", "Hanoi"],
  JP: ["Tokyo", "Osaka"],
  TW: ["Taipei", "Taichung"],
  HK: ["Hong Kong"],
  TH: ["Bangkok", "Chiang Mai"],
  SG: ["Singapore"],
  MY: ["Kuala Lumpur", "Penang"],
  ID: ["Jakarta", "Surabaya"],
  PH: ["Manila", "Cebu City"],
  BR: ["São Paulo", "Rio de Janeiro"],
  NG: ["Lagos", "Abuja"],
  DE: ["Berlin", "Munich"],
  MX: ["Mexico City", "Guadalajara"],
  AE: ["Dubai", "Abu Dhabi"],
  FR: ["Paris", "Lyon"],
  AU: ["Sydney", "Melbourne"],
  TR: ["Istanbul", "Ankara"],
  EG: ["Cairo", "Alexandria"],
  KE: ["Nairobi"],
  SA: ["Riyadh", "Jeddah"],
  ES: ["Madrid", "Barcelona"],
  IT: ["Milan", "Rome"],
  CO: ["Bogotá", "Medellín"],
  PK: ["Lahore", "Karachi"],
};

/** The `n`th city of a country (by its code), in turn; a made-up town for a country without a list. */
export function cityOf(countryCode: string, n: number): string {
  const cities = CITIES[countryCode] ?? ["Springfield"];
  return cities[n % cities.length] as string;
}
