import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WebManifestResponse } from '../../src/generated/api/web-manifest.response';
import { withBrandTitle } from '../../server/http/spa';
import { startTestApp, type TestApp } from './support/app-harness';

const ROOT = path.resolve(import.meta.dirname, '../..');
const INDEX_HTML =
  '<!doctype html><html lang="en-GB"><head><meta charset="UTF-8" /><meta name="theme-color" content="#263a5a" /><title>Kerbside</title></head><body><div id="root"></div></body></html>';
const HTML = { accept: 'text/html' };

let staticDir: string;
let t: TestApp;
beforeAll(async () => {
  staticDir = await mkdtemp(path.join(tmpdir(), 'kerbside-pwa-'));
  await writeFile(path.join(staticDir, 'index.html'), INDEX_HTML);
  // The demo tenants: their icons are real SVG marks (tenants/<id>/icon.svg).
  t = await startTestApp({ staticDir, tenantsDir: path.join(ROOT, 'tenants') });
});
afterAll(async () => {
  await t.close();
  await rm(staticDir, { recursive: true, force: true });
});

async function manifestOf(url: string): Promise<WebManifestResponse> {
  const res = await t.app.inject(url);
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
  expect(res.headers['cache-control']).toBe('no-cache');
  return res.json<WebManifestResponse>();
}

describe('GET /pwa/{layout}/{shop}/manifest.webmanifest', () => {
  it("names the brand, its colours and the shop layout's start page and scope", async () => {
    const manifest = await manifestOf('/pwa/shop/harbour-central/manifest.webmanifest');
    expect(manifest).toMatchObject({
      id: '/shop/harbour-central/',
      name: 'Harbour Park',
      short_name: 'Harbour Park',
      lang: 'en-GB',
      dir: 'ltr',
      start_url: '/shop/harbour-central/home',
      scope: '/shop/harbour-central/',
      display: 'standalone',
      theme_color: '#0b2545',
      background_color: '#f3f7f9',
    });
    expect(manifest.icons.map((icon) => `${icon.purpose} ${icon.sizes}`)).toEqual([
      'any 192x192',
      'any 512x512',
      'maskable 192x192',
      'maskable 512x512',
    ]);
    expect(manifest.icons[0]?.src).toMatch(/^\/pwa\/icons\/harbourpark\/any-192\.png\?v=[\w-]+$/);
  });

  it('differs per tenant: Lotus installs as Lotus, in its own colours and language', async () => {
    const manifest = await manifestOf('/pwa/app/lotus-plaza/manifest.webmanifest');
    expect(manifest.name).toBe('Lotus Parking 莲花停车');
    expect(manifest.short_name).toBe('Lotus');
    expect(manifest.theme_color).toBe('#a4161a');
    expect(manifest.background_color).toBe('#fdf8f3');
    expect(manifest.start_url).toBe('/app/lotus-plaza/home');
    expect(manifest.scope).toBe('/app/lotus-plaza/');
    expect(manifest.icons[0]?.src).toContain('/pwa/icons/lotus/');
  });

  it('opens the company layout on its landing screen (site), and matches the shop code in any case', async () => {
    const manifest = await manifestOf('/pwa/company/Harbour-Central/manifest.webmanifest');
    expect(manifest.start_url).toBe('/company/harbour-central/site');
    expect(manifest.scope).toBe('/company/harbour-central/');
  });

  it.each([
    ['/pwa/embed/harbour-central/manifest.webmanifest', 'the embed layout is framed, never installed'],
    ['/pwa/shop/nowhere/manifest.webmanifest', 'an unknown shop'],
    ['/pwa/kiosk/harbour-central/manifest.webmanifest', 'an unknown layout'],
  ])('answers 404 for %s (%s)', async (url) => {
    const res = await t.app.inject(url);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'layout-not-installable' });
  });
});

describe('GET /pwa/icons/{tenantId}/{purpose}-{size}.png', () => {
  it('makes a transparent 512 px icon of the mark', async () => {
    const res = await t.app.inject('/pwa/icons/harbourpark/any-512.png');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    const image = sharp(res.rawPayload);
    expect(await image.metadata()).toMatchObject({ format: 'png', width: 512, height: 512 });
    const { data, info } = await image.raw().toBuffer({ resolveWithObject: true });
    // A corner is outside the rounded mark: transparent; the middle is the mark.
    expect(data[3]).toBe(0);
    const middle = (256 * info.width + 256) * info.channels;
    expect(data[middle + 3]).toBe(255);
  });

  it("makes a maskable icon on the brand's background, the mark inside the safe zone", async () => {
    const res = await t.app.inject('/pwa/icons/harbourpark/maskable-192.png');
    expect(res.statusCode).toBe(200);
    const { data, info } = await sharp(res.rawPayload).raw().toBuffer({ resolveWithObject: true });
    expect(info.width).toBe(192);
    const pixel = (x: number, y: number) => [
      ...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3),
    ];
    // #f3f7f9 full bleed: the corners a circular mask cuts away are background, not logo.
    expect(pixel(0, 0)).toEqual([0xf3, 0xf7, 0xf9]);
    expect(pixel(191, 191)).toEqual([0xf3, 0xf7, 0xf9]);
    // The safe zone is the circle of 80% diameter: everything outside it is background too.
    const outside = Math.round(96 - 0.4 * 192 * Math.SQRT1_2) - 2;
    expect(pixel(outside, outside)).toEqual([0xf3, 0xf7, 0xf9]);
    expect(pixel(96, 60)).not.toEqual([0xf3, 0xf7, 0xf9]);
  });

  it.each([
    '/pwa/icons/harbourpark/any-100.png',
    '/pwa/icons/harbourpark/other-192.png',
    '/pwa/icons/nobody/any-192.png',
  ])('answers 404 for %s', async (url) => {
    const res = await t.app.inject(url);
    expect(res.statusCode).toBe(404);
  });
});

describe("the app's page links the shop's manifest", () => {
  it("carries the manifest, theme colour and touch icon of the shop's tenant and layout", async () => {
    const res = await t.app.inject({ url: '/app/lotus-plaza/mytickets', headers: HTML });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('<link rel="manifest" href="/pwa/app/lotus-plaza/manifest.webmanifest" />');
    expect(res.body).toContain('<meta name="theme-color" content="#a4161a" />');
    expect(res.body).not.toContain('#263a5a');
    expect(res.body).toMatch(/<link rel="apple-touch-icon" href="\/pwa\/icons\/lotus\/any-192\.png\?v=[\w-]+" \/>/);
    expect(res.body).toContain('<meta name="apple-mobile-web-app-title" content="Lotus Parking 莲花停车" />');
  });

  it("titles the page with the shop's brand before any script runs, its text escaped", async () => {
    for (const [url, brand] of [
      ['/app/lotus-plaza/mytickets', 'Lotus Parking 莲花停车'],
      ['/shop/harbour-central/home', 'Harbour Park'],
      ['/embed/harbour-central/page/about', 'Harbour Park'],
    ] as const) {
      const res = await t.app.inject({ url, headers: HTML });
      expect(res.body, url).toContain(`<title>${brand}</title>`);
      expect(res.body, url).not.toContain('<title>Kerbside</title>');
    }
    expect(withBrandTitle(INDEX_HTML, 'A & B <i>')).toContain('<title>A &amp; B &lt;i&gt;</title>');
  });

  it('keeps the product title on pages outside a shop and for an unknown shop', async () => {
    for (const url of ['/home', '/shop/nowhere/home']) {
      const res = await t.app.inject({ url, headers: HTML });
      expect(res.body, url).toContain('<title>Kerbside</title>');
    }
  });

  it('links none on pages outside a shop, in the embed layout, or for an unknown shop', async () => {
    for (const url of ['/home', '/embed/harbour-central/page/about', '/shop/nowhere/home']) {
      const res = await t.app.inject({ url, headers: HTML });
      expect(res.body, url).not.toContain('rel="manifest"');
      expect(res.body, url).toContain('<meta name="theme-color" content="#263a5a" />');
    }
  });
});
