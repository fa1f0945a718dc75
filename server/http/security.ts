/**
 * Security headers (helmet) with a Content-Security-Policy the SPA runs under: scripts only from
 * this origin (no 'unsafe-eval': forms use ajv standalone validators), inline styles for emotion,
 * images from this origin and https:, fonts from this origin.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { TenantRegistry } from '../tenants/registry';
import { HEALTH_PATH, isEnvelopeApiPath, pathOf, SANDBOX_API_PREFIX, TENANT_CONFIG_PREFIX } from './paths';

/** Origins of tenants whose API bases point to a provider's own backend; the app must reach them. */
export function externalApiOrigins(registry: TenantRegistry): string[] {
  const origins = new Set<string>();
  for (const { tenant } of registry.list()) {
    for (const base of [tenant.api.cloudBase, tenant.api.shopBase]) {
      if (!base || !/^https?:\/\//i.test(base)) continue;
      try {
        // {shop} placeholders make the URL unparsable only in the path, never in the origin.
        origins.add(new URL(base.replace(/\{[^}]*\}/g, 'x')).origin);
      } catch {
        // A base that is not a URL cannot be fetched either; nothing to allow.
      }
    }
  }
  return [...origins].sort();
}

/**
 * Google Maps' origins when a tenant set a Maps key (docs/customer-places.md#map-provider): its
 * script and the places library load from them; without a key nothing of Google's may load.
 */
export function mapScriptOrigins(registry: TenantRegistry): string[] {
  return registry.list().some(({ tenant }) => Boolean(tenant.map?.googleMapsKey))
    ? ['https://maps.googleapis.com', 'https://maps.gstatic.com']
    : [];
}

function helmetOptions(connectOrigins: readonly string[], scriptOrigins: readonly string[] = []): HelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...scriptOrigins],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...connectOrigins, ...scriptOrigins],
        // Payment gateways' hosted pages are shown in a dialog (payUiType DIALOG) or posted to.
        frameSrc: ["'self'", 'https:'],
        formAction: ["'self'", 'https:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        frameAncestors: ["'self'"],
      },
    },
    // Tenant assets and the app are same-origin; nothing here needs cross-origin isolation.
    crossOriginEmbedderPolicy: false,
  };
}

/** The headers helmet sets, computed once by running its middleware against a recording response. */
export function securityHeaders(
  connectOrigins: readonly string[],
  scriptOrigins: readonly string[] = [],
): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failed: unknown;
  // Helmet's options here hold no per-request parts (no nonces), so one run gives every answer's headers.
  helmet(helmetOptions(connectOrigins, scriptOrigins))(
    {} as IncomingMessage,
    recorder as unknown as ServerResponse,
    (error?: unknown) => {
      failed = error;
    },
  );
  if (failed) throw failed instanceof Error ? failed : new Error(String(failed));
  return Object.freeze(headers);
}

/**
 * The headers of a data answer (JSON, never rendered as a page), after OWASP's REST Security Cheat
 * Sheet: a CSP that allows nothing and no framing (what matters if the answer is opened directly),
 * DENY framing for old browsers, nosniff, HSTS, no referrer, and Cross-Origin-Resource-Policy so
 * no other site can pull the JSON into its own process. The document-only headers (the app's CSP,
 * COOP, Origin-Agent-Cluster, X-XSS-Protection, X-DNS-Prefetch-Control and the rest) govern pages
 * and scripts, not data; sending them on every API answer cost a tenth of a small answer's CPU in
 * server and client (docs/architecture.md#headers-on-every-answer).
 */
export function dataAnswerHeaders(documentHeaders: Readonly<Record<string, string>>): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'no-referrer',
  };
  for (const name of ['strict-transport-security', 'cross-origin-resource-policy']) {
    const value = documentHeaders[name];
    if (value !== undefined) headers[name] = value;
  }
  return Object.freeze(headers);
}

/**
 * Paths whose answers are only ever data: the envelope API, the health checks and the tenant
 * config. Everything else gets the document headers: the app's pages and scripts, the docs, the
 * flow gallery (its SVG opens as a page), and the sandbox's API, whose card form answers a bad
 * entry with the form page again.
 */
export function isDataAnswerPath(url: string): boolean {
  const p = pathOf(url);
  return (
    isEnvelopeApiPath(p) || p === HEALTH_PATH || p.startsWith(`${HEALTH_PATH}/`) || p.startsWith(TENANT_CONFIG_PREFIX)
  );
}

/**
 * Security headers on every answer, the request id, and no-store on API answers, in one
 * synchronous hook. Documents get helmet's set with the app's CSP; data answers the short set
 * above. Both are computed once, and again only when the tenants reload (their API origins are in
 * the CSP), and go into the reply's own header list: Node validates and writes them once, in
 * writeHead. Running helmet per request (raw setHeader, each header validated, then merged again at
 * writeHead), in separate hooks, cost about a fifth of a small route's CPU (docs/performance-log.md, 2026-11-23, commit
 * cd8a0e7).
 */
export function registerSecurityHeaders(app: FastifyInstance, registry: TenantRegistry): void {
  let documents = securityHeaders(externalApiOrigins(registry), mapScriptOrigins(registry));
  let data = dataAnswerHeaders(documents);
  const unsubscribe = registry.onReload(() => {
    documents = securityHeaders(externalApiOrigins(registry), mapScriptOrigins(registry));
    data = dataAnswerHeaders(documents);
  });
  app.addHook('onClose', async () => unsubscribe());
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isDataAnswerPath(request.url) ? data : documents);
    // One id follows a request across hops and into the logs (app.ts requestId).
    reply.header('x-request-id', request.id);
    // API answers carry a customer's own data (and, in the sandbox, login codes): no browser cache or
    // proxy may keep a copy. A route may still say otherwise for its own answer.
    if (isEnvelopeApiPath(request.url) || request.url.startsWith(SANDBOX_API_PREFIX))
      reply.header('cache-control', 'no-store');
    done();
  });
}

/** The embed layout (/embed/{shop}) exists to be framed by other sites. */
export function allowFraming(reply: FastifyReply): void {
  const csp = reply.getHeader('content-security-policy');
  if (typeof csp === 'string')
    reply.header('content-security-policy', csp.replace(/frame-ancestors [^;]*/, 'frame-ancestors *'));
  reply.removeHeader('x-frame-options');
}

/** Tenant assets (SVG can carry script) must not run anything when opened directly. */
export const TENANT_ASSET_CSP =
  "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; font-src 'self'; sandbox";
