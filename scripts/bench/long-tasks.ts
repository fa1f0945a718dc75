/**
 * What runs in the long tasks of a page load (docs/architecture.md#entry-split): opens a URL of the
 * built app in Debian's Chromium at Lighthouse's 4x slower CPU, records the main thread's tasks and
 * a CPU profile, and lists each task over 50 ms with the functions that ran in it (self time) and
 * the app's own functions on the stack, mapped to source files when the build has source maps
 * (`KERBSIDE_SOURCEMAP=1 npx vite build`), then the self time of all those tasks by package or app
 * folder (react-dom, stylis, src/i18n), and the same over the whole load. A diagnostic to find what
 * to cut, not a benchmark: the scores are Lighthouse's (npm run bench:lighthouse). LONG_TASK_MS
 * (50) lists shorter tasks too; only their time over 50 ms counts as blocking.
 *
 *   npx tsx scripts/bench/long-tasks.ts http://127.0.0.1:3000/shop/lotus-plaza/home [settle ms]
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { SourceMapConsumer, type RawSourceMap } from 'source-map-js';
import { chromiumArgs, findChromium } from '../chromium-path';

const LISTED_US = Number(process.env.LONG_TASK_MS || 50) * 1000;
const LONG_TASK_US = 50_000;
const distAssets = path.resolve(import.meta.dirname, '../../dist/app/assets');

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}
interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { name?: string };
}

async function record(url: string, settleMs: number): Promise<{ profile: CpuProfile; events: TraceEvent[] }> {
  const executablePath = findChromium();
  if (!executablePath) throw new Error('No Chromium: apt-get install chromium (or set CHROMIUM_PATH)');
  const browser = await chromium.launch({ executablePath, args: chromiumArgs });
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await browser.startTracing(page, { categories: ['devtools.timeline', 'toplevel'] });
    await cdp.send('Profiler.start');
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForTimeout(settleMs);
    const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: CpuProfile };
    const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
    return { profile, events: trace.traceEvents };
  } finally {
    await browser.close();
  }
}

/** Names a profile node `function@source:line`, through the built file's source map when there is one. */
function namer(nodes: Map<number, ProfileNode>): (id: number) => string {
  const maps = new Map<string, SourceMapConsumer | null>();
  const names = new Map<number, string>();
  const consumerOf = (url: string) => {
    const file = url.includes('/assets/')
      ? path.join(distAssets, `${url.split('/assets/')[1]?.split('?')[0]}.map`)
      : null;
    if (file === null) return null;
    if (!maps.has(file))
      maps.set(
        file,
        existsSync(file) ? new SourceMapConsumer(JSON.parse(readFileSync(file, 'utf8')) as RawSourceMap) : null,
      );
    return maps.get(file) ?? null;
  };
  return (id) => {
    const known = names.get(id);
    if (known !== undefined) return known;
    const frame = nodes.get(id)?.callFrame;
    let name = frame?.functionName || '(anonymous)';
    const consumer = frame?.url ? consumerOf(frame.url) : null;
    if (frame && consumer) {
      const at = consumer.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber });
      if (at.source)
        name = `${at.name ?? (frame.functionName || '(anonymous)')}@${at.source.replace(/^.*node_modules\//, '').replace(/^(\.\.\/)+/, '')}:${at.line}`;
    }
    names.set(id, name);
    return name;
  };
}

/** The package (node_modules) or app folder a `function@source:line` name comes from. */
function sourceOf(name: string): string {
  const source = name.split('@').slice(1).join('@').replace(/:\d+$/, '');
  if (!source) return name.startsWith('(') ? name : '(unmapped)';
  if (source.startsWith('src/')) return source.split('/').slice(0, 3).join('/');
  const parts = source.split('/');
  return parts[0]?.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? source);
}

function top(totals: Map<string, number>, count: number): string {
  return [...totals]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, us]) => `${name} ${(us / 1000).toFixed(0)}`)
    .join(' | ');
}

async function main(): Promise<void> {
  const url = process.argv[2];
  if (!url) throw new Error('usage: npx tsx scripts/bench/long-tasks.ts <url> [settle ms]');
  const { profile, events } = await record(url, Number(process.argv[3] ?? 1500));
  // The renderer's main thread: the CrRendererMain with the most events.
  const mains = events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const busiest = mains
    .map((m) => ({ m, n: events.filter((e) => e.pid === m.pid && e.tid === m.tid).length }))
    .sort((a, b) => b.n - a.n)[0]?.m;
  if (!busiest) throw new Error('no renderer main thread in the trace');
  const onMain = events.filter((e) => e.pid === busiest.pid && e.tid === busiest.tid);
  const tasks = onMain
    .filter(
      (e) =>
        e.ph === 'X' &&
        (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask') &&
        (e.dur ?? 0) > LISTED_US,
    )
    .sort((a, b) => a.ts - b.ts);
  const start = events.find((e) => e.name === 'navigationStart' && e.pid === busiest.pid)?.ts ?? tasks[0]?.ts ?? 0;

  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const parents = new Map<number, number>();
  for (const n of profile.nodes) for (const child of n.children ?? []) parents.set(child, n.id);
  const nameOf = namer(nodes);
  const samples: { ts: number; id: number; us: number }[] = [];
  let ts = profile.startTime;
  profile.samples.forEach((id, i) => {
    ts += profile.timeDeltas[i] ?? 0;
    samples.push({ ts, id, us: profile.timeDeltas[i + 1] ?? 0 });
  });

  let blocking = 0;
  const bySource = new Map<string, number>();
  for (const task of tasks) {
    const dur = task.dur ?? 0;
    blocking += Math.max(0, dur - LONG_TASK_US) / 1000;
    const self = new Map<string, number>();
    const app = new Map<string, number>();
    for (const s of samples) {
      if (s.ts < task.ts || s.ts > task.ts + dur) continue;
      const name = nameOf(s.id);
      self.set(name, (self.get(name) ?? 0) + s.us);
      const source = sourceOf(name);
      bySource.set(source, (bySource.get(source) ?? 0) + s.us);
      const seen = new Set<string>();
      for (let p: number | undefined = s.id; p !== undefined; p = parents.get(p)) {
        const frame = nameOf(p);
        if (frame.includes('src/') && !seen.has(frame)) {
          seen.add(frame);
          app.set(frame, (app.get(frame) ?? 0) + s.us);
        }
      }
    }
    console.log(`\n@${((task.ts - start) / 1000).toFixed(0)} ms: a task of ${(dur / 1000).toFixed(0)} ms`);
    console.log(`  self: ${top(self, 6)}`);
    console.log(`  app:  ${top(app, 7)}`);
  }
  console.log(
    `\n${tasks.length} tasks over 50 ms; their time over 50 ms: ${blocking.toFixed(0)} ms (one run at 4x CPU; Lighthouse's TBT simulates its own)`,
  );
  console.log(`self time in those tasks by package or app folder (ms): ${top(bySource, 14)}`);
  // The whole load, long tasks or not: a piece cut from a long task may only have moved to a short one.
  const allBySource = new Map<string, number>();
  for (const s of samples) {
    const source = sourceOf(nameOf(s.id));
    allBySource.set(source, (allBySource.get(source) ?? 0) + s.us);
  }
  console.log(`self time over the whole load by package or app folder (ms): ${top(allBySource, 20)}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
