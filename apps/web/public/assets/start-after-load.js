// Starts the app on a prerendered public page once the page has loaded and painted (written into
// each page by scripts/prerender.ts). Until then a slow phone spends its bandwidth on what the
// first screen shows (the stylesheet, the hero picture), and the page paints before any of the
// app's code runs; the page is already whole, links work, and the app then takes it over as it is.
// A classic deferred script, so it can read what to fetch from its own element.
(() => {
  const script = document.currentScript;
  if (!script?.dataset.entry) return;
  const { entry, preload = '' } = script.dataset;
  const nextTask = (then) => setTimeout(then, 0);
  const start = () => {
    // Everything the entry will ask for, fetched side by side rather than one import after another.
    const links = preload
      .split(' ')
      .filter(Boolean)
      .map((href) => {
        const link = document.createElement('link');
        if (href.endsWith('.json')) {
          link.rel = 'preload';
          link.as = 'fetch';
        } else {
          link.rel = 'modulepreload';
        }
        link.crossOrigin = 'anonymous';
        link.href = href;
        return link;
      });
    document.head.append(...links);
    // The import in a task of its own: with the preloads in one, it made a long task.
    nextTask(() => import(entry));
  };
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    start();
  };
  // The first contentful paint, then two frames: the hero, loaded by the load event, is painted by
  // then. Asked for before the page had painted (on /activities, whose load comes before its
  // first paint), the code counted in Lighthouse's simulated first paint, a second later than
  // the page's; so did code asked for in the frame that painted the hero.
  const afterFrames = () => requestAnimationFrame(() => requestAnimationFrame(() => nextTask(once)));
  const afterFirstPaint = (then) => {
    if (
      typeof PerformanceObserver !== 'function' ||
      !PerformanceObserver.supportedEntryTypes?.includes('paint')
    )
      return then();
    const observer = new PerformanceObserver((list) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      then();
    });
    observer.observe({ type: 'paint', buffered: true });
  };
  const afterLoad = () => {
    // A hidden tab paints nothing: it starts on a timer. A visible one that never reports a paint
    // starts anyway, later.
    setTimeout(once, document.visibilityState === 'hidden' ? 250 : 3000);
    afterFirstPaint(afterFrames);
  };
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
})();
