/**
 * A shop page names, in its head, what its first view needs before the app's entry has run
 * (docs/architecture.md#first-download): the route's chunks (from the build's first-download plan),
 * the translation chunks of the tenant's language, the AES codec of an 'aes' tenant, and the image
 * at the top of the first view.
 */
import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { FirstDownloadPlan } from '../../server/services/route-preloads';
import { startTestApp, type TestApp } from './support/app-harness';

const ROOT = path.resolve(import.meta.dirname, '../..');
const INDEX_HTML = '<!doctype html><html lang="en-GB"><head><meta charset="UTF-8" /><title>Kerbside</title></head><body><div id="root"></div></body></html>';
const HTML = { accept: 'text/html' };
const PLAN: FirstDownloadPlan = {
  screens: { home: ['assets/HomeScreen-a.js', 'assets/Card-b.js'], login: ['assets/LoginScreen-c.js', 'assets/Card-b.js'], reservation: ['assets/ReservationScreen-d.js'] },
  languages: { 'en-gb': ['assets/common-en.js', 'assets/screens-en.js'], 'zh-hans': ['assets/common-zh.js', 'assets/screens-zh.js'] },
  screenLanguages: { login: { 'en-gb': ['assets/account-en.js'], 'zh-hans': ['assets/account-zh.js'] } },
  aesCodec: ['assets/cipher-browser-e.js'],
};

let staticDir: string;
let t: TestApp;
beforeAll(async () => {
  staticDir = await mkdtemp(path.join(tmpdir(), 'kerbside-route-preloads-'));
  await writeFile(path.join(staticDir, 'index.html'), INDEX_HTML);
  await mkdir(path.join(staticDir, '.vite'));
  await writeFile(path.join(staticDir, '.vite/first-download.json'), JSON.stringify(PLAN));
  t = await startTestApp({ staticDir, tenantsDir: path.join(ROOT, 'tenants') });
});
afterAll(async () => {
  await t.close();
  await rm(staticDir, { recursive: true, force: true });
});

const modulePreloads = (html: string) => [...html.matchAll(/<link rel="modulepreload" href="([^"]+)" \/>/g)].map((m) => m[1]);
const imagePreloads = (html: string) => [...html.matchAll(/<link rel="preload" as="image" href="([^"]+)" fetchpriority="high" \/>/g)].map((m) => m[1]);
const page = async (url: string) => (await t.app.inject({ url, headers: HTML })).body;

it("preloads the home screen's chunks, the tenant language's translations and, for an 'aes' tenant, the codec", async () => {
  // harbourpark: en-gb, packaging aes.
  expect(modulePreloads(await page('/shop/harbour-central/home'))).toEqual([
    '/assets/common-en.js',
    '/assets/screens-en.js',
    '/assets/cipher-browser-e.js',
    '/assets/HomeScreen-a.js',
    '/assets/Card-b.js',
  ]);
  // lotus: zh-hans by default, base64 packaging (no codec chunk); the bare layout prefix shows home.
  expect(modulePreloads(await page('/app/lotus-plaza'))).toEqual(['/assets/common-zh.js', '/assets/screens-zh.js', '/assets/HomeScreen-a.js', '/assets/Card-b.js']);
  // The login screen reads its own namespaces in its first render: they come with it.
  expect(modulePreloads(await page('/shop/greenway-southbank/login'))).toEqual([
    '/assets/common-en.js',
    '/assets/screens-en.js',
    '/assets/LoginScreen-c.js',
    '/assets/Card-b.js',
    '/assets/account-en.js',
  ]);
  expect(modulePreloads(await page('/shop/lotus-plaza/login'))).toContain('/assets/account-zh.js');
});

it('preloads the reservation screen only for a tenant that offers it', async () => {
  // harbourpark turns reservation on; greenway does not (its page is the app's not-found screen).
  expect(modulePreloads(await page('/shop/harbour-central/reservation'))).toContain('/assets/ReservationScreen-d.js');
  expect(modulePreloads(await page('/shop/greenway-southbank/reservation'))).not.toContain('/assets/ReservationScreen-d.js');
});

it('preloads no chunks outside a shop, for an unknown shop, or a path that is no route', async () => {
  for (const url of ['/home', '/shop/nowhere/home', '/shop/harbour-central/no-such-screen']) expect(modulePreloads(await page(url)), url).toEqual([]);
});

it("preloads the banner of a home whose first section is the banner (or follows the welcome line), and the login image, each at the app's URL", async () => {
  // harbourpark: classic preset, the banner first; greenway: welcome, then banner.
  expect(imagePreloads(await page('/shop/harbour-central/home'))).toEqual(['/tenant-assets/harbourpark/banner.svg']);
  expect(imagePreloads(await page('/shop/greenway-southbank/home'))).toEqual(['/tenant-assets/greenway/banner.svg']);
  expect(imagePreloads(await page('/shop/harbour-central/login'))).toEqual(['/tenant-assets/harbourpark/login.svg']);
  expect((await t.app.inject('/tenant-assets/harbourpark/banner.svg')).statusCode).toBe(200);
  // No image tops these: the sign-up screen, the site page (notices first).
  expect(imagePreloads(await page('/shop/harbour-central/signup'))).toEqual([]);
  expect(imagePreloads(await page('/shop/harbour-central/site'))).toEqual([]);
});

it('preloads no chunks from a plan that cannot be read (a build writing it), and still serves the page', async () => {
  const planFile = path.join(staticDir, '.vite/first-download.json');
  await writeFile(planFile, '{"screens": {"home": [');
  const res = await t.app.inject({ url: '/shop/harbour-central/home', headers: HTML });
  expect(res.statusCode, res.body).toBe(200);
  expect(modulePreloads(res.body)).toEqual([]);
  expect(imagePreloads(res.body)).toEqual(['/tenant-assets/harbourpark/banner.svg']);
  // Written whole again, it is read again.
  await writeFile(planFile, JSON.stringify(PLAN));
  await utimes(planFile, new Date(), new Date(Date.now() + 5_000));
  expect(modulePreloads(await page('/shop/harbour-central/home'))).toContain('/assets/common-en.js');
});

it('preloads no chunks when the build has no plan, and still the image', async () => {
  await rm(path.join(staticDir, '.vite/first-download.json'));
  const html = await page('/shop/harbour-central/home');
  expect(modulePreloads(html)).toEqual([]);
  expect(imagePreloads(html)).toEqual(['/tenant-assets/harbourpark/banner.svg']);
});
