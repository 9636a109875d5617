// Starts the app on a prerendered public page once the page has loaded (written into each page by
// scripts/prerender.ts). Until then a slow phone spends its bandwidth on what the first screen
// shows (the stylesheet, the hero picture), and the page paints before any of the app's code
// runs; the page is already whole, links work, and the app then takes it over as it is.
// A classic deferred script, so it can read what to fetch from its own element.
(() => {
  const script = document.currentScript;
  if (!script?.dataset.entry) return;
  const { entry, preload = '' } = script.dataset;
  const start = () => {
    // Everything the entry will ask for, fetched side by side rather than one import after another.
    for (const href of preload.split(' ').filter(Boolean)) {
      const link = document.createElement('link');
      if (href.endsWith('.json')) {
        link.rel = 'preload';
        link.as = 'fetch';
      } else {
        link.rel = 'modulepreload';
      }
      link.crossOrigin = 'anonymous';
      link.href = href;
      document.head.append(link);
    }
    import(entry);
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
})();
