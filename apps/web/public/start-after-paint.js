// A page the server drew (decision 121) is read before the app starts: once the browser reports the page's first
// contentful paint, the app's scripts (data-preload) are fetched together and the app starts: the entry's own chunks
// (data-stages) are evaluated one task each, then the entry (data-entry), so the main thread is never held long.
// Without that report (a hidden tab paints nothing; an older browser reports nothing) it starts after a short wait.
(() => {
  const script = document.currentScript;
  const entry = script?.dataset.entry;
  if (!entry) return;
  const stages = (script.dataset.stages ?? "").split(" ").filter(Boolean);
  const evaluate = (at) => {
    if (at >= stages.length) return void import(entry);
    import(stages[at]).then(
      () => setTimeout(() => evaluate(at + 1), 0),
      () => import(entry),
    );
  };
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const href of (script.dataset.preload ?? "").split(" ").filter(Boolean)) {
      const link = document.createElement("link");
      link.rel = "modulepreload";
      link.crossOrigin = "";
      link.href = href;
      document.head.append(link);
    }
    evaluate(0);
  };
  if (document.visibilityState !== "visible") return start();
  try {
    const paints = new PerformanceObserver((list) => {
      if (list.getEntriesByName("first-contentful-paint").length === 0) return;
      paints.disconnect();
      setTimeout(start, 0);
    });
    paints.observe({ type: "paint", buffered: true });
  } catch {
    // no paint timing: the wait below
  }
  setTimeout(start, 500);
})();
