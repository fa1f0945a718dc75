import type { FastifyRequest } from 'fastify';

/**
 * The address the customer's browser used (https://parking.example.com), for URLs a remote payment
 * provider sends the browser back to. Behind a proxy, TRUST_PROXY makes Fastify read the
 * forwarded protocol and host.
 */
export function requestOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}
