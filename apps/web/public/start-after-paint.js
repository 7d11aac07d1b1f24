// A page the server drew (decision 121) is read before the app starts: once the browser reports the page's first
// contentful paint, the app's scripts (data-preload) are fetched together and its entry (data-entry) is started.
// Without that report (a hidden tab paints nothing; an older browser reports nothing) it starts after a short wait.
(() => {
  const script = document.currentScript;
  const entry = script?.dataset.entry;
  if (!entry) return;
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
    import(entry);
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
