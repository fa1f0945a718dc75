/**
 * A Chromium trace of one page action, and the page's renderer main thread in it: what
 * scripts/lighthouse/main-thread.ts lists and scripts/lighthouse/page-probe.ts sums. Times are
 * read as thread time (`tdur`), the CPU a task got: preemption by other processes stretches a
 * task's wall time on a shared machine without making it cost more.
 */
import type { CDPSession } from 'playwright-core';

export interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string; data?: { url?: string; functionName?: string; scriptName?: string } };
}

const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8', 'v8.execute', 'toplevel'];

/** Records the trace of whatever `action` makes the page do. */
export async function recordTrace(cdp: CDPSession, action: () => Promise<void>): Promise<TraceEvent[]> {
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', (m) => events.push(...(m.value as unknown as TraceEvent[])));
  const complete = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
  await cdp.send('Tracing.start', { traceConfig: { includedCategories: CATEGORIES } });
  await action();
  await cdp.send('Tracing.end');
  await complete;
  return events;
}

/** A task's CPU time in ms (its wall time when the trace has no thread time). */
export function cpuMs(e: TraceEvent): number {
  return (e.tdur ?? e.dur ?? 0) / 1000;
}

/** The page's renderer main thread in a trace: its process and thread, and its complete ('X') events. */
export interface RendererMainThread {
  pid: number;
  tid: number;
  events: TraceEvent[];
}

/**
 * The page's renderer main thread: of the renderers' main threads in the trace (about:blank's,
 * the page's), the one whose tasks took the most CPU.
 */
export function rendererMainThread(events: readonly TraceEvent[]): RendererMainThread {
  const busiest = events
    .filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
    .map(({ pid, tid }) => {
      const own = events.filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X');
      return {
        pid,
        tid,
        events: own,
        ms: own.filter((e) => e.name === 'RunTask').reduce((sum, e) => sum + cpuMs(e), 0),
      };
    })
    .sort((a, b) => b.ms - a.ms)[0];
  if (!busiest) throw new Error('no renderer main thread in the trace');
  return { pid: busiest.pid, tid: busiest.tid, events: busiest.events };
}
