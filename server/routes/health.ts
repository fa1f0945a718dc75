import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { schemaRef } from '../http/api-schemas';
import { checkHealth } from '../services/health';
import type { TenantRegistry } from '../tenants/registry';

export function registerHealthRoute(app: FastifyInstance, deps: { db: Database; registry: TenantRegistry }): void {
  app.get(
    '/health',
    {
      schema: {
        tags: ['server'],
        summary: 'Liveness and database check',
        response: { 200: schemaRef('health.response'), 503: schemaRef('health.response') },
      },
    },
    async (request, reply) => {
      const report = await checkHealth(deps.db, deps.registry);
      if (report.error) request.log.error({ err: report.error }, 'health check: database did not answer');
      return reply.code(report.statusCode).header('cache-control', 'no-store').send(report.body);
    },
  );
}
