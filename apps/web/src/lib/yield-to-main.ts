declare global {
  interface Window {
    /** Chromium's scheduler (Prioritized Task Scheduling); elsewhere undefined. */
    scheduler?: { yield?: () => Promise<void> };
  }
}

/**
 * Ends the current task and goes on in a new one, so the browser may paint and answer a tap in
 * between. A phone's start runs the app's modules, its session, translations and router one
 * after another: in one task they held the main thread for hundreds of milliseconds (what
 * Lighthouse counts as blocking time). `scheduler.yield()` resumes ahead of other queued tasks
 * where it exists; elsewhere a zero timer.
 */
export function yieldToMain(): Promise<void> {
  if (typeof window.scheduler?.yield === 'function') return window.scheduler.yield();
  return new Promise((resume) => setTimeout(resume, 0));
}
