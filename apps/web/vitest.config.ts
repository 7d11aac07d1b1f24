import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

export default defineConfig({
  plugins: [react()],
  test: {
    environment: "jsdom",
    globals: false,
    setupFiles: ["./src/test/setup.ts"],
    include: ["src/**/*.test.{ts,tsx}"],
    css: false,
    // Screens render in jsdom on 2 shared cores; a busy machine (a parallel build, the browser suite)
    // can take a rendering test past the 5 s default without anything being wrong.
    testTimeout: 20_000,
  },
});
