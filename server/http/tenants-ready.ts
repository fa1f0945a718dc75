/**
 * Until the first load of the tenant files is done, a request waits for it instead of being
 * answered without its tenant (a shop that exists would answer 404). Only the health checks answer
 * at once: liveness says the process is up, readiness says "starting" with a 503 and Retry-After,
 * so a load balancer sends nobody before the tenants are in (docs/architecture.md#fast-start).
 * Waiting rather than a 503 for everyone else: the first load takes a second or two, and a browser
 * that asked during a restart then gets its page instead of an error.
 */
import type { FastifyInstance } from 'fastify';
import type { TenantRegistry } from '../tenants/registry';
import { HEALTH_PATH, pathOf } from './paths';

export function registerTenantsReadyGate(app: FastifyInstance, registry: TenantRegistry): void {
  app.addHook('onRequest', (request, _reply, done) => {
    // A synchronous check first: once loaded (nearly always), the hook costs one call.
    if (registry.loaded()) return done();
    const p = pathOf(request.url);
    if (p === HEALTH_PATH || p === `${HEALTH_PATH}/live`) return done();
    registry.ready().then(
      () => done(),
      (error: unknown) => done(error instanceof Error ? error : new Error(String(error))),
    );
  });
}
