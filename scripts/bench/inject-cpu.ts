/**
 * CPU per request of the app's own work (hooks, logger, headers, serialisation; no sockets), for
 * comparing two checkouts in one process, interleaved: each is built with its own server/app.ts on a
 * database that answers nothing, and GET /health/live is injected BENCH_REQUESTS times per round.
 * Less exposed to a shared machine than throughput: both builds run in the same process, turn by turn.
 *   npx tsx scripts/bench/inject-cpu.ts <checkout> <other checkout>   (e.g. . ../kerbside-before)
 */
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Database, Queryable } from '../../server/db/database';

const REQUESTS = Number(process.env.BENCH_REQUESTS || 20_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS || 7);
const URL_PATH = process.env.BENCH_PATH || '/health/live';

const noRows: Queryable = { query: async <T extends object>() => [] as T[], executeScript: async () => undefined };
const nullDatabase: Database = {
  ...noRows,
  driver: 'postgres',
  transaction: async (fn) => fn(noRows),
  close: async () => undefined,
};

interface Built {
  label: string;
  app: FastifyInstance;
}

async function build(root: string): Promise<Built> {
  const { buildApp } = (await import(path.join(root, 'server/app.ts'))) as {
    buildApp: (o: object) => Promise<FastifyInstance>;
  };
  const app = await buildApp({
    tenantsDir: path.join(root, 'tenants'),
    themesDir: path.join(root, 'themes'),
    db: nullDatabase,
    watchTenants: false,
    rateLimit: false,
    // As main.ts at LOG_LEVEL=error (bench:api's servers).
    logger: { level: process.env.LOG_LEVEL ?? 'error', redact: ['req.headers.authorization', 'req.headers.cookie'] },
    accounts: { smsCodeSecret: 'bench-secret-bench-secret-bench-secret' },
  });
  await app.ready();
  return { label: root, app };
}

async function main(): Promise<void> {
  const roots = process.argv.slice(2);
  const builds: Built[] = [];
  for (const root of roots) builds.push(await build(root));
  const runs = new Map<string, number[]>();
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const b of builds) {
      const before = process.cpuUsage();
      for (let i = 0; i < REQUESTS; i += 1) {
        const res = await b.app.inject({ method: 'GET', url: URL_PATH });
        if (res.statusCode !== 200) throw new Error(`${b.label}: ${res.statusCode}`);
      }
      const used = process.cpuUsage(before);
      runs.set(b.label, [...(runs.get(b.label) ?? []), (used.user + used.system) / REQUESTS]);
    }
  }
  for (const [label, xs] of runs) {
    const sorted = [...xs].sort((a, b) => a - b);
    console.log(
      `${label}: median ${sorted[Math.floor(sorted.length / 2)]?.toFixed(2)} us CPU per request (${xs.map((x) => x.toFixed(1)).join(', ')})`,
    );
  }
  for (const b of builds) await b.app.close();
}

void main();
