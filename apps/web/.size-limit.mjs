// Bundle budgets (issue 28, decision 119): per entry of the web app, a limit on the JavaScript and on the CSS it loads,
// gzip level 9, checked by size-limit against the production build (`npm run budgets`, a step of `npm test`).
//
// An entry is named by its roots, never by hashed file names: manifest keys (a source path such as
// "src/features/dashboard/routes/dashboard-page.tsx", or "index.html" for the page's own entry) or "chunk:<name>" for
// a shared chunk Vite names after its module (its key carries a hash). The entry's files are the roots' chunks, every
// chunk they import statically, and their CSS, read from dist/.vite/manifest.json (vite.config.ts: build.manifest).
// A root is what the browser loads on that screen beyond static imports: the layout and screen the router loads
// lazily, the en-US texts (lib/i18n.ts), and on the signed-in shell what it loads lazily at once (account gates,
// onboarding, the session check and reference data). Checked against the files Chromium fetched on each screen
// (bench/README.md, "Bundle budgets"): add a root when a screen starts loading another chunk at once (a chart made
// lazy but always shown), or the budget no longer counts it.
//
// Limits: today's size plus 1 % (at least 1 kB), rounded up to a whole kB (1 kB = 1,000 bytes); `files`, the
// JavaScript and CSS files the entry loads, today's count plus 10 % (at least 2), checked by scripts/budgets.mjs
// (decision 120: a request on a phone costs about what 5 kB do).
// `npm run budgets -- --suggest` prints that for the current build. Raise a limit only with the reason in the commit;
// lower it when a change makes the entry lighter.
import fs from "node:fs";
import path from "node:path";

const dist = path.join(import.meta.dirname, "dist");

const LOCALE = (area) => `src/locales/${area ? `${area}/` : ""}en-US.json`;
const PAGE = ["index.html", LOCALE()];
const SHELL = [
  ...PAGE,
  "src/app/layouts/shell-layout.tsx",
  "src/features/gates/components/account-gates.tsx",
  "src/features/onboarding/components/welcome-modal.tsx",
  "src/features/onboarding/components/home-first-steps.tsx",
  "src/features/auth/api/check-session.ts",
  LOCALE("areas"),
  LOCALE("account"),
  LOCALE("notifications"),
];

/** name, roots, limits (gzip), and how many files. */
export const ENTRIES = [
  {
    name: "public: /sign-in",
    roots: [...PAGE, "src/app/layouts/auth-layout.tsx", "src/features/auth/routes/sign-in-page.tsx"],
    js: "340 kB",
    css: "38 kB",
    files: 18,
  },
  {
    name: "public: /webinars (guest home)",
    roots: [
      ...PAGE,
      "src/app/layouts/webinars-layout.tsx",
      "src/features/webinars/catalogue/routes/home-page.tsx",
      LOCALE("applications"),
    ],
    js: "353 kB",
    css: "37 kB",
    files: 35,
  },
  {
    name: "public: webinar session page",
    roots: [
      ...PAGE,
      "src/app/layouts/webinars-layout.tsx",
      "src/features/webinars/catalogue/routes/session-page.tsx",
      LOCALE("applications"),
    ],
    js: "361 kB",
    css: "37 kB",
    files: 39,
  },
  {
    name: "public: /schedule-appointment/{id}",
    roots: [
      ...PAGE,
      "src/app/layouts/document-layout.tsx",
      "src/features/schools/routes/schedule-appointment-page.tsx",
      LOCALE("schools"),
    ],
    js: "344 kB",
    css: "37 kB",
    files: 19,
  },
  { name: "signed-in shell", roots: SHELL, js: "372 kB", css: "37 kB", files: 41 },
  {
    name: "/dashboard",
    roots: [...SHELL, "src/features/dashboard/routes/dashboard-page.tsx", LOCALE("dashboard")],
    js: "402 kB",
    css: "37 kB",
    files: 50,
  },
  {
    name: "/connections",
    roots: [...SHELL, "src/features/connections/routes/connections-page.tsx", LOCALE("connections")],
    js: "411 kB",
    css: "40 kB",
    files: 59,
  },
  {
    name: "/schools",
    roots: [...SHELL, "src/features/schools/routes/schools-page.tsx", LOCALE("schools")],
    js: "409 kB",
    css: "40 kB",
    files: 53,
  },
  {
    name: "/events",
    roots: [...SHELL, "src/features/visits/routes/visits-page.tsx", LOCALE("visits")],
    js: "420 kB",
    css: "44 kB",
    files: 59,
  },
  {
    name: "/direct-apply/applications",
    roots: [...SHELL, "src/features/applications/routes/applications-page.tsx", LOCALE("applications")],
    js: "425 kB",
    css: "44 kB",
    files: 62,
  },
];

function readManifest() {
  const file = path.join(dist, ".vite/manifest.json");
  if (!fs.existsSync(file)) {
    throw new Error(`${file} is missing: build the web app first (npm run build -w apps/web, or npm run budgets)`);
  }
  return JSON.parse(fs.readFileSync(file, "utf8"));
}

function keyOf(manifest, root, entry) {
  if (!root.startsWith("chunk:")) {
    if (manifest[root]) return root;
    throw new Error(`budget "${entry}": no ${root} in the build's manifest (renamed? update apps/web/.size-limit.mjs)`);
  }
  const name = root.slice("chunk:".length);
  const keys = Object.keys(manifest).filter((key) => key.startsWith("_") && manifest[key].name === name);
  if (keys.length === 1) return keys[0];
  throw new Error(`budget "${entry}": ${keys.length} shared chunks named ${name} in the build (expected one)`);
}

/** The files an entry loads: its roots' chunks, what they import statically, and their CSS (paths inside dist). */
export function filesOf(manifest, entry) {
  const seen = new Set();
  const files = new Set();
  const pending = entry.roots.map((root) => keyOf(manifest, root, entry.name));
  while (pending.length > 0) {
    const key = pending.pop();
    if (seen.has(key)) continue;
    seen.add(key);
    const chunk = manifest[key];
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    pending.push(...(chunk.imports ?? []));
  }
  return [...files].sort();
}

/** size-limit takes glob patterns: hashed names are plain, but escape anything a pattern would read. */
const literal = (file) => `dist/${file.replace(/[*?[\]{}()!+@]/g, "\\$&")}`;

const manifest = readManifest();
export default ENTRIES.flatMap((entry) => {
  const files = filesOf(manifest, entry);
  return ["js", "css"].map((kind) => ({
    name: `${entry.name} · ${kind.toUpperCase()}`,
    path: files.filter((file) => file.endsWith(`.${kind}`)).map(literal),
    limit: entry[kind],
    gzip: true,
  }));
});
