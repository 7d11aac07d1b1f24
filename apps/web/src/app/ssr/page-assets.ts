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

function attribute(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
}

/**
 * The `<head>` lines a drawn page needs beyond index.html's: the stylesheets of its layout and screen (the page is
 * painted with them before any script runs) and a modulepreload of their scripts and of the locale's texts, so they
 * load beside the entry instead of after it. What index.html already loads is left out.
 */
export function pageAssets(manifest: BuildManifest, files: string[], locale: string): string {
  const entry = closure(manifest, [ENTRY]);
  const page = closure(manifest, [...files, `src/locales/${locale}.json`]);
  const lines: string[] = [];
  const entryCss = new Set([...entry].flatMap((key) => manifest[key]?.css ?? []));
  const css = new Set([...page].flatMap((key) => manifest[key]?.css ?? []).filter((file) => !entryCss.has(file)));
  for (const file of css) lines.push(`<link rel="stylesheet" crossorigin href="/${attribute(file)}">`);
  for (const key of page) {
    const chunk = manifest[key];
    if (chunk && !entry.has(key)) lines.push(`<link rel="modulepreload" crossorigin href="/${attribute(chunk.file)}">`);
  }
  return lines.join("");
}
