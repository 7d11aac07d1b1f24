import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

/** Where the dev server and `vite preview` send API calls (the Fastify server). */
const apiTarget = process.env.QUAD_API_URL ?? "http://localhost:3000";
const proxy = Object.fromEntries(
  ["/api", "/healthz", "/dev"].map((prefix) => [prefix, { target: apiTarget, changeOrigin: true }]),
);

export default defineConfig({
  plugins: [react()],
  server: { port: 5173, proxy },
  preview: { port: 4173, proxy },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    sourcemap: false,
    // dist/.vite/manifest.json: which chunks and CSS each entry and lazy screen loads, read by the bundle budgets
    // (apps/web/.size-limit.mjs, decision 119). Not served: the server routes no dotfile.
    manifest: true,
    chunkSizeWarningLimit: 600,
    // The page preloads what the entry imports; a lazy screen then loads its own chunk's imports, so the
    // entry carries only the CSS each screen needs, not a preload list of every screen's JavaScript
    // (which grew the sign-in bundle with every new screen).
    modulePreload: {
      resolveDependencies: (_file, deps, { hostType }) =>
        hostType === "html" ? deps : deps.filter((d) => d.endsWith(".css")),
    },
  },
});
