/**
 * The renderer main thread's tasks from a Chromium trace (category `toplevel`): each task's wall time
 * and the CPU time its thread really ran. On a shared machine a long task's wall time includes the
 * time the thread waited for a core; its CPU time is the work the page asked for.
 */
export interface MainThreadTask {
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
  dur?: number;
  tdur?: number;
  args?: { name?: unknown };
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
    e.ph === 'X' && e.name === TASK_EVENT && mainThreads.has(thread(e)) && e.dur !== undefined && e.tdur !== undefined
      ? [{ wallMs: e.dur / 1000, cpuMs: Math.min(e.tdur, e.dur) / 1000 }]
      : [],
  );
}
