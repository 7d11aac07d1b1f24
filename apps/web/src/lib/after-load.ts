/**
 * Runs `run` at the browser's next idle moment (at the latest after `timeout` ms; where there is no idle callback,
 * after `fallbackMs`). Answers a cancel function.
 */
export function onIdle(run: () => void, timeout: number, fallbackMs = 0): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const id = window.requestIdleCallback(run, { timeout });
    return () => window.cancelIdleCallback(id);
  }
  const timer = setTimeout(run, fallbackMs);
  return () => clearTimeout(timer);
}

/**
 * Runs `start` once the document has loaded and the browser is idle (at most 2 s after load), so work started on a
 * page's first render (a stream that never ends, code for the next screen) does not hold the page's load or its
 * first screen's requests. Answers a cancel function.
 */
export function afterPageLoad(start: () => void): () => void {
  if (typeof window === "undefined") {
    start();
    return () => {};
  }
  let cancelIdle = () => {};
  const whenIdle = () => {
    cancelIdle = onIdle(start, 2000);
  };
  if (document.readyState === "complete") whenIdle();
  else window.addEventListener("load", whenIdle, { once: true });
  return () => {
    window.removeEventListener("load", whenIdle);
    cancelIdle();
  };
}

/**
 * Resolves in a later task of the main thread (the browser's `scheduler.yield` where there is one, else a zero
 * timer): work before and after an `await nextTask()` runs as two tasks, so a phone can paint and answer input
 * between them and neither is long (issue 28, decision 125).
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === "function") return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
