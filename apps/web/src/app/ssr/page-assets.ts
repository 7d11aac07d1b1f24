/** One chunk of Vite's build manifest (dist/.vite/manifest.json), the fields read here. */
export interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

export type BuildManifest = Record<string, ManifestChunk>;

const ENTRY = "index.html";

/** The chunk keys a key loads with it (itself and its static imports, transitively). */
function closure(manifest: BuildManifest, keys: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const next of manifest[key].imports ?? []) visit(next);
  };
  for (const key of keys) visit(key);
  return seen;
}

/** A value inside a double-quoted HTML attribute. */
export function attribute(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
}

/** What a drawn page needs beyond index.html's own: its stylesheets (as `<link>` lines) and its scripts (addresses). */
export interface PageAssets {
  styles: string;
  scripts: string[];
}

/**
 * The stylesheets of a drawn page's layout and screen (it is painted with them before any script runs), and their
 * scripts with the locale's texts, to be fetched beside the entry instead of after it. What index.html already loads
 * is left out.
 */
export function pageAssets(manifest: BuildManifest, files: string[], locale: string): PageAssets {
  const entry = closure(manifest, [ENTRY]);
  const page = closure(manifest, [...files, `src/locales/${locale}.json`]);
  const entryCss = new Set([...entry].flatMap((key) => manifest[key]?.css ?? []));
  const css = new Set([...page].flatMap((key) => manifest[key]?.css ?? []).filter((file) => !entryCss.has(file)));
  const scripts = [...page].filter((key) => !entry.has(key)).map((key) => `/${manifest[key]?.file}`);
  return {
    styles: [...css].map((file) => `<link rel="stylesheet" crossorigin href="/${attribute(file)}">`).join(""),
    scripts,
  };
}
