import type { FastifyInstance } from 'fastify';
import { SANDBOX_API_PREFIX } from '../http/paths';
import type { SandboxClock } from '../services/sandbox-clock';

/** POST /sandbox-api/clock/advance { seconds }: moves the server's clock forward (sandbox only). */
export function registerSandboxClockRoute(app: FastifyInstance, clock: SandboxClock): void {
  app.post<{ Body: { seconds: number } }>(
    `${SANDBOX_API_PREFIX}clock/advance`,
    {
      schema: {
        tags: ['sandbox'],
        summary: "Move the server's clock forward (only with SANDBOX_CLOCK=1, never in production)",
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['seconds'],
          properties: {
            seconds: { type: 'integer', minimum: 1, maximum: 31 * 86_400, description: 'Seconds to move forward.' },
          },
        },
        response: {
          200: {
            type: 'object',
            additionalProperties: false,
            required: ['now'],
            properties: {
              now: { type: 'string', format: 'date-time', description: 'The server time after the move.' },
            },
          },
        },
      },
    },
    async (request) => ({ now: clock.advance(request.body.seconds).toISOString() }),
  );
}
