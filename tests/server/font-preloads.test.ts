/**
 * The app's page names the tenant's fonts in its head (docs/architecture.md#fonts-preloaded), so
 * a phone fetches them with the HTML instead of after app -> tenant config -> stylesheet.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/app-harness';

const ROOT = path.resolve(import.meta.dirname, '../..');
const INDEX_HTML =
  '<!doctype html><html lang="en-GB"><head><meta charset="UTF-8" /><title>Kerbside</title></head><body><div id="root"></div></body></html>';
const HTML = { accept: 'text/html' };

let staticDir: string;
let t: TestApp;
beforeAll(async () => {
  staticDir = await mkdtemp(path.join(tmpdir(), 'kerbside-fonts-'));
  await writeFile(path.join(staticDir, 'index.html'), INDEX_HTML);
  t = await startTestApp({ staticDir, tenantsDir: path.join(ROOT, 'tenants') });
});
afterAll(async () => {
  await t.close();
  await rm(staticDir, { recursive: true, force: true });
});

const preloads = (html: string) =>
  [...html.matchAll(/<link rel="preload" as="(style|font)"[^>]*href="([^"]+)"[^>]*>/g)].map((m) => ({
    as: m[1],
    href: m[2],
    tag: m[0],
  }));

it.each([
  ['/shop/harbour-central/home', 'harbourpark'],
  ['/app/lotus-plaza/home', 'lotus'],
  ['/embed/greenway-southbank/page/about', 'greenway'],
])('preloads the stylesheet and upright Latin fonts of the tenant of %s, and each answers', async (url, tenant) => {
  const res = await t.app.inject({ url, headers: HTML });
  expect(res.statusCode).toBe(200);
  const links = preloads(res.body);
  expect(links[0]).toMatchObject({ as: 'style', href: `/tenant-assets/${tenant}/fonts.css` });
  const fonts = links.filter((l) => l.as === 'font');
  expect(fonts.length).toBeGreaterThan(0);
  for (const font of fonts) {
    expect(font.href).toMatch(new RegExp(`^/tenant-assets/${tenant}/fonts/[\\w-]+\\.woff2$`));
    expect(font.tag).toContain('crossorigin');
    const file = await t.app.inject(font.href);
    expect(file.statusCode, font.href).toBe(200);
    // The stylesheet asks for exactly this URL, so the preloaded copy is the one used.
    const css = await t.app.inject(`/tenant-assets/${tenant}/fonts.css`);
    expect(css.body).toContain(`url(${font.href.replace(`/tenant-assets/${tenant}/`, '')})`);
  }
});

it('preloads nothing on a page outside any shop, or for an unknown shop', async () => {
  for (const url of ['/home', '/shop/nowhere/home']) {
    const res = await t.app.inject({ url, headers: HTML });
    expect(preloads(res.body), url).toEqual([]);
  }
});

const configPreloads = (html: string) =>
  [...html.matchAll(/<link rel="preload" as="fetch" href="([^"]+)" crossorigin \/>/g)].map((m) => m[1]);

it.each([
  ['/shop/harbour-central/home', '/tenant-config/harbour-central'],
  ['/shop/Harbour-Central/login', '/tenant-config/Harbour-Central'],
  ['/embed/greenway-southbank/page/about', '/tenant-config/greenway-southbank'],
])("preloads the shop's tenant config on %s at the URL the app fetches, and it answers", async (url, href) => {
  const res = await t.app.inject({ url, headers: HTML });
  expect(configPreloads(res.body)).toEqual([href]);
  // The app fetches /tenant-config/{shop as in the URL} (src/api/endpoints/tenant-config.ts): the same URL takes the preloaded answer.
  expect((await t.app.inject(href)).statusCode).toBe(200);
});

it('preloads no tenant config on a page outside any shop, or for an unknown shop', async () => {
  for (const url of ['/home', '/shop/nowhere/home']) {
    const res = await t.app.inject({ url, headers: HTML });
    expect(configPreloads(res.body), url).toEqual([]);
  }
});
