// Writes .br and .gz beside every text asset of a built web app, so the server can send them
// pre-compressed (@fastify/static preCompressed) without compressing on each request.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

const dist = path.resolve(process.argv[2] ?? "dist");
const TEXT = /\.(js|css|html|svg|json|txt|map)$/;
let files = 0;
function walk(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(p);
    else if (TEXT.test(entry.name) && !entry.name.endsWith(".map")) {
      const data = fs.readFileSync(p);
      if (data.length < 1024) continue;
      fs.writeFileSync(
        `${p}.br`,
        zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
      );
      fs.writeFileSync(`${p}.gz`, zlib.gzipSync(data, { level: 9 }));
      files += 1;
    }
  }
}
walk(dist);
console.log(`compressed ${files} files in ${path.relative(process.cwd(), dist) || "."}`);
