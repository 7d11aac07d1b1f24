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
    chunkSizeWarningLimit: 600,
  },
});
