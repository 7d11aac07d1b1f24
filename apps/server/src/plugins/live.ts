import type { FastifyBaseLogger } from "fastify";
import type { PoolClient } from "pg";
import type { Database } from "../db/client.ts";
import { notifyChannel } from "./live.sql.ts";

const CHANNEL = "quad_live";
/** Announced by database triggers when users, institutions or sessions change (migration 0014). */
const AUTH_CHANNEL = "quad_auth";
/** NOTIFY payloads must stay under 8000 bytes; batches are split well below that. */
const MAX_ITEMS_PER_NOTIFY = 300;

export type LiveItem = [userId: number, notificationId: number];
type Listener = (notificationIds: number[]) => void;

/**
 * Fan-out of live events across every server process on one database: a publisher NOTIFYs,
 * each process LISTENs and hands the ids to its own subscribers (open streams of those users).
 * Works on PostgreSQL (a dedicated connection) and on PGlite (its in-process listen).
 */
export function createLiveHub(database: Database, log: FastifyBaseLogger) {
  const subscribers = new Map<number, Set<Listener>>();
  let pgClient: PoolClient | undefined;
  let unlisten: (() => Promise<void>) | undefined;
  let unlistenAuth: (() => Promise<void>) | undefined;
  let stopped = false;
  const authListeners = new Set<() => void>();
  const stateListeners = new Set<(listening: boolean) => void>();
  let listening = false;

  function setListening(value: boolean) {
    listening = value;
    for (const listener of stateListeners) listener(value);
  }
  function authChanged() {
    for (const listener of authListeners) listener();
  }

  function dispatch(payload: string) {
    let items: LiveItem[];
    try {
      items = JSON.parse(payload) as LiveItem[];
    } catch {
      return;
    }
    const byUser = new Map<number, number[]>();
    for (const [userId, id] of items) {
      if (subscribers.has(userId)) byUser.set(userId, [...(byUser.get(userId) ?? []), id]);
    }
    for (const [userId, ids] of byUser) for (const listener of subscribers.get(userId) ?? []) listener(ids);
  }

  /** Gives a listening connection back to the pool once, whichever of an error or stop() comes first. */
  function dropClient(destroy: boolean) {
    const client = pgClient;
    pgClient = undefined;
    if (!client) return;
    client.removeAllListeners("notification");
    client.release(destroy);
  }

  async function listenPostgres() {
    if (!database.pool || stopped) return;
    let client: PoolClient | undefined;
    try {
      client = await database.pool.connect();
      pgClient = client;
      client.on("notification", (msg) => {
        if (msg.channel === AUTH_CHANNEL) authChanged();
        else if (msg.channel === CHANNEL && msg.payload) dispatch(msg.payload);
      });
      const current = client;
      client.on("error", (err) => {
        // Only the connection currently listening triggers a reconnect; a late error from a
        // connection already given back (stopped, or replaced) is ignored.
        if (current !== pgClient) return;
        setListening(false);
        log.error({ err }, "live listener connection lost; reconnecting");
        dropClient(true);
        if (!stopped) setTimeout(() => void listenPostgres(), 1000).unref();
      });
      await client.query(`LISTEN ${CHANNEL}; LISTEN ${AUTH_CHANNEL}`);
      if (stopped) return dropClient(false);
      setListening(true);
    } catch (err) {
      // An error event on this connection has already dropped it and scheduled the retry.
      if (stopped || (client && client !== pgClient)) return;
      log.error({ err }, "live listener could not start; retrying");
      dropClient(true);
      setTimeout(() => void listenPostgres(), 1000).unref();
    }
  }

  return {
    async start() {
      if (database.pglite) {
        unlisten = await database.pglite.listen(CHANNEL, dispatch);
        unlistenAuth = await database.pglite.listen(AUTH_CHANNEL, authChanged);
        setListening(true);
      } else {
        await listenPostgres();
      }
    },
    async stop() {
      stopped = true;
      setListening(false);
      await unlisten?.();
      await unlistenAuth?.();
      const client = pgClient;
      if (client) {
        await client.query("UNLISTEN *").catch(() => undefined);
        if (client === pgClient) dropClient(false);
      }
    },
    /** Announces new notifications to every process (call after the rows are committed). */
    async publish(items: LiveItem[]) {
      for (let i = 0; i < items.length; i += MAX_ITEMS_PER_NOTIFY) {
        const chunk = JSON.stringify(items.slice(i, i + MAX_ITEMS_PER_NOTIFY));
        await notifyChannel(database.db, CHANNEL, chunk);
      }
    },
    /** Calls `listener` whenever the database announces a change to users, institutions or sessions. */
    onAuthChange(listener: () => void) {
      authListeners.add(listener);
      return () => authListeners.delete(listener);
    },
    /** Calls `listener` now and whenever announcements start or stop being heard. */
    onListeningChange(listener: (listening: boolean) => void) {
      stateListeners.add(listener);
      listener(listening);
      return () => stateListeners.delete(listener);
    },
    subscribe(userId: number, listener: Listener) {
      const set = subscribers.get(userId) ?? new Set<Listener>();
      set.add(listener);
      subscribers.set(userId, set);
      return () => {
        set.delete(listener);
        if (set.size === 0) subscribers.delete(userId);
      };
    },
  };
}
export type LiveHub = ReturnType<typeof createLiveHub>;
