import { AUTH_HEADER } from "@quad/contract/rules/constants";
import { afterPageLoad } from "./after-load";

/**
 * A small server-sent events reader over fetch: the stream is authenticated by a header, which
 * EventSource cannot send. The parser is pure (fed text chunks, answers whole events); the reader
 * reconnects with exponential backoff until it is stopped.
 */

export interface StreamEvent {
  event: string;
  data: string;
  id?: string;
}

/** Incremental text/event-stream parser (WHATWG rules: fields, comments, blank line ends an event). */
export function createSseParser() {
  let buffer = "";
  let event = "";
  let data: string[] = [];
  let id: string | undefined;

  function line(text: string, out: StreamEvent[]): void {
    if (text === "") {
      if (data.length > 0) out.push({ event: event || "message", data: data.join("\n"), ...(id ? { id } : {}) });
      event = "";
      data = [];
      return;
    }
    if (text.startsWith(":")) return;
    const colon = text.indexOf(":");
    const field = colon === -1 ? text : text.slice(0, colon);
    let value = colon === -1 ? "" : text.slice(colon + 1);
    if (value.startsWith(" ")) value = value.slice(1);
    if (field === "event") event = value;
    else if (field === "data") data.push(value);
    else if (field === "id") id = value;
  }

  return {
    /** Feeds a chunk of text; answers the events completed by it. */
    push(chunk: string): StreamEvent[] {
      buffer += chunk;
      const out: StreamEvent[] = [];
      let match = /\r\n|\r|\n/.exec(buffer);
      while (match) {
        // A lone "\r" at the end may be the first half of "\r\n": wait for more text.
        if (match[0] === "\r" && match.index === buffer.length - 1) break;
        line(buffer.slice(0, match.index), out);
        buffer = buffer.slice(match.index + match[0].length);
        match = /\r\n|\r|\n/.exec(buffer);
      }
      return out;
    },
  };
}

/** Delay before reconnect attempt n (0-based): 1 s, 2 s, 4 s ... capped at 30 s, with up to 20% jitter. */
export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(30_000, 1000 * 2 ** Math.max(0, attempt));
  return Math.round(base * (1 + 0.2 * random()));
}

export interface LiveStreamOptions {
  url: string;
  token: string;
  onEvent: (event: StreamEvent) => void;
  /** A 401/403 answer: the stream stops (the session is gone). */
  onUnauthorized?: () => void;
  fetchImpl?: typeof fetch;
  /** When to open the first connection (default: after the page's load event and an idle moment). */
  whenReady?: (start: () => void) => () => void;
}

/** Opens the stream and keeps it open (reconnecting with backoff); answers a function that stops it. */
export function openLiveStream(options: LiveStreamOptions): () => void {
  const fetchImpl = options.fetchImpl ?? fetch.bind(globalThis);
  let stopped = false;
  let controller: AbortController | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let attempt = 0;

  async function connect(): Promise<void> {
    if (stopped) return;
    controller = new AbortController();
    try {
      const response = await fetchImpl(options.url, {
        headers: { Accept: "text/event-stream", [AUTH_HEADER]: options.token },
        signal: controller.signal,
        cache: "no-store",
        // A request that never ends: it must not compete with the screen's own requests, nor count as one the
        // page still waits for (issue 28: Lighthouse waited for it until its time limit).
        priority: "low",
      });
      if (response.status === 401 || response.status === 403) {
        stopped = true;
        options.onUnauthorized?.();
        return;
      }
      if (!response.ok || !response.body) throw new Error(`stream answered ${response.status}`);
      const parser = createSseParser();
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        for (const event of parser.push(value)) {
          attempt = 0;
          options.onEvent(event);
        }
      }
    } catch {
      // Network drop or abort: reconnect below unless stopped.
    }
    if (stopped) return;
    timer = setTimeout(() => void connect(), backoffDelay(attempt));
    attempt += 1;
  }

  const cancelStart = (options.whenReady ?? afterPageLoad)(() => void connect());
  return () => {
    stopped = true;
    cancelStart();
    if (timer) clearTimeout(timer);
    controller?.abort();
  };
}
