// Where Lighthouse's simulation (Lantern) puts each main-thread task of an audit, and the blocking
// time that makes from the tasks' thread time. Lighthouse's TBT is the simulated length of each
// task (its wall time in the trace, times 4, or 2 for a task that lays out) less 50 ms, summed over
// the tasks its simulation starts between its first contentful paint and its time to interactive.
// The simulated first paint waits only for what blocks rendering: on the app's shell (the book
// page), whose paint in the trace comes after the app's start, the start's tasks land after it and
// count. Counting from the trace's own first paint, as the bench did, left them out.
import { LoadSimulator } from 'lighthouse/core/computed/load-simulator.js';
import { PageDependencyGraph } from 'lighthouse/core/computed/page-dependency-graph.js';
import { MainThreadTasks } from 'lighthouse/core/lib/tracehouse/main-thread-tasks.js';
import { TraceProcessor } from 'lighthouse/core/lib/tracehouse/trace-processor.js';

/** A task's thread time (ms): complete events carry it as `tdur` (µs), which Lighthouse's types leave out. */
const threadMs = (task) => (task.event.tdur ?? task.event.dur ?? 0) / 1000;

/**
 * Every top-level main-thread task of an audit (`result` from `lighthouse()`), with its place in
 * the simulation (`sim`: start, duration, or null when the simulation pruned it as too short to
 * matter) and whether it falls in TBT's window; plus `cpuTbtMs`, TBT from thread time.
 */
export async function simulatedTasks(result) {
  const { lhr, artifacts } = result;
  const settings = lhr.configSettings;
  const context = { computedCache: new Map(), settings };
  const graph = await PageDependencyGraph.request(
    {
      settings,
      trace: artifacts.Trace,
      devtoolsLog: artifacts.DevtoolsLog,
      URL: artifacts.URL,
      SourceMaps: artifacts.SourceMaps,
      HostDPR: artifacts.HostDPR,
      fromTrace: false,
    },
    context,
  );
  const simulator = await LoadSimulator.request({ devtoolsLog: artifacts.DevtoolsLog, settings }, context);
  const simulation = simulator.simulate(graph, { label: 'bench' });
  const byEvent = new Map();
  for (const [node, timing] of simulation.nodeTimings.entries())
    if (node.type === 'cpu') byEvent.set(node.event, timing);

  const metrics = lhr.audits.metrics?.details?.items?.[0] ?? {};
  const from = metrics.firstContentfulPaint ?? 0;
  const to = metrics.interactive ?? Number.POSITIVE_INFINITY;
  const processed = TraceProcessor.processTrace(artifacts.Trace);
  const tasks = MainThreadTasks.getMainThreadTasks(
    processed.mainThreadEvents,
    processed.frames,
    processed.timestamps.traceEnd,
    processed.timestamps.timeOrigin,
  )
    .filter((task) => !task.parent)
    .map((task) => {
      const timing = byEvent.get(task.event);
      const sim = timing ? { start: timing.startTime, duration: timing.duration } : null;
      const inWindow = !!sim && sim.start >= from && sim.start < to;
      // The simulation's slowdown of this task (4, or 2 if it lays out), applied to its thread time.
      const slowdown = sim && task.duration > 0 ? sim.duration / task.duration : 0;
      const blocking = inWindow ? Math.max(0, threadMs(task) * slowdown - 50) : 0;
      return { task, wallMs: task.duration, threadMs: threadMs(task), sim, inWindow, blocking };
    });
  return {
    tasks,
    fcpMs: from,
    ttiMs: to,
    cpuTbtMs: Math.round(tasks.reduce((sum, t) => sum + t.blocking, 0)),
  };
}
