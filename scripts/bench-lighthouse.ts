/**
 * Lighthouse mobile (npm run bench:lighthouse): the built app served by the compiled server, as
 * `npm start` serves it, measured with Lighthouse's default mobile run (simulated Slow 4G and a 4x
 * slower CPU) in Debian's Chromium. For each demo shop's home and login: the performance score,
 * LCP, CLS and total blocking time, beside the goals of issue 11 (home >= 0.95 with LCP <= 2.5 s
 * and CLS 0; login >= 0.90). BENCH_LH_SHOPS (comma-separated shop codes; default the three demo
 * shops), BENCH_LH_RUNS (1; the median by score) and BENCH_LH_REPORTS (a folder: each run's full
 * Lighthouse JSON is written there, to read the critical chain and main-thread work).
 *
 * Beside the scores, which swing with the machine's load, it prints what depends less on load: the
 * LCP element and its breakdown (time to first byte, resource load delay and time, render delay),
 * the bytes and requests the page downloads, and the longest chain of requests before the LCP.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { markdownTable, median } from './bench/measure';
import { buildIfStale } from './build-if-stale';
import { buildServerIfStale, SERVER_BUNDLE } from './build-server';
import { chromiumArgs, findChromium } from './chromium-path';
import { freePort } from './server-process';

const root = path.resolve(import.meta.dirname, '..');
const SHOPS = (process.env.BENCH_LH_SHOPS || 'harbour-central,lotus-plaza,greenway-southbank')
  .split(',')
  .filter(Boolean);
const RUNS = Math.max(1, Number(process.env.BENCH_LH_RUNS || 1));

const GOALS = [
  ['home', { score: 0.95, lcpMs: 2500, cls: 0 }],
  ['login', { score: 0.9 }],
] as const;
const PAGES = GOALS.map(([page]) => page);

const REPORTS = process.env.BENCH_LH_REPORTS ? path.resolve(process.env.BENCH_LH_REPORTS) : null;

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

function figuresOf(lhr: Lhr): Figures {
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
  if (REPORTS) mkdirSync(REPORTS, { recursive: true });
  try {
    for (const shop of SHOPS) {
      for (const [page, goal] of GOALS) {
        const runs: Figures[] = [];
        for (let run = 0; run < RUNS; run += 1) {
          const result = await lighthouse(`${base}/shop/${shop}/${page}`, {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance'],
          });
          const lhr = result?.lhr;
          if (!lhr) throw new Error(`no Lighthouse result for ${shop}/${page}`);
          if (REPORTS) writeFileSync(path.join(REPORTS, `${shop}-${page}-${run + 1}.json`), JSON.stringify(lhr));
          runs.push(figuresOf(lhr));
        }
        const mid = median(runs.map((r) => Math.round(r.score * 100)));
        const f = runs.find((r) => Math.round(r.score * 100) === mid) ?? (runs[0] as Figures);
        const met = f.score >= goal.score && ('lcpMs' in goal ? f.lcpMs <= goal.lcpMs && f.cls <= goal.cls : true);
        const goalText =
          'lcpMs' in goal
            ? `score >= ${goal.score}, LCP <= ${goal.lcpMs / 1000} s, CLS ${goal.cls}`
            : `score >= ${goal.score}`;
        rows.push([
          `${shop}/${page}`,
          f.score.toFixed(2),
          `${(f.fcpMs / 1000).toFixed(2)} s`,
          `${(f.lcpMs / 1000).toFixed(2)} s`,
          f.cls.toFixed(3),
          `${Math.round(f.tbtMs)} ms`,
          `${met ? 'met' : 'MISSED'}: ${goalText}`,
        ]);
        detailRows.push([
          `${shop}/${page}`,
          f.lcpElement || '?',
          f.phases || '?',
          `${f.kib.toFixed(1)} / ${f.jsKib.toFixed(1)} KiB`,
          String(f.requests),
          f.chain,
        ]);
        console.log(`  ${shop}/${page}: ${f.score.toFixed(2)}`);
      }
    }
  } finally {
    chrome.kill();
    server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(
    `\nLighthouse mobile (simulated Slow 4G, 4x CPU), ${RUNS} run(s) each\n${markdownTable(['page', 'score', 'FCP', 'LCP', 'CLS', 'TBT', 'goal'], rows)}`,
  );
  // Less dependent on the machine's load than the scores (the phases are simulated from the observed run).
  console.log(
    `\nThe same runs: LCP element and phases (ms), bytes transferred (all / JavaScript), requests, longest critical chain\n${markdownTable(['page', 'LCP element', 'LCP phases (ms)', 'transferred', 'requests', 'critical chain'], detailRows, 3)}`,
  );
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
