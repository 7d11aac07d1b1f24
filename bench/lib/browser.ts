import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { chromium } from "playwright-core";
import { gzipSize, webDist } from "./bundle.ts";

export interface ScriptLoad {
  url: string;
  /** body bytes as sent on the wire (after any content-encoding) */
  transferred: number;
  contentEncoding: string | null;
  /** gzip level 9 of the same file in dist, when it maps to one */
  gzip: number | null;
}

export interface BrowserResult {
  url: string;
  server: string;
  scripts: ScriptLoad[];
  transferredJs: number;
  gzipJs: number;
  signInFormShown: boolean;
}

/** Loads `/sign-in` in headless Chromium and adds up every script fetched until the network is idle. */
export async function measureBrowser(baseUrl: string, server: string): Promise<BrowserResult> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
  });
  try {
    const page = await browser.newPage();
    const pending: Promise<ScriptLoad>[] = [];
    page.on("requestfinished", (request) => {
      if (request.resourceType() !== "script") return;
      pending.push(
        (async () => {
          const [sizes, response] = await Promise.all([request.sizes(), request.response()]);
          const headers = (await response?.allHeaders()) ?? {};
          const file = path.join(webDist, decodeURIComponent(new URL(request.url()).pathname));
          const inDist = file.startsWith(webDist) && fs.existsSync(file) && fs.statSync(file).isFile();
          return {
            url: new URL(request.url()).pathname,
            transferred: sizes.responseBodySize,
            contentEncoding: headers["content-encoding"] ?? null,
            gzip: inDist ? gzipSize(fs.readFileSync(file)) : null,
          };
        })(),
      );
    });
    const url = `${baseUrl}/sign-in`;
    await page.goto(url, { waitUntil: "networkidle", timeout: 45_000 });
    const signInFormShown = (await page.locator('input[type="password"]').count()) > 0;
    const scripts = await Promise.all(pending);
    return {
      url,
      server,
      scripts,
      transferredJs: scripts.reduce((s, x) => s + x.transferred, 0),
      gzipJs: scripts.reduce((s, x) => s + (x.gzip ?? 0), 0),
      signInFormShown,
    };
  } finally {
    await browser.close();
  }
}

const TYPES: Record<string, string> = {
  ".html": "text/html",
  ".js": "text/javascript",
  ".css": "text/css",
  ".svg": "image/svg+xml",
  ".json": "application/json",
  ".woff2": "font/woff2",
  ".png": "image/png",
};

/** Fallback when `npm start` is not up: dist served uncompressed with the SPA fallback; API calls get 404. */
export async function withStaticServer<T>(fn: (baseUrl: string) => Promise<T>): Promise<T> {
  const server = http.createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? "/", "http://x").pathname);
    let file = path.join(webDist, pathname);
    if (pathname.startsWith("/api/")) {
      res.writeHead(404, { "content-type": "application/json" }).end('{"error":"no API in the static fallback"}');
      return;
    }
    if (!file.startsWith(webDist) || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
      file = path.join(webDist, "index.html");
    }
    res.writeHead(200, { "content-type": TYPES[path.extname(file)] ?? "application/octet-stream" });
    fs.createReadStream(file).pipe(res);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  try {
    return await fn(`http://127.0.0.1:${port}`);
  } finally {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
