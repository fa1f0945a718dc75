/**
 * The built single-page app (dist/app) with history-mode fallback: a GET that is not a server
 * path and accepts HTML gets index.html (no-cache, so a new build shows at once); hashed files
 * under /assets are cached for a year. Without a build, GET / says how to make one.
 */
import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendApiError } from './error-handling';
import { fileInside } from '../services/shared/file-inside';
import { firstPaintHtml, withFirstPaint } from './first-paint';
import { inlineStylesheets, staticAssetReader } from './inline-styles';
import { isEnvelopeApiPath, isServerPath } from './paths';
import { allowFraming } from './security';
import { classifyAppPath } from '../../src/lib/route-table';
import type { TenantRegistry } from '../tenants/registry';
import { layoutPageOf, type HeadTags, type InstallableApp } from '../services/installable/installable-app';
import type { ShopMatch } from '../tenants/registry';
import type { FontPreloadLinks, FontPreloads } from '../services/font-preloads';
import type { LogoShapes } from '../services/logo-shapes';

export const NOT_BUILT_MESSAGE =
  'The web app is not built yet. Run `npm run build` (or `npm start`, which builds it when needed), then reload this page.\n' +
  'The API is running: see /docs and /health.\n';

const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

function wantsHtml(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').includes('text/html');
}

export function sendNotFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  if (isEnvelopeApiPath(request.url)) return sendApiError(reply, 404, 'NOT_FOUND');
  return reply.code(404).send({ error: 'not-found' });
}

/**
 * The status of the app's page at a path: 404 for what the app shows as not found (an unknown
 * path, /404, a path that is no route of its layout, a shop no tenant has), 200 otherwise. The
 * page itself is the app either way, so a visitor sees the app's own not-found screen.
 */
function pageStatus(pathname: string, registry: TenantRegistry): 200 | 404 {
  const page = classifyAppPath(pathname);
  if (page.kind === 'not-found') return 404;
  if (page.kind === 'shop' && !registry.byShop(page.shop)) return 404;
  if (page.kind === 'flows' && !registry.byId(page.tenant)) return 404;
  return 200;
}

function escapeAttribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * The URL the app fetches a shop's config from (src/api/endpoints/tenant-config.ts): preloaded by
 * the page, so it arrives while the app's JavaScript does instead of after it
 * (docs/architecture.md#first-download).
 */
export function tenantConfigHref(shop: string): string {
  return `/tenant-config/${encodeURIComponent(shop)}`;
}

/**
 * The app's page for a shop's layout: the built index.html with the shop's manifest, theme colour
 * and touch icon, so a phone offers to install the brand (docs/installable-app.md#manifest), its
 * fonts preloaded (docs/architecture.md#fonts-preloaded) and its tenant config preloaded.
 */
export function withHeadTags(
  html: string,
  tags: HeadTags | null,
  fonts: FontPreloadLinks | null = null,
  configHref: string | null = null,
): string {
  const links = [
    // as="fetch" with crossorigin (anonymous: same-origin credentials) is what fetch() asks for, so the app's call takes the preloaded answer.
    ...(configHref ? [`<link rel="preload" as="fetch" href="${escapeAttribute(configHref)}" crossorigin />`] : []),
    ...(fonts
      ? [
          `<link rel="preload" as="style" href="${escapeAttribute(fonts.stylesheetHref)}" />`,
          // Fonts are always fetched in CORS mode: a preload without crossorigin would be fetched twice.
          ...fonts.fontHrefs.map(
            (href) => `<link rel="preload" as="font" type="font/woff2" href="${escapeAttribute(href)}" crossorigin />`,
          ),
        ]
      : []),
    ...(tags
      ? [
          `<link rel="manifest" href="${escapeAttribute(tags.manifestHref)}" />`,
          `<meta name="apple-mobile-web-app-title" content="${escapeAttribute(tags.appName)}" />`,
          ...(tags.touchIconHref
            ? [`<link rel="apple-touch-icon" href="${escapeAttribute(tags.touchIconHref)}" />`]
            : []),
        ]
      : []),
  ].join('\n    ');
  const themed = tags
    ? html.replace(
        /<meta name="theme-color" content="[^"]*"\s*\/?>/,
        () => `<meta name="theme-color" content="${escapeAttribute(tags.themeColour)}" />`,
      )
    : html;
  return links === '' ? themed : themed.replace('</head>', () => `    ${links}\n  </head>`);
}

/**
 * The page's <title> as the brand's name, so a tab, a bookmark or a link preview names the brand
 * before any script runs; the app then writes "{screen} · {brand}" (src/app/layouts/DocumentTitle.tsx).
 */
export function withBrandTitle(html: string, brandName: string): string {
  return html.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeAttribute(brandName)}</title>`);
}

/**
 * The first paint of a layout page the app will show (docs/architecture.md#first-paint): null
 * when the shop's site does not offer the layout (the app shows its neutral 'shop not found').
 */
async function firstPaintOf(
  pathname: string,
  match: ShopMatch | undefined,
  logos: LogoShapes | undefined,
  webFontFamilies: readonly string[],
): Promise<string | null> {
  const page = layoutPageOf(pathname);
  if (!page || !match || !match.site.layouts.includes(page.layout)) return null;
  const { tenant, site, preset } = match;
  const logoRatio = logos ? await logos.ratio(tenant.id, site.logo ?? tenant.branding.logo) : null;
  return firstPaintHtml({ layout: page.layout, rest: page.rest, tenant, site, preset, logoRatio, webFontFamilies });
}

/** index.html as built, its small stylesheet written in (inline-styles.ts); read again only when the build changes it. */
function indexHtmlReader(staticDir: string): () => Promise<string> {
  let cached: { mtimeMs: number; html: string } | null = null;
  const readAsset = staticAssetReader(staticDir);
  return async () => {
    const file = path.join(staticDir, 'index.html');
    const { mtimeMs } = await stat(file);
    if (cached?.mtimeMs !== mtimeMs)
      cached = { mtimeMs, html: await inlineStylesheets(await readFile(file, 'utf8'), readAsset) };
    return cached.html;
  };
}

/** Hashed paths whose check is kept: a build's files under /assets, with room for a few builds. */
const HASHED_PATHS_KEPT = 4_000;

/**
 * The checked path of each hashed file asked for. A file under assets/ is named by its content and
 * never changes under that name, so once `fileInside` has found it inside the build (two realpath
 * walks and a stat) a repeat request goes straight to sending it; a first visit asks for some 30 of
 * them. Only paths found are kept, and at most HASHED_PATHS_KEPT: a missing one is checked each time.
 * A build that removes a kept file (a new build in the same folder) leaves @fastify/static to answer
 * 404 for it, as for any stale hashed file.
 */
function hashedPathChecker(staticDir: string): (pathname: string) => Promise<string | null> {
  const kept = new Map<string, string>();
  return async (pathname) => {
    // Keyed as fileInside reads the path (empty segments dropped), so spellings such as
    // /assets//x.js share one entry and cannot fill the map with one file.
    const key = pathname.split('/').filter(Boolean).join('/');
    const known = kept.get(key);
    if (known !== undefined) return known;
    const file = await fileInside(staticDir, pathname);
    if (file !== null && file.startsWith(`assets${path.sep}`) && kept.size < HASHED_PATHS_KEPT) kept.set(key, file);
    return file;
  };
}

export function registerSpa(
  app: FastifyInstance,
  staticDir: string | undefined,
  registry: TenantRegistry,
  installable?: InstallableApp,
  fonts?: FontPreloads,
  logos?: LogoShapes,
): void {
  const indexHtml = staticDir === undefined ? null : indexHtmlReader(staticDir);
  const checkedPath = staticDir === undefined ? null : hashedPathChecker(staticDir);
  app.setNotFoundHandler((request, reply) => sendNotFound(request, reply));

  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    // The router has already percent-decoded the wildcard (and refused undecodable URLs).
    const pathname = `/${(request.params as { '*'?: string })['*'] ?? ''}`;
    if (isServerPath(pathname)) return sendNotFound(request, reply);
    const built = staticDir !== undefined && existsSync(path.join(staticDir, 'index.html'));
    if (!built || checkedPath === null) {
      if (pathname === '/' || wantsHtml(request)) {
        return reply
          .code(503)
          .type('text/plain; charset=utf-8')
          .header('cache-control', 'no-store')
          .send(NOT_BUILT_MESSAGE);
      }
      return sendNotFound(request, reply);
    }
    const file = pathname === '/' ? null : await checkedPath(pathname);
    if (file && file !== 'index.html') {
      const hashed = file.startsWith(`assets${path.sep}`);
      // The answer may be the build's brotli or gzip copy: a shared cache must key it by Accept-Encoding.
      // Lower case, as @fastify/compress writes it, so a file it compresses itself does not name it twice.
      reply.header('vary', 'accept-encoding');
      return reply.sendFile(file, staticDir, hashed ? { maxAge: YEAR_MS, immutable: true } : { maxAge: 0 });
    }
    // A missing hashed file is a stale page asking for an old build: HTML in its place would only confuse.
    if (pathname.startsWith('/assets/') || !(pathname === '/' || wantsHtml(request)))
      return sendNotFound(request, reply);
    if (/^\/embed\//i.test(pathname)) allowFraming(reply);
    const status = pageStatus(pathname, registry);
    const tags = status === 200 && installable ? await installable.headTags(pathname) : null;
    const shop = status === 200 ? layoutPageOf(pathname)?.shop : undefined;
    const match = shop === undefined ? undefined : registry.byShop(shop);
    const tenant = match?.tenant;
    const fontLinks = tenant && fonts ? await fonts.forTenant(tenant) : null;
    const configHref = tenant && shop !== undefined ? tenantConfigHref(shop) : null;
    const firstPaint = status === 200 ? await firstPaintOf(pathname, match, logos, fontLinks?.families ?? []) : null;
    if (indexHtml) {
      const page = await indexHtml();
      const branded = tenant ? withBrandTitle(page, tenant.branding.name) : page;
      const html =
        tags || fontLinks || configHref || firstPaint
          ? withFirstPaint(withHeadTags(branded, tags, fontLinks, configHref), firstPaint)
          : branded;
      return reply.code(status).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
    }
    return reply
      .code(status)
      .header('cache-control', 'no-cache')
      .sendFile('index.html', staticDir, { cacheControl: false });
  });
}
