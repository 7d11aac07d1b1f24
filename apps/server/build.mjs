// Production build of the API: one ESM bundle (workspace code inlined, npm packages external)
// plus the SQL migrations beside it.
import fs from "node:fs";
import path from "node:path";
import { build } from "esbuild";

const here = import.meta.dirname;
const out = path.join(here, "dist");
fs.rmSync(out, { recursive: true, force: true });
await build({
  entryPoints: { server: path.join(here, "src/server.ts") },
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  outdir: out,
  sourcemap: true,
  packages: "external",
  plugins: [
    {
      name: "inline-workspace",
      setup(b) {
        b.onResolve({ filter: /^@quad\/contract\// }, (args) => ({
          path: path.resolve(here, "../../packages/contract/src", `${args.path.slice("@quad/contract/".length)}.ts`),
        }));
      },
    },
  ],
});
fs.cpSync(path.join(here, "src/db/migrations"), path.join(out, "migrations"), { recursive: true });
console.log("server built to apps/server/dist");
