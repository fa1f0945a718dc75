/**
 * CPU per answer of bench:api's HTTP targets, which a machine shared with other work skews less
 * than throughput: bare Fastify and GET /health/live (every plugin), or any servers given by
 * script, loaded in turn for BENCH_SECONDS, BENCH_ROUNDS times. For each run: answers per second,
 * the server's CPU time per answer (its process group, from /proc) and the load generator's (this
 * process), since both share the cores and a heavier answer costs the client too.
 *   npx tsx scripts/bench/http-cpu.ts [label=script:path ...]
 *   e.g. old=../other-checkout/server/main.ts  (another checkout's server beside this one's)
 * BENCH_HTTP_PATH: what the servers other than bare Fastify are asked for (default /health/live),
 * e.g. a built asset, /assets/<file>.js, with BENCH_HTTP_ENCODING=br to take the build's copy.
 */
import { startServer, type RunningServer } from '../server-process';
import { groupCpuUs } from './cpu-time';
import { loadUrls } from './measure';

const SECONDS = Number(process.env.BENCH_SECONDS || 3);
const ROUNDS = Number(process.env.BENCH_ROUNDS || 4);
const TARGET_PATH = process.env.BENCH_HTTP_PATH || '/health/live';
const ENCODING = process.env.BENCH_HTTP_ENCODING;

interface Target {
  label: string;
  server: RunningServer;
  path: string;
}

async function main(): Promise<void> {
  const targets: Target[] = [];
  try {
    targets.push({
      label: 'bare',
      server: await startServer({}, { script: 'scripts/bench/bare-server.ts', readyPath: '/bench/bare' }),
      path: '/bench/bare',
    });
    const extra = process.argv.slice(2);
    targets.push({
      label: 'live',
      server: await startServer({ RATE_LIMIT_MAX: '0', LOG_LEVEL: 'error' }, { readyPath: '/health/live' }),
      path: TARGET_PATH,
    });
    for (const arg of extra) {
      const [label, script] = arg.split('=') as [string, string];
      targets.push({
        label,
        server: await startServer({ RATE_LIMIT_MAX: '0', LOG_LEVEL: 'error' }, { script, readyPath: '/health/live' }),
        path: TARGET_PATH,
      });
    }
    const sums = new Map<string, { server: number; client: number; rps: number[] }>();
    for (let round = 1; round <= ROUNDS; round += 1) {
      for (const t of targets) {
        const before = { server: groupCpuUs(t.server.pid), client: process.cpuUsage() };
        const started = Date.now();
        const m = await loadUrls(
          [t.server.baseUrl],
          { method: 'GET', path: t.path, ...(ENCODING ? { headers: { 'accept-encoding': ENCODING } } : {}) },
          { seconds: SECONDS, connections: 10, warmUpSeconds: round === 1 ? 1 : 0 },
        );
        const answered = (m.reqPerSec * (Date.now() - started)) / 1000;
        const client = process.cpuUsage(before.client);
        const serverUs = (groupCpuUs(t.server.pid) - before.server) / answered;
        const clientUs = (client.user + client.system) / answered;
        console.log(
          `round ${round} ${t.label.padEnd(6)}: ${m.reqPerSec} req/s, server ${serverUs.toFixed(1)} us, client ${clientUs.toFixed(1)} us CPU per answer`,
        );
        if (round > 1 || ROUNDS === 1) {
          const s = sums.get(t.label) ?? { server: 0, client: 0, rps: [] };
          sums.set(t.label, { server: s.server + serverUs, client: s.client + clientUs, rps: [...s.rps, m.reqPerSec] });
        }
      }
    }
    const bare = sums.get('bare');
    for (const [label, s] of sums) {
      const n = s.rps.length;
      const note =
        bare && label !== 'bare'
          ? ` (bare / this: server ${((bare.server / s.server) * 100).toFixed(0)}%, server+client ${(((bare.server + bare.client) / (s.server + s.client)) * 100).toFixed(0)}%)`
          : '';
      console.log(
        `${label}: mean server ${(s.server / n).toFixed(1)} us, client ${(s.client / n).toFixed(1)} us per answer${note}`,
      );
    }
  } finally {
    for (const t of targets) await t.server.stop();
  }
}

void main();
