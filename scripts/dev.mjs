// `npm run dev`: API with reload on :3000 and the Vite dev server on :5173 (proxying /api).
import { spawn } from "node:child_process";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const procs = [
  spawn("npx", ["tsx", "watch", "apps/server/src/server.ts"], {
    cwd: root,
    stdio: "inherit",
    env: {
      ...process.env,
      SERVE_WEB: "false",
      APP_URL: process.env.APP_URL ?? "http://localhost:5173",
      // The demo institutions' Slack posts to the local sink (/dev/slack-sink, decisions 091 and 103); plain http to
      // this machine is allowed so that the demo calendar user reaches a local Radicale (DEMO_CALDAV_URL).
      SLACK_DEMO_WEBHOOK_URL: process.env.SLACK_DEMO_WEBHOOK_URL ?? "http://127.0.0.1:3000/dev/slack-sink",
      OUTBOUND_ALLOW_HTTP: process.env.OUTBOUND_ALLOW_HTTP ?? "true",
      OUTBOUND_ALLOW_ADDRESSES: process.env.OUTBOUND_ALLOW_ADDRESSES ?? "127.0.0.1",
    },
  }),
  spawn("npm", ["run", "dev", "-w", "apps/web"], { cwd: root, stdio: "inherit" }),
];
const stop = () => {
  for (const p of procs) p.kill("SIGTERM");
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
for (const p of procs) p.on("exit", (code) => code && stop());
