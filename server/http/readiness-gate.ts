/**
 * Until the server's start-up work is done (the database opened and migrated, the tenant files'
 * first load), a request waits for it instead of being answered without it: a shop that exists
 * would answer 404 without its tenant, an order would fail without its database. Only the health
 * checks answer at once: liveness says the process is up, readiness says "starting" with a 503 and
 * Retry-After, so a load balancer sends nobody before the server is ready
 * (docs/architecture.md#fast-start). Waiting rather than a 503 for everyone else: the start takes a
 * second or a few, and a browser that asked during a restart then gets its page instead of an error.
 */
import type { FastifyInstance } from 'fastify';
import { HEALTH_PATH, pathOf } from './paths';

/** One piece of start-up work the server listens before finishing. */
export interface StartupPart {
  /** True once done; checked on every request, so it must be a cheap synchronous call. */
  ready(): boolean;
  /** Settles when done (starting the work if it has not started); rejects when it failed. */
  whenReady(): Promise<void>;
}

/** Ready when every part is; waiting for it waits for all of them (and starts those not started). */
export function allOf(parts: readonly StartupPart[]): StartupPart {
  let done = parts.length === 0;
  return {
    ready: () => (done ||= parts.every((p) => p.ready())),
    whenReady: async () => {
      await Promise.all(parts.map((p) => p.whenReady()));
      done = true;
    },
  };
}

/**
 * Start-up work begun now that requests wait for (the demo staff disabled before anyone signs in):
 * its failure fails them, as a database that cannot be opened does.
 */
export function startupWork(work: Promise<void>): StartupPart {
  let done = false;
  const finished = work.then(() => {
    done = true;
  });
  // Not unhandled: every waiting request gets the failure.
  finished.catch(() => undefined);
  return { ready: () => done, whenReady: () => finished };
}

export function registerReadinessGate(app: FastifyInstance, startup: StartupPart): void {
  app.addHook('onRequest', (request, _reply, done) => {
    // A synchronous check first: once started (nearly always), the hook costs one call.
    if (startup.ready()) return done();
    const p = pathOf(request.url);
    if (p === HEALTH_PATH || p === `${HEALTH_PATH}/live`) return done();
    startup.whenReady().then(
      () => done(),
      (error: unknown) => done(error instanceof Error ? error : new Error(String(error))),
    );
  });
}
