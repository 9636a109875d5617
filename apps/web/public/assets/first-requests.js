// Starts the public reads the app's first screen waits on while the app's own code is still on its
// way (index.html loads it `async`, beside the modules). On a slow phone the code takes a second or
// more to arrive and run; asked only then, the box's config and the activities each added a round
// trip, one after the other, before the book page could even ask for the day's classes.
// The app takes each answer once (src/app/first-requests.ts) and asks again itself if it is
// missing or failed. A classic script: the page's Content-Security-Policy allows no inline code.
(() => {
  const read = (path) =>
    fetch(path, { headers: { accept: 'application/json' } }).then(
      (response) => (response.ok ? response.json() : null),
      () => null,
    );
  const started = new Map();
  // Every screen of the app reads the box's config (its time zone, its rules).
  started.set('/api/app/config', read('/api/app/config'));
  // The book page finds its activity's id in the list before it can ask for the classes.
  if (window.location.pathname.startsWith('/book/')) started.set('/api/activities', read('/api/activities'));
  window.boxbookFirstRequests = started;
})();
