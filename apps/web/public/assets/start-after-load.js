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
  // After the frame that follows the load, not in it: the hero, loaded by then, is painted before
  // the app's code is asked for, rather than sharing the main thread with it (the largest paint
  // came 100–200 ms after the load). A hidden tab paints no frame: the timer starts it anyway.
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    start();
  };
  const afterNextPaint = () => {
    requestAnimationFrame(() => setTimeout(once, 0));
    setTimeout(once, 250);
  };
  if (document.readyState === 'complete') afterNextPaint();
  else window.addEventListener('load', afterNextPaint, { once: true });
})();
