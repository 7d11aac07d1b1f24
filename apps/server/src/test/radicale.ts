import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";

export const RADICALE_BIN = "/usr/bin/radicale";

/**
 * Whether the CalDAV tests can run here. CI installs radicale (.ci/run), so there a missing binary is a
 * failure; elsewhere the tests are skipped with this reason.
 */
export function radicaleMissing(): string | null {
  if (existsSync(RADICALE_BIN)) return null;
  if (process.env.CI === "true") throw new Error(`${RADICALE_BIN} is missing: CI must install the radicale package`);
  return `${RADICALE_BIN} is not installed (apt-get install radicale): the CalDAV tests are skipped`;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export interface Radicale {
  url: string;
  port: number;
  /** Basic credentials of a user of the server. */
  auth(user: string): string;
  /** Makes a calendar collection for the user; answers its address. */
  makeCalendar(user: string, slug: string, name: string): Promise<string>;
  /** Puts an iCalendar object of the user's own (not Quad's) into a calendar. */
  putObject(calendarUrl: string, user: string, name: string, ics: string): Promise<void>;
  /** The iCalendar objects of a calendar, by address. */
  objects(calendarUrl: string, user: string): Promise<string[]>;
  stop(): Promise<void>;
}

/**
 * A real CalDAV server (Debian's radicale) on a free loopback port, its storage in a temporary folder, users
 * from an htpasswd file (plain passwords: `users` maps name to password).
 */
export async function startRadicale(users: Record<string, string>): Promise<Radicale> {
  const folder = await mkdtemp(path.join(tmpdir(), "quad-radicale-"));
  const port = await freePort();
  await writeFile(
    path.join(folder, "users"),
    Object.entries(users)
      .map(([u, p]) => `${u}:${p}`)
      .join("\n"),
  );
  await writeFile(
    path.join(folder, "config"),
    [
      "[server]",
      `hosts = 127.0.0.1:${port}`,
      "[auth]",
      "type = htpasswd",
      `htpasswd_filename = ${path.join(folder, "users")}`,
      "htpasswd_encryption = plain",
      "delay = 0",
      "[rights]",
      "type = owner_only",
      "[storage]",
      `filesystem_folder = ${path.join(folder, "collections")}`,
      "[logging]",
      "level = warning",
    ].join("\n"),
  );
  const child: ChildProcess = spawn(RADICALE_BIN, ["-C", path.join(folder, "config")], {
    stdio: ["ignore", "ignore", "pipe"],
  });
  let log = "";
  child.stderr?.on("data", (d: Buffer) => {
    log += d.toString();
  });
  const url = `http://127.0.0.1:${port}`;
  const auth = (user: string) => `Basic ${Buffer.from(`${user}:${users[user] ?? ""}`).toString("base64")}`;
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`radicale exited: ${log}`);
    const up = await fetch(`${url}/.web/`).then(
      () => true,
      () => false,
    );
    if (up) break;
    if (Date.now() - started > 15_000) throw new Error(`radicale did not start: ${log}`);
    await sleep(100);
  }

  return {
    url,
    port,
    auth,
    async makeCalendar(user, slug, name) {
      const address = `${url}/${user}/${slug}/`;
      const res = await fetch(address, {
        method: "MKCALENDAR",
        headers: { authorization: auth(user), "content-type": "application/xml" },
        body: `<?xml version="1.0" encoding="utf-8"?><C:mkcalendar xmlns:D="DAV:" xmlns:C="urn:ietf:params:xml:ns:caldav"><D:set><D:prop><D:displayname>${name}</D:displayname><C:supported-calendar-component-set><C:comp name="VEVENT"/></C:supported-calendar-component-set></D:prop></D:set></C:mkcalendar>`,
      });
      if (res.status !== 201) throw new Error(`MKCALENDAR answered ${res.status}: ${await res.text()}`);
      return address;
    },
    async putObject(calendarUrl, user, name, ics) {
      const res = await fetch(`${calendarUrl}${name}.ics`, {
        method: "PUT",
        headers: { authorization: auth(user), "content-type": "text/calendar; charset=utf-8" },
        body: ics,
      });
      if (res.status !== 201 && res.status !== 204) throw new Error(`PUT answered ${res.status}: ${await res.text()}`);
    },
    async objects(calendarUrl, user) {
      const res = await fetch(calendarUrl, {
        method: "REPORT",
        headers: { authorization: auth(user), depth: "1", "content-type": "application/xml" },
        body: `<?xml version="1.0" encoding="utf-8"?><C:calendar-query xmlns:D="DAV:" xmlns:C="urn:ietf:params:xml:ns:caldav"><D:prop><C:calendar-data/></D:prop><C:filter><C:comp-filter name="VCALENDAR"><C:comp-filter name="VEVENT"/></C:comp-filter></C:filter></C:calendar-query>`,
      });
      const text = await res.text();
      return [...text.matchAll(/BEGIN:VCALENDAR[\s\S]*?END:VCALENDAR/g)].map((m) => m[0].replace(/&#13;|\r/g, ""));
    },
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGTERM");
        await exited;
      }
      await rm(folder, { recursive: true, force: true });
    },
  };
}
