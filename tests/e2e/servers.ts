/**
 * The browser suite runs in parallel workers, each against a server of its own (its own port and
 * embedded database): a spec that moves its server's clock, fills a shop's stock or trips a rate
 * limit affects only the specs of its own worker, which run one after another as before.
 */
import { availableParallelism } from 'node:os';

/**
 * One worker more than the machine has cores: a journey spends part of its time waiting (a screen
 * settling before axe reads it, the app's own timers, its server), which the extra worker fills. On
 * two cores three workers ran the whole browser suite in 17.8 minutes against 21.4 with two, the
 * machine busy 92% of the time against 86% in a sample of 56 journeys (docs/performance-log.md).
 */
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? availableParallelism() + 1));
const FIRST_PORT = Number(process.env.E2E_PORT ?? 4173);

/** The server of the worker with this parallel index (0 .. E2E_WORKERS - 1). */
export function serverURL(parallelIndex: number): string {
  return `http://127.0.0.1:${FIRST_PORT + (parallelIndex % E2E_WORKERS)}`;
}

/**
 * The server of the worker this code runs in: Playwright numbers its workers 0 .. workers - 1 in
 * TEST_PARALLEL_INDEX (a worker started again after a failure keeps its number).
 */
export function workerServerURL(): string {
  return serverURL(Number(process.env.TEST_PARALLEL_INDEX ?? 0));
}
