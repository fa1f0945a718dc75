import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { schemaRef } from '../http/api-schemas';
import { HEALTH_PATH } from '../http/paths';
import type { StartupPart } from '../http/readiness-gate';
import { checkHealth } from '../services/health';
import type { TenantRegistry } from '../tenants/registry';

export function registerHealthRoute(
  app: FastifyInstance,
  deps: { db: Database; registry: TenantRegistry; startup: StartupPart },
): void {
  app.get(
    HEALTH_PATH,
    {
      schema: {
        tags: ['server'],
        summary: 'Readiness: tenants loaded and database check',
        response: { 200: schemaRef('health.response'), 503: schemaRef('health.response') },
      },
    },
    async (request, reply) => {
      const report = await checkHealth(deps.db, deps.registry, deps.startup);
      if (report.error) request.log.error({ err: report.error }, 'health check: database did not answer');
      // Still starting (database, tenant files): ask again in a second.
      if (report.body.status === 'starting') reply.header('retry-after', '1');
      return reply.code(report.statusCode).header('cache-control', 'no-store').send(report.body);
    },
  );
  // Liveness apart from readiness: a process whose database is briefly away is alive and must not be
  // restarted for it. It touches nothing but the registry, which also makes it the benchmark's
  // "trivial route with every plugin of the app".
  app.get(
    `${HEALTH_PATH}/live`,
    {
      schema: {
        tags: ['server'],
        summary: 'Liveness: the process answers (no database check)',
        response: { 200: schemaRef('health.response') },
      },
    },
    async (_request, reply) =>
      reply.header('cache-control', 'no-store').send({ status: 'ok', tenants: deps.registry.count() }),
  );
}
