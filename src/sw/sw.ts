/// <reference lib="webworker" />
/**
 * The service worker (docs/installable-app.md): built by vite-plugin-pwa with Workbox into
 * /sw.js and registered by the app with the scope of the installed shop layout
 * (/shop/harbour-central/). It precaches that layout's app shell, keeps the shop's page, tenant
 * config, fonts and images with the rules below, and never touches the API. A new version waits
 * until the customer accepts the app's 'update available' prompt (SKIP_WAITING).
 */
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import {
  brandAssetUrls,
  fontFileUrls,
  isNeverCached,
  isShellNavigation,
  layoutOfScope,
  shellEntriesFor,
  shellPageOf,
  tenantConfigUrlOf,
  type ShellEntry,
} from './cache-rules';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: ShellEntry[] };

const DAY_S = 24 * 60 * 60;
const scope = new URL(self.registration.scope);
const origin = self.location.origin;
/** One cached page per installed app: every page of a layout is the same HTML (the router draws the screen). */
const SHELL_CACHE = 'kerbside-shell';

precacheAndRoute(shellEntriesFor(self.__WB_MANIFEST, layoutOfScope(scope.pathname)));
cleanupOutdatedCaches();

const shellPage = shellPageOf(scope.pathname);
// Every page of the installed app is kept under its landing page's URL.
const shellKey = {
  cacheKeyWillBeUsed: async ({ request }: { request: Request }) =>
    shellPage === null ? request.url : new URL(shellPage, scope).href,
};
const CONFIG_CACHE = 'kerbside-tenant-config';
const ASSETS_CACHE = 'kerbside-tenant-assets';
const FONTS_CACHE = 'kerbside-fonts';

/**
 * Keeps what the installed app needs to start with no signal: its page, its shop's config, and the
 * brand's logo, footer image, font stylesheet and the font files it names (the page that registered
 * the worker loaded those before the worker could see them).
 */
async function keepStartingPoint(page: string): Promise<void> {
  // The page is asked for as a page: the server answers other requests for app paths with 404.
  await (await caches.open(SHELL_CACHE)).add(new Request(page, { headers: { Accept: 'text/html' } }));
  const configUrl = tenantConfigUrlOf(scope.pathname);
  if (configUrl === null) return;
  const configs = await caches.open(CONFIG_CACHE);
  await configs.add(configUrl);
  const config: unknown = await (await configs.match(configUrl))?.json();
  const assets = await caches.open(ASSETS_CACHE);
  // A missing image or font is not a reason to refuse the worker.
  await Promise.all(brandAssetUrls(config).map((url) => assets.add(url).catch(() => undefined)));
  const fonts = await caches.open(FONTS_CACHE);
  for (const url of brandAssetUrls(config).filter((u) => /\.css$/i.test(new URL(u, origin).pathname))) {
    const css = await (await assets.match(url))?.text();
    if (css) await Promise.all(fontFileUrls(css, url, origin).map((font) => fonts.add(font).catch(() => undefined)));
  }
}

self.addEventListener('install', (event) => {
  // Kept from the start, so the app opens offline before it was ever reopened.
  if (shellPage !== null) event.waitUntil(keepStartingPoint(shellPage));
});

registerRoute(
  ({ request, url }) => !isNeverCached(request.method, url, origin) && isShellNavigation(request.mode, url, scope),
  new NetworkFirst({ cacheName: SHELL_CACHE, networkTimeoutSeconds: 5, plugins: [shellKey] }),
);

registerRoute(
  ({ request, url }) =>
    !isNeverCached(request.method, url, origin) && url.origin === origin && url.pathname.startsWith('/tenant-config/'),
  new NetworkFirst({
    cacheName: CONFIG_CACHE,
    networkTimeoutSeconds: 5,
    plugins: [new ExpirationPlugin({ maxEntries: 20 })],
  }),
);

registerRoute(
  ({ request, url }) => !isNeverCached(request.method, url, origin) && request.destination === 'font',
  new CacheFirst({
    cacheName: FONTS_CACHE,
    plugins: [new ExpirationPlugin({ maxEntries: 30, maxAgeSeconds: 365 * DAY_S })],
  }),
);

registerRoute(
  ({ request, url }) =>
    !isNeverCached(request.method, url, origin) &&
    url.origin === origin &&
    /^\/(tenant-assets|pwa\/icons)\//.test(url.pathname),
  new StaleWhileRevalidate({
    cacheName: ASSETS_CACHE,
    plugins: [new ExpirationPlugin({ maxEntries: 80, maxAgeSeconds: 30 * DAY_S })],
  }),
);

// Screens of other layouts, loaded once online: content-hashed, so a kept copy is never stale.
registerRoute(
  ({ request, url }) =>
    !isNeverCached(request.method, url, origin) && url.origin === origin && url.pathname.startsWith('/assets/'),
  new CacheFirst({
    cacheName: 'kerbside-app-assets',
    plugins: [new ExpirationPlugin({ maxEntries: 150, maxAgeSeconds: 60 * DAY_S })],
  }),
);

registerRoute(
  ({ request, url }) => !isNeverCached(request.method, url, origin) && request.destination === 'image',
  new StaleWhileRevalidate({
    cacheName: 'kerbside-images',
    plugins: [new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 7 * DAY_S })],
  }),
);

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
// The first version takes the open pages at once; later ones wait for the customer (see above).
clientsClaim();
