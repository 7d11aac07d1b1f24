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
  let idle: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const whenIdle = () => {
    if (typeof window.requestIdleCallback === "function") idle = window.requestIdleCallback(start, { timeout: 2000 });
    else timer = setTimeout(start, 0);
  };
  if (document.readyState === "complete") whenIdle();
  else window.addEventListener("load", whenIdle, { once: true });
  return () => {
    window.removeEventListener("load", whenIdle);
    if (idle !== undefined) window.cancelIdleCallback(idle);
    if (timer) clearTimeout(timer);
  };
}
