import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { repoRoot, stripAnsi } from "./util.ts";

export const webDist = path.join(repoRoot, "apps/web/dist");

export interface FileSize {
  file: string;
  bytes: number;
  gzip: number;
}

export interface BundleResult {
  built: "existing" | "built now";
  builtAt: string;
  /** entry <script type="module"> plus <link rel="modulepreload"> of dist/index.html */
  initial: FileSize[];
  initialGzip: number;
  initialBytes: number;
  initialCssGzip: number;
  lazyCount: number;
  lazyGzipTotal: number;
  largestLazy: FileSize[];
}

export function gzipSize(buffer: Buffer): number {
  return zlib.gzipSync(buffer, { level: 9 }).length;
}

export function sizeOf(file: string): FileSize {
  const buffer = fs.readFileSync(path.join(webDist, file));
  return { file, bytes: buffer.length, gzip: gzipSize(buffer) };
}

function attr(tag: string, name: string): string | undefined {
  const m = tag.match(new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, "i"));
  return m ? (m[1] ?? m[2] ?? m[3]) : undefined;
}

/** Asset paths relative to dist, from absolute or relative URLs in index.html. */
function toDistPath(url: string): string {
  return decodeURIComponent(url.split(/[?#]/)[0] ?? url).replace(/^\.?\//, "");
}

export function initialAssets(html: string): { js: string[]; css: string[] } {
  const js: string[] = [];
  const css: string[] = [];
  for (const tag of html.match(/<script\b[^>]*>/gi) ?? []) {
    const src = attr(tag, "src");
    if (src && attr(tag, "type") === "module") js.push(toDistPath(src));
  }
  for (const tag of html.match(/<link\b[^>]*>/gi) ?? []) {
    const rel = (attr(tag, "rel") ?? "").toLowerCase().split(/\s+/);
    const href = attr(tag, "href");
    if (!href) continue;
    if (rel.includes("modulepreload")) js.push(toDistPath(href));
    else if (rel.includes("stylesheet")) css.push(toDistPath(href));
  }
  return { js: [...new Set(js)], css: [...new Set(css)] };
}

function listJs(dir: string, prefix = ""): string[] {
  const out: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) out.push(...listJs(path.join(dir, entry.name), rel));
    else if (/\.m?js$/.test(entry.name)) out.push(rel);
  }
  return out;
}

/** Builds the web app when dist/index.html is missing. */
export function ensureWebBuild(): "existing" | "built now" {
  if (fs.existsSync(path.join(webDist, "index.html"))) return "existing";
  console.log("  apps/web/dist/index.html is missing: npm run build -w apps/web");
  const r = spawnSync("npm", ["run", "build", "-w", "apps/web"], {
    cwd: repoRoot,
    encoding: "utf8",
    timeout: 180_000,
    env: { ...process.env, NO_COLOR: "1", FORCE_COLOR: "0" },
  });
  if (r.status !== 0 || !fs.existsSync(path.join(webDist, "index.html"))) {
    const lines = stripAnsi(`${r.stdout ?? ""}\n${r.stderr ?? ""}`)
      .split("\n")
      .filter((l) => l.trim() && !/^\s+at |^npm (error|warn)|[│╭╰─]/.test(l));
    const first = lines.find((l) => /\[[A-Z_]+\]/.test(l)) ?? lines.find((l) => /error/i.test(l)) ?? "";
    throw new Error(
      `web build failed (${r.error?.message ?? `exit ${r.status}`}): ${first.trim()}\n${lines.slice(-20).join("\n")}`,
    );
  }
  return "built now";
}

export function measureBundle(): BundleResult {
  const built = ensureWebBuild();
  const indexPath = path.join(webDist, "index.html");
  const html = fs.readFileSync(indexPath, "utf8");
  const { js, css } = initialAssets(html);
  if (js.length === 0) throw new Error("no <script type=module src> in apps/web/dist/index.html");
  const initial = js.map(sizeOf);
  const initialSet = new Set(js);
  const lazy = listJs(webDist)
    .filter((f) => !initialSet.has(f))
    .map(sizeOf)
    .sort((a, b) => b.gzip - a.gzip);
  return {
    built,
    builtAt: fs.statSync(indexPath).mtime.toISOString(),
    initial,
    initialGzip: initial.reduce((s, f) => s + f.gzip, 0),
    initialBytes: initial.reduce((s, f) => s + f.bytes, 0),
    initialCssGzip: css.map(sizeOf).reduce((s, f) => s + f.gzip, 0),
    lazyCount: lazy.length,
    lazyGzipTotal: lazy.reduce((s, f) => s + f.gzip, 0),
    largestLazy: lazy.slice(0, 5),
  };
}
