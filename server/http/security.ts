/**
 * Security headers (helmet) with a Content-Security-Policy the SPA runs under: scripts only from
 * this origin (no 'unsafe-eval': forms use ajv standalone validators), inline styles for emotion,
 * images from this origin and https:, fonts from this origin.
 */
import helmet, { type HelmetOptions } from 'helmet';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { TenantRegistry } from '../tenants/registry';
import { isEnvelopeApiPath, SANDBOX_API_PREFIX } from './paths';

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
  return registry.list().some(({ tenant }) => Boolean(tenant.map?.googleMapsKey)) ? ['https://maps.googleapis.com', 'https://maps.gstatic.com'] : [];
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

/**
 * Helmet's headers on every answer. The middleware is built once, and again only when the tenants
 * reload (their API origins are in the CSP): building it per request, as @fastify/helmet does,
 * cost a large share of a small route's time.
 */
export function registerSecurityHeaders(app: FastifyInstance, registry: TenantRegistry): void {
  let applyHeaders = helmet(helmetOptions(externalApiOrigins(registry), mapScriptOrigins(registry)));
  const unsubscribe = registry.onReload(() => {
    applyHeaders = helmet(helmetOptions(externalApiOrigins(registry), mapScriptOrigins(registry)));
  });
  app.addHook('onClose', async () => unsubscribe());
  app.addHook('onRequest', (request, reply, done) => {
    applyHeaders(request.raw, reply.raw, (error?: unknown) => done(error instanceof Error ? error : undefined));
  });
  // API answers carry a customer's own data (and, in the sandbox, login codes): no browser cache or
  // proxy may keep a copy. A route may still say otherwise for its own answer.
  app.addHook('onRequest', async (request, reply) => {
    if (isEnvelopeApiPath(request.url) || request.url.startsWith(SANDBOX_API_PREFIX)) reply.header('cache-control', 'no-store');
  });
}

/** The embed layout (/embed/{shop}) exists to be framed by other sites. */
export function allowFraming(reply: FastifyReply): void {
  const csp = reply.getHeader('content-security-policy');
  if (typeof csp === 'string') reply.header('content-security-policy', csp.replace(/frame-ancestors [^;]*/, 'frame-ancestors *'));
  reply.removeHeader('x-frame-options');
}

/** Tenant assets (SVG can carry script) must not run anything when opened directly. */
export const TENANT_ASSET_CSP = "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; font-src 'self'; sandbox";
