/**
 * Where a page load's main-thread CPU goes, by thread time (`npx tsx scripts/lighthouse/main-thread.ts
 * <url>`): loads the page once in Debian's Chromium with a phone's viewport, records a trace, and lists
 * every main-thread task over 10 ms of CPU with what ran in it (script evaluation and function calls
 * by file, style, layout, paint, parsing, garbage collection), with the totals by kind.
 *
 * Thread time (the trace's `tdur`) is the CPU the task got, not the wall time it took: on a shared
 * machine a task preempted by other processes takes longer without costing more, so wall times
 * (what Lighthouse simulates from, and what scripts/bench/long-tasks.ts shows) swing with the
 * load while these stay put. Multiply by the calibrated phone's slowdown (bench:lighthouse prints it)
 * for the phone. A diagnostic, not a goal. MAIN_THREAD_MIN_MS (10) is the smallest task listed;
 * MAIN_THREAD_NAMES=1 also lists the trace's event names on that thread with their CPU time.
 * It also prints the blocking time by CPU: each task's CPU time times MAIN_THREAD_SLOWDOWN (5, about
 * the calibrated phone's), less the 50 ms a task may take, summed over every task of the load. That
 * is Total Blocking Time's rule on thread time instead of wall time: a stand-in for TBT that a
 * busy host does not move, for comparing two builds (Lighthouse's own TBT, from wall times, swings
 * by a factor of two between runs on a shared machine: docs/performance-log.md). Not
 * every script evaluation is always recorded in the trace (some runs list none): read a task's own
 * CPU time, and the kinds inside it as a partial breakdown.
 */
import { chromium } from 'playwright-core';
import { chromiumArgs, findChromium } from '../chromium-path';
import { cpuMs as cpuOf, recordTrace, rendererMainThread, type TraceEvent } from './renderer-trace';

const MIN_TASK_MS = Number(process.env.MAIN_THREAD_MIN_MS ?? 10);
const SLOWDOWN = Number(process.env.MAIN_THREAD_SLOWDOWN ?? 5);
/** A task blocks input for whatever it takes beyond this (Total Blocking Time's threshold). */
const BLOCKING_AFTER_MS = 50;

function kindOf(e: TraceEvent): string | null {
  const url = e.args?.data?.url || e.args?.data?.scriptName || '';
  const file = url ? (url.split('/').pop() ?? url).replace(/\?.*$/, '') : '';
  switch (e.name) {
    case 'EvaluateScript':
    case 'v8.evaluateModule':
      return `evaluate ${file || 'module'}`;
    case 'FunctionCall':
      return `call ${file || '?'}`;
    case 'v8.compile':
    case 'v8.compileModule':
      return `compile ${file}`;
    case 'UpdateLayoutTree':
      return 'style';
    case 'Layout':
      return 'layout';
    case 'Paint':
    case 'PrePaint':
    case 'Layerize':
      return 'paint';
    case 'ParseHTML':
      return 'parse HTML';
    case 'ParseAuthorStyleSheet':
      return 'parse CSS';
    case 'MajorGC':
    case 'MinorGC':
    case 'V8.GCScavenger':
    case 'V8.GC_MC_BACKGROUND_MARKING':
      return 'GC';
    case 'TimerFire':
      return null;
    default:
      return null;
  }
}

async function main(): Promise<void> {
  const url = process.argv[2];
  if (!url) throw new Error('usage: main-thread.ts <url>');
  const exe = findChromium();
  if (!exe) throw new Error('No Chromium: apt-get install chromium (or set CHROMIUM_PATH)');
  const browser = await chromium.launch({ executablePath: exe, args: chromiumArgs });
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  const cdp = await page.context().newCDPSession(page);
  const events = await recordTrace(cdp, async () => {
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForTimeout(1000);
  });
  await browser.close();

  const rendererMain = rendererMainThread(events);
  const main = rendererMain.events;
  const tasks = main.filter((e) => e.name === 'RunTask').sort((a, b) => a.ts - b.ts);
  const start = tasks[0]?.ts ?? 0;
  const totals = new Map<string, number>();
  let all = 0;
  let blocking = 0;
  for (const task of tasks) {
    const cpuMs = cpuOf(task);
    all += cpuMs;
    blocking += Math.max(0, cpuMs * SLOWDOWN - BLOCKING_AFTER_MS);
    const end = task.ts + (task.dur ?? 0);
    // Top-level kinds inside the task (an evaluation's own calls count in the evaluation).
    const parts = new Map<string, number>();
    let covered = -1;
    for (const e of main) {
      if (e.ts < task.ts || e.ts >= end || e === task || e.ts < covered) continue;
      const kind = kindOf(e);
      if (!kind) continue;
      covered = e.ts + (e.dur ?? 0);
      const ms = cpuOf(e);
      parts.set(kind, (parts.get(kind) ?? 0) + ms);
      totals.set(kind, (totals.get(kind) ?? 0) + ms);
    }
    if (cpuMs < MIN_TASK_MS) continue;
    const list = [...parts]
      .sort((a, b) => b[1] - a[1])
      .filter(([, ms]) => ms >= 1)
      .map(([k, ms]) => `${k} ${ms.toFixed(1)}`)
      .join(' | ');
    console.log(
      `@${((task.ts - start) / 1000).toFixed(0)} ms: ${cpuMs.toFixed(1)} ms CPU (${((task.dur ?? 0) / 1000).toFixed(0)} wall)  ${list}`,
    );
  }
  if (process.env.MAIN_THREAD_NAMES === '1') {
    const names = new Map<string, number>();
    for (const e of main) names.set(e.name, (names.get(e.name) ?? 0) + cpuOf(e));
    const other = new Map<string, number>();
    for (const e of events)
      if (e.pid === rendererMain.pid && e.tid === rendererMain.tid && e.ph !== 'X')
        other.set(`${e.ph} ${e.name}`, (other.get(`${e.ph} ${e.name}`) ?? 0) + 1);
    console.log([...other].sort((a, b) => b[1] - a[1]).slice(0, 30));
    console.log([...names].sort((a, b) => b[1] - a[1]).slice(0, 40));
  }
  console.log(
    `\nblocking time by CPU at ${SLOWDOWN}x: ${blocking.toFixed(0)} ms (each task's CPU x ${SLOWDOWN}, less ${BLOCKING_AFTER_MS} ms)`,
  );
  console.log(`all main-thread tasks: ${all.toFixed(1)} ms CPU; by kind:`);
  for (const [k, ms] of [...totals].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log(`  ${ms.toFixed(1)}\t${k}`);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
