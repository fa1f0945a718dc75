/**
 * The envelope API's request side, as hooks of an encapsulated Fastify scope:
 *  1. onRequest: the URL names a shop (/s/{shop}/...) or a tenant (/cloud/{tenant}/...); unknown
 *     ones answer 404 before the body is even parsed.
 *  2. preValidation: the body is decoded with that tenant's packaging mode and payload key
 *     (src/protocol); anything malformed or undecryptable throws MalformedEnvelopeError, which
 *     error-handling.ts turns into the one generic 400.
 *  3. Fastify then validates the decoded payload against the route's body schema (schemas/api).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createEnvelopeCodec, type EnvelopeCodec, type MessageCode } from '../../src/protocol';
import { nodeCipher } from '../../src/protocol/cipher-node';
import type { Tenant } from '../../src/generated/tenant';
import type { ShopMatch, TenantEntry } from '../tenants/registry';
import { sendApiError } from './error-handling';

export interface ApiCaller {
  tenant: TenantEntry;
  /** Set on shop routes (/s/{shop}/...). */
  shop?: ShopMatch;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The tenant (and shop) the URL names; set by the envelope scope's onRequest hook. */
    apiCaller: ApiCaller | null;
  }
}

export interface EnvelopeScopeOptions {
  /** Finds the tenant (and shop) from the route params; undefined answers 404 with notFound. */
  resolve(params: Record<string, string | undefined>): ApiCaller | undefined;
  notFound: MessageCode;
}

// Codecs are cheap but not free (the key is converted once); a reloaded tenant is a new object.
const codecs = new WeakMap<Tenant, EnvelopeCodec>();

function codecFor(tenant: Tenant): EnvelopeCodec {
  let codec = codecs.get(tenant);
  if (!codec) {
    codec = createEnvelopeCodec({ mode: tenant.api.packaging, payloadKey: tenant.api.payloadKey, cipher: nodeCipher });
    codecs.set(tenant, codec);
  }
  return codec;
}

/** Legacy clients may post JSON as text/plain (no CORS preflight); Fastify hands that over as a string. */
function parsedBody(body: unknown): unknown {
  if (typeof body !== 'string') return body;
  try {
    return JSON.parse(body) as unknown;
  } catch {
    // Undefined is not a valid body in any mode, so the codec reports it as malformed.
    return undefined;
  }
}

export function registerEnvelopeRequestDecorator(app: FastifyInstance): void {
  app.decorateRequest('apiCaller', null);
}

export function applyEnvelopeScope(scope: FastifyInstance, options: EnvelopeScopeOptions): void {
  scope.addHook('onRequest', async (request, reply) => {
    const caller = options.resolve(request.params as Record<string, string | undefined>);
    if (!caller) return sendApiError(reply, 404, options.notFound);
    request.apiCaller = caller;
  });
  scope.addHook('preValidation', async (request) => {
    const caller = requireCaller(request);
    request.body = codecFor(caller.tenant.tenant).decodeRequest(parsedBody(request.body));
  });
}

export function requireCaller(request: FastifyRequest): ApiCaller {
  if (!request.apiCaller) throw new Error('route is not inside an envelope scope');
  return request.apiCaller;
}

export function requireShop(request: FastifyRequest): ShopMatch {
  const shop = requireCaller(request).shop;
  if (!shop) throw new Error('route is not inside a shop scope');
  return shop;
}
