/**
 * Lighthouse mobile on a calibrated phone (npm run bench:lighthouse): the built app served by the
 * compiled server, as `npm start` serves it, measured with Lighthouse's mobile run (simulated Slow 4G)
 * in Debian's Chromium, with the CPU slowdown set from the host's benchmark index so that the
 * emulated phone is the same on every host, under any load that leaves the host faster than the
 * phone (scripts/lighthouse/calibration.ts, docs/architecture.md#calibrated-phone). Each run
 * gathers once (Lighthouse's gather mode, which slows nothing under simulated throttling), reads
 * the benchmark index that same gather measured, and audits the gathered page with the multiplier
 * derived from it. For each demo shop's home and login: the medians of each figure over the runs
 * (performance score, FCP, LCP, CLS, total blocking time) against the goals: home >= 0.95, login
 * >= 0.90, and on both LCP <= 2.5 s, CLS 0, TBT <= 200 ms. It prints the index read and the multiplier used in every run, and the machine's
 * load average before and after. A run whose host was slower than the phone, or whose host speed
 * moved while the page loaded (the readings before and after differ by more than half), cannot stand
 * for the phone: it is discarded, and tried again after a pause (calibration.ts, unfitReason). So is
 * a run Lighthouse could not measure (its own error, or no performance score: failedRunReason).
 *
 * BENCH_LH_SHOPS (comma-separated shop codes; default the three demo shops), BENCH_LH_RUNS (5),
 * BENCH_LH_ATTEMPTS (runs tried per page before giving up; three times the runs),
 * BENCH_LH_MULTIPLIER (a fixed slowdown instead of the calibrated one, e.g. 4 for Lighthouse's
 * default), BENCH_LH_CALIBRATION=probe (each run's slowdown also divided by the page probe's drift,
 * below) and BENCH_LH_REPORTS (a folder: each run's full Lighthouse JSON is written there, to
 * read the critical chain and main-thread work).
 *
 * The page probe (scripts/lighthouse/page-probe.ts), in seven fresh tabs before the runs and seven
 * after, says whether the phone the index calibrates does the reference phone's work in a page:
 * the index sees JavaScript alone, and on one kind of machine pages cost 3-5 times the CPU the index
 * predicts. It prints that ratio (the drift); it changes the slowdown only under
 * BENCH_LH_CALIBRATION=probe.
 *
 * Beside the figures it prints what depends less on the phone: the LCP element and its breakdown
 * (time to first byte, resource load delay and time, render delay), the bytes and requests the
 * page downloads, the longest chain of requests before the LCP, and the main thread's script
 * evaluation on the phone.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { markdownTable, median } from './bench/measure';
import { buildIfStale } from './build-if-stale';
import { buildServerIfStale, SERVER_BUNDLE } from './build-server';
import { chromiumArgs, findChromium } from './chromium-path';
import {
  calibrate,
  type Calibration as Calibrated,
  REFERENCE_DEVICE_INDEX,
  REFERENCE_HOST_INDEX as REFERENCE_INDEX,
  unfitReason,
} from './lighthouse/calibration';
import { failedRunReason } from './lighthouse/failed-run';
import { benchmarkIndexNow } from './lighthouse/host-index';
import { pageProbe, phoneDrift, PROBE_RUNS, REFERENCE_PHONE_PROBE_MS } from './lighthouse/page-probe';
import { freePort } from './server-process';

const root = path.resolve(import.meta.dirname, '..');
const SHOPS = (process.env.BENCH_LH_SHOPS || 'harbour-central,lotus-plaza,greenway-southbank')
  .split(',')
  .filter(Boolean);
const RUNS = Math.max(1, Number(process.env.BENCH_LH_RUNS || 5));
const FIXED_MULTIPLIER = process.env.BENCH_LH_MULTIPLIER ? Number(process.env.BENCH_LH_MULTIPLIER) : null;
/** 'probe': each run's multiplier is divided by the page probe's drift read before the runs (calibration.ts). */
const PROBE_CALIBRATION = process.env.BENCH_LH_CALIBRATION === 'probe';
const ATTEMPTS = Math.max(RUNS, Number(process.env.BENCH_LH_ATTEMPTS || RUNS * 3));
const RETRY_PAUSE_MS = 15_000;

const GOALS = [
  ['home', { score: 0.95, lcpMs: 2500, cls: 0, tbtMs: 200 }],
  ['login', { score: 0.9, lcpMs: 2500, cls: 0, tbtMs: 200 }],
] as const;
const PAGES = GOALS.map(([page]) => page);

const REPORTS = process.env.BENCH_LH_REPORTS ? path.resolve(process.env.BENCH_LH_REPORTS) : null;

/** A run's calibration, with the two index readings (before and after the page's load) it was made from. */
interface Calibration extends Calibrated {
  readings: number[];
}

interface Figures {
  score: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  fcpMs: number;
  /** The LCP element's selector and the LCP's phases (ms), from the LCP breakdown insight. */
  lcpElement: string;
  phases: string;
  /** Bytes transferred (all, and JavaScript) and requests made until the page settled. */
  kib: number;
  jsKib: number;
  requests: number;
  /** Longest critical request chain: its length in requests and its end (ms from navigation). */
  chain: string;
  /** Script evaluation on the main thread, on the emulated phone (ms). */
  scriptMs: number;
  /** The host's benchmark index this run measured and the CPU slowdown it was audited with. */
  calibration: Calibration;
}

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];
interface Item {
  [key: string]: unknown;
}

function itemsOf(lhr: Lhr, audit: string): Item[] {
  const details = lhr.audits[audit]?.details as { items?: Item[] } | undefined;
  return details?.items ?? [];
}

/** The LCP element (its selector) and its phases, as the LCP breakdown insight lists them. */
function lcpFigures(lhr: Lhr): { element: string; phases: string } {
  const details = lhr.audits['lcp-breakdown-insight']?.details as { items?: Item[] } | undefined;
  let element = '';
  let phases = '';
  for (const part of details?.items ?? []) {
    if (part.type === 'node') element = String(part.selector ?? part.snippet ?? '');
    if (part.type === 'table') {
      const rows = (part.items as { label?: string; subpart?: string; duration?: number }[] | undefined) ?? [];
      phases = rows.map((r) => `${r.subpart ?? r.label}: ${Math.round(r.duration ?? 0)}`).join(', ');
    }
  }
  return { element, phases };
}

interface ChainNode {
  request: { endTime: number };
  children?: Record<string, ChainNode>;
}

/** The longest critical request chain: how many requests deep and when its last one ends. */
function longestChain(lhr: Lhr): string {
  const chains =
    (lhr.audits['critical-request-chains']?.details as { chains?: Record<string, ChainNode> } | undefined)?.chains ??
    {};
  let best = { depth: 0, endMs: 0 };
  const walk = (node: ChainNode, depth: number, startS: number): void => {
    const endMs = (node.request.endTime - startS) * 1000;
    if (depth > best.depth || (depth === best.depth && endMs > best.endMs)) best = { depth, endMs };
    for (const child of Object.values(node.children ?? {})) walk(child, depth + 1, startS);
  };
  for (const root of Object.values(chains)) {
    const start = (root as unknown as { request: { startTime: number } }).request.startTime;
    walk(root, 1, start);
  }
  return `${best.depth} deep, ${Math.round(best.endMs)} ms`;
}

function figuresOf(lhr: Lhr, calibration: Calibration): Figures {
  const requests = itemsOf(lhr, 'network-requests');
  const bytes = (filter: (r: Item) => boolean): number =>
    requests.filter(filter).reduce((sum, r) => sum + Number(r.transferSize ?? 0), 0);
  const lcp = lcpFigures(lhr);
  return {
    score: lhr.categories.performance?.score ?? 0,
    lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? 0,
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? 0,
    tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? 0,
    fcpMs: lhr.audits['first-contentful-paint']?.numericValue ?? 0,
    lcpElement: lcp.element,
    phases: lcp.phases,
    kib: bytes(() => true) / 1024,
    jsKib: bytes((r) => r.resourceType === 'Script') / 1024,
    requests: requests.length,
    chain: longestChain(lhr),
    scriptMs: itemsOf(lhr, 'mainthread-work-breakdown')
      .filter((i) => i.group === 'scriptEvaluation')
      .reduce((sum, i) => sum + Number(i.duration ?? 0), 0),
    calibration,
  };
}

async function main(): Promise<void> {
  const chromePath = findChromium();
  if (!chromePath) throw new Error('Debian chromium not found (apt-get install chromium)');
  buildIfStale();
  await buildServerIfStale();
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kerbside-lh-'));
  const server = spawn(process.execPath, [SERVER_BUNDLE], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  // Ready, not only listening: the server listens before its database and tenants are ready, and a
  // page asked for meanwhile waits for them (docs/architecture.md#fast-start). Measured from
  // liveness, the first run's page carried the start (a first byte after 1.5 s).
  for (
    let i = 0;
    i < 600 &&
    !(await fetch(`${base}/health`).then(
      (r) => r.ok,
      () => false,
    ));
    i += 1
  )
    await new Promise((r) => setTimeout(r, 100));
  // Each page asked for once before it is measured, as a server in service has: a page's first
  // answer reads the brand's images for its first paint (11 ms against 2 ms after, on this machine).
  for (const shop of SHOPS) for (const page of PAGES) await fetch(`${base}/shop/${shop}/${page}`).then((r) => r.text());
  const chrome = await launch({ chromePath, chromeFlags: ['--headless=new', ...chromiumArgs] });
  const rows: string[][] = [];
  const detailRows: string[][] = [];
  const calibrations: Calibration[] = [];
  const discarded: string[] = [];
  const loadBefore = loadavg();
  // The page probe before and after the runs, like the index before and after each load; the index
  // read around the first gives the drift that BENCH_LH_CALIBRATION=probe divides the multipliers by.
  const indexAtProbe = await benchmarkIndexNow(chrome.port);
  const probeBefore = await pageProbe(chrome.port);
  const probes = [probeBefore.runs];
  const drift = phoneDrift(
    probeBefore.ms,
    (indexAtProbe + (await benchmarkIndexNow(chrome.port))) / 2 / REFERENCE_DEVICE_INDEX,
  );
  const runDrift = PROBE_CALIBRATION ? drift : 1;
  const artifactsDir = path.join(dataDir, 'lighthouse-artifacts');
  if (REPORTS) mkdirSync(REPORTS, { recursive: true });
  try {
    for (const shop of SHOPS) {
      for (const [page, goal] of GOALS) {
        const runs: Figures[] = [];
        // A run the host could not stand for the phone in is discarded and tried again after a pause
        // (unfitReason), at most ATTEMPTS times per page.
        for (let attempt = 1; runs.length < RUNS && attempt <= ATTEMPTS; attempt += 1) {
          const { lhr, calibration } = await calibratedRun(
            `${base}/shop/${shop}/${page}`,
            chrome.port,
            artifactsDir,
            runDrift,
          );
          const unfit = failedRunReason(lhr) ?? (FIXED_MULTIPLIER ? null : unfitReason(calibration.readings));
          if (REPORTS)
            writeFileSync(
              path.join(REPORTS, `${shop}-${page}-${attempt}${unfit ? '-discarded' : ''}.json`),
              JSON.stringify(lhr),
            );
          if (unfit) {
            discarded.push(`${shop}/${page} attempt ${attempt}: ${unfit}`);
            console.log(`  ${shop}/${page}: attempt ${attempt} discarded, ${unfit}`);
            await new Promise((r) => setTimeout(r, RETRY_PAUSE_MS));
            continue;
          }
          calibrations.push(calibration);
          runs.push(figuresOf(lhr, calibration));
        }
        if (runs.length === 0) {
          rows.push([
            `${shop}/${page}`,
            'not measured',
            '',
            '',
            '',
            '',
            '',
            `every one of ${ATTEMPTS} attempts discarded`,
          ]);
          continue;
        }
        const med = (pick: (f: Figures) => number): number => median(runs.map(pick));
        const score = med((r) => r.score);
        const lcpMs = med((r) => r.lcpMs);
        const cls = med((r) => r.cls);
        const tbtMs = med((r) => r.tbtMs);
        const missed = [
          score < goal.score ? `score < ${goal.score}` : '',
          lcpMs > goal.lcpMs ? `LCP > ${goal.lcpMs / 1000} s` : '',
          cls > goal.cls ? `CLS > ${goal.cls}` : '',
          tbtMs > goal.tbtMs ? `TBT > ${goal.tbtMs} ms` : '',
        ].filter(Boolean);
        const goalText = `score >= ${goal.score}, LCP <= ${goal.lcpMs / 1000} s, CLS ${goal.cls}, TBT <= ${goal.tbtMs} ms`;
        // The run whose score is the median: its details below.
        const byScore = [...runs].sort((a, b) => a.score - b.score);
        const f = byScore[Math.floor((byScore.length - 1) / 2)] as Figures;
        rows.push([
          `${shop}/${page}`,
          `${score.toFixed(2)} (${runs.map((r) => r.score.toFixed(2)).join(' ')})`,
          `${(med((r) => r.fcpMs) / 1000).toFixed(2)} s`,
          `${(lcpMs / 1000).toFixed(2)} s`,
          cls.toFixed(3),
          `${Math.round(tbtMs)} ms (${runs.map((r) => Math.round(r.tbtMs)).join(' ')})`,
          runs
            .map((r) => `${r.calibration.readings.map((x) => Math.round(x)).join('+')}: ${r.calibration.multiplier}x`)
            .join(', '),
          missed.length ? `**MISSED** (${missed.join(', ')}): ${goalText}` : `met: ${goalText}`,
        ]);
        detailRows.push([
          `${shop}/${page}`,
          f.lcpElement || '?',
          f.phases || '?',
          `${f.kib.toFixed(1)} / ${f.jsKib.toFixed(1)} KiB`,
          String(f.requests),
          f.chain,
          `${Math.round(med((r) => r.scriptMs))} ms`,
        ]);
        console.log(
          `  ${shop}/${page}: ${score.toFixed(2)}, TBT ${Math.round(tbtMs)} ms (indexes ${runs.map((r) => Math.round(r.calibration.benchmarkIndex)).join(' ')})`,
        );
      }
    }
    probes.push((await pageProbe(chrome.port)).runs);
  } finally {
    chrome.kill();
    server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
  const loadAfter = loadavg();
  const indexes = calibrations.map((c) => c.benchmarkIndex);
  const multipliers = calibrations.map((c) => c.multiplier);
  const clamped = calibrations.filter((c) => c.clamped).length;
  const load = (l: number[]): string => l.map((x) => x.toFixed(2)).join(' / ');
  console.log(
    `\nLighthouse mobile (simulated Slow 4G) on the calibrated phone, medians of ${RUNS} run(s) each. ` +
      (FIXED_MULTIPLIER
        ? `CPU slowdown fixed at ${FIXED_MULTIPLIER}x (BENCH_LH_MULTIPLIER).`
        : `CPU slowdown = host benchmark index / ${(REFERENCE_INDEX / 4).toFixed(2)} (4x at index ${REFERENCE_INDEX})` +
          (PROBE_CALIBRATION ? ` / the page probe's drift ${drift.toFixed(2)} (BENCH_LH_CALIBRATION=probe)` : '') +
          ', clamped to [1, 10].') +
      (indexes.length
        ? `\nBenchmark index read (each run: the mean of Lighthouse's reading before the page loaded and one after): median ${Math.round(median(indexes))} (${Math.round(Math.min(...indexes))}-${Math.round(Math.max(...indexes))}); ` +
          `multiplier used: median ${median(multipliers).toFixed(2)}x (${Math.min(...multipliers).toFixed(2)}-${Math.max(...multipliers).toFixed(2)})` +
          `${clamped ? `, ${clamped} run(s) clamped` : ''}.`
        : '\nNo run kept.') +
      `\nRuns discarded: ${discarded.length}${discarded.length ? ` (${discarded.join('; ')})` : ''}.` +
      (indexes.length
        ? `\n${probeLine(probes.flat(), median(calibrations.map((c) => c.benchmarkIndex / REFERENCE_DEVICE_INDEX)))}`
        : '') +
      `\nLoad average (1 / 5 / 15 min) on ${String(cpus().length)} cores: ${load(loadBefore)} before, ${load(loadAfter)} after.` +
      `\n${markdownTable(['page', 'score (runs)', 'FCP', 'LCP', 'CLS', 'TBT (runs)', 'index before+after: multiplier, per run', 'goal'], rows)}`,
  );
  // Less dependent on the phone than the scores (the phases are simulated from the observed run).
  console.log(
    `\nThe median-score runs: LCP element and phases (ms), bytes transferred (all / JavaScript), requests, longest critical chain, script evaluation (median)\n${markdownTable(['page', 'LCP element', 'LCP phases (ms)', 'transferred', 'requests', 'critical chain', 'script evaluation'], detailRows, 3)}`,
  );
}

/**
 * The page probe's reading and what it makes of the phone the benchmark index calibrates
 * (scripts/lighthouse/page-probe.ts), at the index's own multiplier, unclamped and undivided.
 */
function probeLine(runs: number[], multiplier: number): string {
  const ms = median(runs);
  const drift = phoneDrift(ms, multiplier);
  return (
    `Page probe: ${ms.toFixed(1)} ms of main-thread CPU on this host, median of ${runs.length} fresh tabs ` +
    `(${PROBE_RUNS} before the runs, ${PROBE_RUNS} after: ${runs.map((r) => r.toFixed(0)).join(' ')}); ` +
    `at the index's median multiplier ${multiplier.toFixed(2)}x, ${(ms * multiplier).toFixed(0)} ms on its phone against ` +
    `${REFERENCE_PHONE_PROBE_MS} ms on the reference one: ${drift.toFixed(2)}x its work` +
    (drift > 1.25 ? ' (a slower phone than the reference: this host pays more for a page than its index says).' : '.')
  );
}

/**
 * One Lighthouse run on the calibrated phone: gather the page (no CPU slowdown is applied while
 * gathering under simulated throttling), read the benchmark index that gather measured, and audit
 * the gathered artifacts with the multiplier derived from it. The artifacts record the settings they
 * were gathered with and Lighthouse refuses to audit them with others; the one setting that differs,
 * the CPU slowdown, is not used by the gather, so it is written into them before the audit.
 */
async function calibratedRun(
  url: string,
  port: number,
  dir: string,
  drift: number,
): Promise<{ lhr: Lhr; calibration: Calibration }> {
  const flags = { port, logLevel: 'error' as const, onlyCategories: ['performance'] };
  await lighthouse(url, { ...flags, gatherMode: dir });
  const file = path.join(dir, 'artifacts.json');
  const artifacts = JSON.parse(readFileSync(file, 'utf8')) as {
    BenchmarkIndex: number;
    settings: { throttlingMethod: string; throttling: { cpuSlowdownMultiplier: number } };
  };
  if (artifacts.settings.throttlingMethod !== 'simulate')
    throw new Error(`expected simulated throttling, got ${artifacts.settings.throttlingMethod}`);
  // Lighthouse's reading just before the page loaded, and one just after: on a host whose load moves,
  // the page loaded somewhere between the two.
  const readings = [artifacts.BenchmarkIndex, await benchmarkIndexNow(port)];
  const index = (readings[0] + readings[1]) / 2;
  const calibration: Calibration = FIXED_MULTIPLIER
    ? { benchmarkIndex: index, multiplier: FIXED_MULTIPLIER, clamped: false, readings }
    : { ...calibrate(index, drift), readings };
  artifacts.settings.throttling.cpuSlowdownMultiplier = calibration.multiplier;
  writeFileSync(file, JSON.stringify(artifacts));
  const result = await lighthouse(url, {
    ...flags,
    auditMode: dir,
    output: 'json',
    throttling: { cpuSlowdownMultiplier: calibration.multiplier },
  });
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`no Lighthouse result for ${url}`);
  const used = lhr.configSettings.throttling.cpuSlowdownMultiplier;
  if (used !== calibration.multiplier) throw new Error(`audited at ${String(used)}x, not ${calibration.multiplier}x`);
  return { lhr, calibration };
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(
      `bench:lighthouse failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    );
    process.exit(1);
  },
);
