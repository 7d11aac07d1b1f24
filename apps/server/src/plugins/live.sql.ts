import { sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";

/** Announces a payload on a channel to every process that LISTENs (pg_notify). */
export async function notifyChannel(db: Db, channel: string, payload: string): Promise<void> {
  await db.execute(sql`select pg_notify(${channel}, ${payload})`);
}
