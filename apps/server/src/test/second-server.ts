import { spawn } from "node:child_process";
import net from "node:net";
import path from "node:path";

async function freePort() {
  return new Promise<number>((resolve) => {
    const s = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

/** Another server process (src/server.ts) on the same PostgreSQL database, as in a multi-instance deployment. */
export async function startSecondServer(databaseUrl: string) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ["--import", "tsx", path.resolve(import.meta.dirname, "../server.ts")], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: "127.0.0.1",
      SEED_ON_START: "false",
      SERVE_WEB: "false",
      LOG_LEVEL: "warn",
      NODE_ENV: "test",
    },
    stdio: "inherit",
  });
  for (let i = 0; i < 200; i++) {
    const ok = await fetch(`${base}/readyz`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return { base, stop: () => child.kill("SIGTERM") };
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill("SIGKILL");
  throw new Error("second server did not start");
}
