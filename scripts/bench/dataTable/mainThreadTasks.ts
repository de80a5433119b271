/**
 * The renderer main thread's tasks from a Chromium trace (category `toplevel`): each task's wall time
 * and the CPU time its thread really ran. On a shared machine a long task's wall time includes the
 * time the thread waited for a core; its CPU time is the work the page asked for.
 */
export interface MainThreadTask {
  /** When the task started, ms on the trace's clock (see pageClockOffset). */
  startMs: number;
  wallMs: number;
  cpuMs: number;
}

/** The outermost event of every task the thread runs (category `toplevel`). */
const TASK_EVENT = 'ThreadControllerImpl::RunTask';

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts?: number;
  dur?: number;
  tdur?: number;
  args?: { name?: unknown; data?: { startTime?: unknown } };
}

function isTraceEvent(value: unknown): value is TraceEvent {
  if (typeof value !== 'object' || value === null) return false;
  const event: Record<string, unknown> = { ...value };
  return typeof event.name === 'string' && typeof event.ph === 'string' && typeof event.pid === 'number' && typeof event.tid === 'number';
}

function traceEvents(trace: unknown): TraceEvent[] {
  const list = Array.isArray(trace) ? trace : typeof trace === 'object' && trace !== null && 'traceEvents' in trace ? trace.traceEvents : [];
  return Array.isArray(list) ? list.filter(isTraceEvent) : [];
}

export function mainThreadTasks(traceJson: string): MainThreadTask[] {
  const events = traceEvents(JSON.parse(traceJson));
  const thread = (event: TraceEvent) => `${event.pid}:${event.tid}`;
  const mainThreads = new Set(events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map(thread));
  return events.flatMap((e) =>
    e.ph === 'X' && e.name === TASK_EVENT && mainThreads.has(thread(e)) && e.ts !== undefined && e.dur !== undefined && e.tdur !== undefined
      ? [{ startMs: e.ts / 1000, wallMs: e.dur / 1000, cpuMs: Math.min(e.tdur, e.dur) / 1000 }]
      : [],
  );
}

/**
 * The trace's clock less the page's (performance.now()), in ms, from a `performance.mark(name)` the
 * page made while tracing (category `blink.user_timing`): the mark carries both times.
 */
export function pageClockOffset(traceJson: string, markName: string): number {
  const mark = traceEvents(JSON.parse(traceJson)).find((e) => e.name === markName && e.ts !== undefined);
  const pageTime = mark?.args?.data?.startTime;
  if (!mark || typeof pageTime !== 'number') throw new Error(`the trace has no mark ${markName}`);
  return mark.ts! / 1000 - pageTime;
}

/** The main thread's CPU time from `fromMs` to `toMs` (trace clock): a task across an end counts for its share inside. */
export function cpuBetween(tasks: readonly MainThreadTask[], fromMs: number, toMs: number): number {
  let cpu = 0;
  for (const task of tasks) {
    const inside = Math.min(toMs, task.startMs + task.wallMs) - Math.max(fromMs, task.startMs);
    if (inside > 0 && task.wallMs > 0) cpu += task.cpuMs * (inside / task.wallMs);
  }
  return cpu;
}
