/**
 * What the long tasks of a Lighthouse run cost the page's main thread itself. Lighthouse's
 * simulation (the mobile preset) takes the trace of an unthrottled load and counts each task
 * four times longer, so a task of 12.5 ms or more in the trace adds to the blocking time. On a
 * machine with two cores, a task's wall-clock time also holds the time its thread waited for a
 * core while the browser, the GPU process's compositor (Lighthouse takes a screenshot of every
 * frame) and the server ran: in the builder's traces of 29 November those tasks were two to five
 * times longer than the main thread's own CPU time. Both are printed, so a score that moved with
 * the machine can be told from one that moved with the app.
 */

/** Lighthouse's simulated CPU slowdown (mobile preset) and the blocking threshold at that speed. */
const SIMULATED_SLOWDOWN = 4;
const BLOCKING_THRESHOLD_MS = 50;
/** The shortest task of the trace that the simulation counts as blocking. */
export const LONG_TASK_MS = BLOCKING_THRESHOLD_MS / SIMULATED_SLOWDOWN;

/** The trace events this reads (Chromium's trace event format). */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  /** Wall-clock duration, µs. */
  dur?: number;
  /** The thread's own CPU time, µs. */
  tdur?: number;
  args?: { name?: string };
}

export interface LongTaskTime {
  /** Main-thread tasks of LONG_TASK_MS or more from the first contentful paint on. */
  count: number;
  /** Their wall-clock time, ms. */
  wallMs: number;
  /** The main thread's own CPU time inside them, ms. */
  cpuMs: number;
}

/**
 * The page's main thread: of the renderers' main threads in the trace, the one with the most
 * events (Lighthouse's own pages, about:blank, record next to nothing).
 */
function findPageMainThread(events: readonly TraceEvent[]): string | null {
  const mainThreads = new Set(
    events
      .filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
      .map((event) => `${event.pid}:${event.tid}`),
  );
  const counts = new Map<string, number>();
  for (const event of events) {
    const thread = `${event.pid}:${event.tid}`;
    if (mainThreads.has(thread)) counts.set(thread, (counts.get(thread) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null;
}

export function measureLongTasks(events: readonly TraceEvent[]): LongTaskTime {
  const thread = findPageMainThread(events);
  const onThread = events.filter((event) => `${event.pid}:${event.tid}` === thread);
  const firstPaint = onThread.find((event) => event.name === 'firstContentfulPaint')?.ts ?? 0;
  const tasks = onThread.filter(
    (event) =>
      event.ph === 'X' &&
      event.name === 'RunTask' &&
      event.ts >= firstPaint &&
      (event.dur ?? 0) >= LONG_TASK_MS * 1000,
  );
  return {
    count: tasks.length,
    wallMs: tasks.reduce((sum, task) => sum + (task.dur ?? 0), 0) / 1000,
    cpuMs: tasks.reduce((sum, task) => sum + (task.tdur ?? 0), 0) / 1000,
  };
}
