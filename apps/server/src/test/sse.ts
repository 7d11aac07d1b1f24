/** Reads server-sent events from a real HTTP stream, with authentication header. */
export async function openEventStream(url: string, token: string) {
  const controller = new AbortController();
  const res = await fetch(url, { headers: { authentication_token: token }, signal: controller.signal });
  if (!res.ok || !res.body) throw new Error(`stream failed: ${res.status}`);
  const events: { event: string; data: unknown }[] = [];
  const waiters: (() => void)[] = [];
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = "";
  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += value;
        let idx = buffer.indexOf("\n\n");
        while (idx >= 0) {
          const block = buffer.slice(0, idx);
          buffer = buffer.slice(idx + 2);
          const event = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (event && data) events.push({ event, data: JSON.parse(data) });
          for (const w of waiters.splice(0)) w();
          idx = buffer.indexOf("\n\n");
        }
      }
    } catch {
      // aborted
    }
  })();
  return {
    events,
    /** Resolves with the first event matching, or rejects after the timeout. */
    async waitFor(name: string, timeoutMs = 2000, from = 0) {
      const started = Date.now();
      for (;;) {
        const found = events.slice(from).find((e) => e.event === name);
        if (found) return { ...found, ms: Date.now() - started };
        if (Date.now() - started > timeoutMs) throw new Error(`no ${name} event within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 50);
        });
      }
    },
    close: () => controller.abort(),
  };
}
