import { chromium } from "playwright";
const base = "http://127.0.0.1:3300";
const urls = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
for (const js of [false, true]) {
  for (const [name, vp] of [["phone", { width: 390, height: 844 }], ["desktop", { width: 1366, height: 900 }]]) {
    const ctx = await browser.newContext({ javaScriptEnabled: js, viewport: vp });
    const page = await ctx.newPage();
    const errors = [];
    page.on("console", (m) => { if (m.type() === "error" || m.type() === "warning") errors.push(m.text().slice(0, 200)); });
    page.on("pageerror", (e) => errors.push("pageerror " + e.message));
    for (const u of urls) {
      await page.goto(base + u, { waitUntil: js ? "networkidle" : "load" });
      const file = `/work/scratch/shots/${u.replace(/\W+/g, "_")}-${name}-${js ? "js" : "nojs"}.png`;
      await page.screenshot({ path: file });
      console.log(file, errors.splice(0).join(" | "));
    }
    await ctx.close();
  }
}
await browser.close();
