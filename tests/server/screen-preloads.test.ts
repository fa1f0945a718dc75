/**
 * The page the server sends for a screen's address preloads that screen's code
 * (docs/architecture.md#screen-preloads): the files the build listed for the screen the app's router
 * shows there, and nothing for an address the layout has no screen at.
 */
import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseScreenPreloads, screenPreloadHrefs, screenPreloadReader } from '../../server/http/screen-preloads';
import { startTestApp, type TestApp } from './support/app-harness';

const ROOT = path.resolve(import.meta.dirname, '../..');
const INDEX_HTML = '<!doctype html><html lang="en-GB"><head><meta charset="UTF-8" /><title>Kerbside</title></head><body><div id="root"></div></body></html>';
const HTML = { accept: 'text/html' };
const LIST = {
  home: ['assets/HomeScreen-a1.js', 'assets/Card-b2.js'],
  login: ['assets/LoginScreen-c3.js'],
  myTickets: ['assets/MyTicketsScreen-d4.js'],
  reservation: ['assets/ReservationScreen-e5.js'],
};

const modulePreloads = (html: string) => [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)" \/>/g)].map((m) => m[1]);

describe('the page of a screen', () => {
  let staticDir: string;
  let t: TestApp;
  beforeAll(async () => {
    staticDir = await mkdtemp(path.join(tmpdir(), 'kerbside-screen-preloads-'));
    await writeFile(path.join(staticDir, 'index.html'), INDEX_HTML);
    await mkdir(path.join(staticDir, '.vite'));
    await writeFile(path.join(staticDir, '.vite/screen-preloads.json'), JSON.stringify(LIST));
    t = await startTestApp({ staticDir, tenantsDir: path.join(ROOT, 'tenants') });
  });
  afterAll(async () => {
    await t.close();
    await rm(staticDir, { recursive: true, force: true });
  });

  it.each([
    ['/shop/harbour-central/home', LIST.home],
    ['/shop/harbour-central', LIST.home],
    ['/app/lotus-plaza/LOGIN/', LIST.login],
    ['/shop/harbour-central/mytickets', LIST.myTickets],
  ])('%s preloads its screen files', async (url, files) => {
    const res = await t.app.inject({ url, headers: HTML });
    expect(res.statusCode).toBe(200);
    expect(modulePreloads(res.body)).toEqual(files.map((file) => `/${file}`));
  });

  it('preloads nothing where there is no screen: an unknown path, an unknown shop, a global page', async () => {
    for (const url of ['/shop/harbour-central/nowhere', '/shop/no-such-shop/home', '/aboutus']) {
      const res = await t.app.inject({ url, headers: HTML });
      expect(modulePreloads(res.body), url).toEqual([]);
    }
  });

  it('never serves the list itself', async () => {
    expect((await t.app.inject('/.vite/screen-preloads.json')).statusCode).toBe(404);
  });
});

describe('screen preload list', () => {
  it('keeps only lists of built scripts', () => {
    const text = JSON.stringify({ home: ['assets/a.js'], login: ['../secret.js'], site: 'assets/b.js', page: [1], myTickets: [] });
    expect(parseScreenPreloads(text)).toEqual({ home: ['assets/a.js'], myTickets: [] });
    expect(parseScreenPreloads('null')).toEqual({});
  });

  it("follows the tenant's features: reservation only where it is on", () => {
    expect(screenPreloadHrefs(LIST, 'shop', 'reservation', { reservation: true })).toEqual(['/assets/ReservationScreen-e5.js']);
    expect(screenPreloadHrefs(LIST, 'shop', 'reservation', {})).toEqual([]);
    // The embed layout has no landing screen.
    expect(screenPreloadHrefs(LIST, 'embed', '', {})).toEqual([]);
  });

  it('is read again when a new build writes it, and is empty before any build wrote one', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'kerbside-screen-preloads-'));
    try {
      const read = screenPreloadReader(dir);
      expect(await read()).toEqual({});
      await mkdir(path.join(dir, '.vite'));
      const file = path.join(dir, '.vite/screen-preloads.json');
      await writeFile(file, JSON.stringify({ home: ['assets/one.js'] }));
      expect(await read()).toEqual({ home: ['assets/one.js'] });
      await writeFile(file, JSON.stringify({ home: ['assets/two.js'] }));
      const later = new Date(Date.now() + 5000);
      await utimes(file, later, later);
      expect(await read()).toEqual({ home: ['assets/two.js'] });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
