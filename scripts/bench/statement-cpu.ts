/**
 * What one PostgreSQL statement costs the server's own process (issue 11: feeCalc on PostgreSQL
 * against its no-database ceiling). Runs a statement shaped like a quote's answer (three integers,
 * named and prepared) through the app's driver, BENCH_STATEMENTS times per run, with 1, 3 and 10
 * statements in flight, interleaved over BENCH_ROUNDS rounds, and prints statements a second beside
 * this process's CPU time (user + system) per statement. One in flight, the process sleeps while
 * the database works and is woken for every answer; with more in flight it rarely sleeps.
 *   npx tsx scripts/bench/statement-cpu.ts
 */
import { openPostgresDatabase } from '../../server/db/postgres-driver';
import { median } from './measure';

const URL_ = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const STATEMENTS = Number(process.env.BENCH_STATEMENTS || 20_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS || 3);
const IN_FLIGHT = [1, 3, 10];

function cpuUs(): number {
  const { user, system } = process.cpuUsage();
  return user + system;
}

async function main(): Promise<void> {
  const db = await openPostgresDatabase({ connectionString: URL_, maxConnections: 10 });
  const statement = 'SELECT $1::int AS i, 5000 AS capacity, 4321 AS available';
  const runs = new Map<number, { perSecond: number[]; cpu: number[] }>(
    IN_FLIGHT.map((n) => [n, { perSecond: [], cpu: [] }]),
  );
  try {
    for (let round = 1; round <= ROUNDS; round++) {
      for (const inFlight of IN_FLIGHT) {
        let left = STATEMENTS;
        const cpuBefore = cpuUs();
        const started = performance.now();
        await Promise.all(
          Array.from({ length: inFlight }, async () => {
            while (left-- > 0) await db.query(statement, [left]);
          }),
        );
        const cpuEach = (cpuUs() - cpuBefore) / STATEMENTS;
        const perSecond = STATEMENTS / ((performance.now() - started) / 1000);
        runs.get(inFlight)?.perSecond.push(perSecond);
        runs.get(inFlight)?.cpu.push(cpuEach);
        console.log(
          `  round ${round}, ${inFlight} in flight: ${Math.round(perSecond)} statements/s, ${cpuEach.toFixed(1)} us CPU each`,
        );
      }
    }
  } finally {
    await db.close();
  }
  console.log('\n| in flight | statements/s | CPU us per statement (this process) |\n|---:|---:|---:|');
  for (const [inFlight, run] of runs)
    console.log(`| ${inFlight} | ${Math.round(median(run.perSecond))} | ${median(run.cpu).toFixed(1)} |`);
}

await main();
