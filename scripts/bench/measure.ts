/**
 * Load generation for the API benchmarks: autocannon on loopback, one warm-up pass before each
 * measured one, business refusals (HTTP 200 with rtn <= 0) counted apart from successes.
 */
import { createRequire } from 'node:module';

/** The slice of autocannon's API used here (the package ships no types). */
export interface AutocannonRequest {
  method?: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
  setupRequest?: (req: AutocannonRequest) => AutocannonRequest;
  onResponse?: (status: number, body: string) => void;
}
interface AutocannonOptions {
  url: string;
  connections: number;
  duration: number;
  requests: AutocannonRequest[];
}
interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  errors: number;
  timeouts: number;
  non2xx: number;
}
type Autocannon = (options: AutocannonOptions) => Promise<AutocannonResult>;
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

export interface Measurement {
  reqPerSec: number;
  p50: number;
  p99: number;
  /** Transport errors, timeouts and non-2xx answers. */
  errors: number;
  /** Business refusals (rtn <= 0). */
  refused: number;
  /** Answers in the measured run (for CPU per answer). */
  answered?: number;
  /** CPU time per answer in microseconds, of the server process(es) and of the database's backends, when measured. */
  cpu?: { serverUs: number; databaseUs?: number };
}

export interface LoadOptions {
  seconds: number;
  connections: number;
  warmUpSeconds?: number;
  /** Called after the warm-up, just before the measured run starts, and just after it ends. */
  onStart?: () => void | Promise<void>;
  onEnd?: () => void | Promise<void>;
}

function refusalCounter(): { onResponse: (status: number, body: string) => void; count: () => number } {
  let refused = 0;
  return {
    onResponse: (status, body) => {
      if (status === 200 && body.includes('"rtn"')) {
        const rtn = (JSON.parse(body) as { result?: { rtn?: number } }).result?.rtn ?? 0;
        if (rtn <= 0) refused += 1;
      }
    },
    count: () => refused,
  };
}

/**
 * Loads `urls` at once (one autocannon run each, `connections` connections per URL) and sums
 * their throughput: one URL is one server process; two are two processes behind no balancer.
 */
export async function loadUrls(
  urls: readonly string[],
  request: AutocannonRequest,
  opts: LoadOptions,
): Promise<Measurement> {
  const warmUp = opts.warmUpSeconds ?? 1;
  // Untimed first pass: JIT, connection pools and plan caches warm up before the measured one.
  if (warmUp > 0)
    await Promise.all(
      urls.map((url) => autocannon({ url, connections: opts.connections, duration: warmUp, requests: [request] })),
    );
  const counters = urls.map(() => refusalCounter());
  await opts.onStart?.();
  const results = await Promise.all(
    urls.map((url, i) =>
      autocannon({
        url,
        connections: opts.connections,
        duration: opts.seconds,
        requests: [{ ...request, onResponse: counters[i]?.onResponse }],
      }),
    ),
  );
  await opts.onEnd?.();
  return {
    answered: results.reduce((sum, r) => sum + r.requests.total, 0),
    reqPerSec: Math.round(results.reduce((sum, r) => sum + r.requests.average, 0)),
    p50: Math.max(...results.map((r) => r.latency.p50)),
    p99: Math.max(...results.map((r) => r.latency.p99)),
    errors: results.reduce((sum, r) => sum + r.errors + r.timeouts + r.non2xx, 0),
    refused: counters.reduce((sum, c) => sum + c.count(), 0),
  };
}

/** The median, exact: of an even count, the mean of the middle two (callers round what they print). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

/** A markdown table: the first `textColumns` columns left-aligned, the rest right-aligned. */
export function markdownTable(
  header: readonly string[],
  rows: readonly (readonly string[])[],
  textColumns = 1,
): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((c) => c[i]?.length ?? 0)));
  const line = (c: readonly string[]) =>
    `| ${c.map((v, i) => (i < textColumns ? v.padEnd(widths[i] ?? 0) : v.padStart(widths[i] ?? 0))).join(' | ')} |`;
  const rule = `|${widths.map((w, i) => (i < textColumns ? '-'.repeat(w + 2) : `${'-'.repeat(w + 1)}:`)).join('|')}|`;
  return [line(header), rule, ...rows.map(line)].join('\n');
}
