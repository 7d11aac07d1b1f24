import { describe, expect, it } from "vitest";
import { pageAssets } from "./page-assets";
import { fillTemplate } from "./page-template";

const TEMPLATE = `<html lang="en-US" data-mantine-color-scheme="light"><head>
<script type="module" crossorigin src="/assets/index-a.js"></script>
<link rel="modulepreload" crossorigin href="/assets/vendor-b.js">
<link rel="stylesheet" crossorigin href="/assets/index-c.css">
</head><body><div id="root"></div></body></html>`;

const PARTS = {
  locale: "zh-CN" as const,
  styles: '<link rel="stylesheet" href="/assets/page.css">',
  scripts: ["/assets/page.js", "/assets/vendor-b.js"],
  html: "<h1>Page</h1>",
  state: '<script id="quad-drawn" type="application/json">{}</script>',
};

describe("fillTemplate", () => {
  it("puts the page in, and leaves the scripts for after its first paint", () => {
    const page = fillTemplate(TEMPLATE, PARTS) ?? "";
    expect(page).toContain('<html lang="zh-CN" data-mantine-color-scheme="light">');
    expect(page).toContain('<div id="root"><h1>Page</h1></div><script id="quad-drawn"');
    expect(page).toContain('<link rel="stylesheet" href="/assets/page.css"></head>');
    // No script is fetched before the paint: no module script, no preload; the starter lists them once each.
    expect(page).not.toContain('type="module"');
    expect(page).not.toContain("modulepreload");
    expect(page).toContain(
      '<script src="/start-after-paint.js" data-entry="/assets/index-a.js" data-stages="/assets/vendor-b.js" data-preload="/assets/index-a.js /assets/vendor-b.js /assets/page.js" defer></script>',
    );
    expect(page).toContain('<link rel="stylesheet" crossorigin href="/assets/index-c.css">');
  });

  it("gives up on a template it does not know", () => {
    expect(fillTemplate("<html><body><div id=app></div></body></html>", PARTS)).toBeNull();
  });
});

describe("pageAssets", () => {
  const manifest = {
    "index.html": { file: "assets/index-a.js", imports: ["_vendor.js"], css: ["assets/index-c.css"] },
    "_vendor.js": { file: "assets/vendor-b.js", css: ["assets/index-c.css"] },
    "src/app/layouts/auth-layout.tsx": {
      file: "assets/auth.js",
      imports: ["_vendor.js", "_logo.js"],
      css: ["assets/auth.css"],
    },
    "_logo.js": { file: "assets/logo.js", css: ["assets/logo.css"] },
    "src/features/auth/routes/sign-in-page.tsx": { file: "assets/sign-in.js", imports: ["_logo.js"] },
    "src/locales/en-US.json": { file: "assets/en-US.js" },
  };

  it("lists the page's own styles and scripts, not the entry's", () => {
    const assets = pageAssets(
      manifest,
      ["src/app/layouts/auth-layout.tsx", "src/features/auth/routes/sign-in-page.tsx"],
      "en-US",
    );
    expect(assets.styles).toBe(
      '<link rel="stylesheet" crossorigin href="/assets/auth.css"><link rel="stylesheet" crossorigin href="/assets/logo.css">',
    );
    expect(assets.scripts.sort()).toEqual([
      "/assets/auth.js",
      "/assets/en-US.js",
      "/assets/logo.js",
      "/assets/sign-in.js",
    ]);
  });
});
