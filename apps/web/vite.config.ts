import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

/** Where the dev server and `vite preview` send API calls (the Fastify server). */
const apiTarget = process.env.QUAD_API_URL ?? "http://localhost:3000";
const proxy = Object.fromEntries(
  ["/api", "/healthz", "/dev"].map((prefix) => [prefix, { target: apiTarget, changeOrigin: true }]),
);

/**
 * Fewer, larger shared chunks (issue 28, decision 120). Split by default, a screen loaded 100 to 190 files of 1 to
 * 3 kB (each Mantine component, icon and helper its own chunk): on HTTP/1.1's six connections per origin, and a
 * phone's round trips, the requests cost more than the bytes. Two groups: the libraries used by at least four
 * chunks (Mantine, floating-ui, icons, TanStack, i18next, zod, dayjs) in `vendor`, and the app's own shared code
 * (lib, components, app, the contract) used by at least ten in `app`. What fewer chunks use stays with them.
 */
const CHUNK_GROUPS = [
  {
    name: "vendor",
    test: /node_modules[\\/](@mantine[\\/](core|hooks|notifications|modals)|@floating-ui|react-remove-scroll|react-remove-scroll-bar|react-transition-group|use-sidecar|use-callback-ref|react-style-singleton|get-nonce|tslib|clsx|@tabler|@tanstack|zustand|i18next|react-i18next|zod|dayjs|@babel)[\\/]/,
    minShareCount: 4,
    priority: 20,
  },
  {
    name: "app",
    test: /(apps[\\/]web[\\/]src[\\/](lib|components|app)|packages[\\/]contract)[\\/]/,
    minShareCount: 10,
    priority: 10,
  },
];

/**
 * `vite build --ssr src/app/ssr/render.tsx`: the server's first paint of the public pages (decision 121), one
 * module with every library in it (dist-ssr/render.js, imported by the server's web plugin).
 */
const ssrBuild = {
  outDir: "dist-ssr",
  emptyOutDir: true,
  sourcemap: false,
  target: "node20",
  rolldownOptions: { output: { codeSplitting: false } },
};

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react()],
  ssr: { noExternal: true },
  server: { port: 5173, proxy },
  preview: { port: 4173, proxy },
  build: isSsrBuild
    ? ssrBuild
    : {
        outDir: "dist",
        emptyOutDir: true,
        sourcemap: false,
        // dist/.vite/manifest.json: which chunks and CSS each entry and lazy screen loads, read by the bundle budgets
        // (apps/web/.size-limit.mjs, decision 119). Not served: the server routes no dotfile.
        manifest: true,
        chunkSizeWarningLimit: 600,
        // A lazy screen's import() preloads its whole static closure at once (Vite's preload helper), so a screen's
        // modules arrive in one wave rather than one wave per level of imports (issue 28, decision 120).
        rolldownOptions: { output: { codeSplitting: { groups: CHUNK_GROUPS } } },
      },
}));
