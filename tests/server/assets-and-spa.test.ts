import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_BUILT_MESSAGE } from '../../server/http/spa';
import { startTestApp, type TestApp } from './support/app-harness';

const INDEX_HTML =
  '<!doctype html><html><body><div id="root"></div><script type="module" src="/assets/index-abc123.js"></script></body></html>';
const HTML = { accept: 'text/html,application/xhtml+xml' };
const APP_JS = `console.log("app");\n${'// padding\n'.repeat(200)}`;

let staticDir: string;
let t: TestApp;
beforeAll(async () => {
  staticDir = await mkdtemp(path.join(tmpdir(), 'kerbside-dist-'));
  await mkdir(path.join(staticDir, 'assets'));
  await writeFile(path.join(staticDir, 'index.html'), INDEX_HTML);
  await writeFile(path.join(staticDir, 'assets', 'index-abc123.js'), APP_JS);
  await writeFile(path.join(staticDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  // What the build writes beside each asset (vite-plugin-compression2).
  await writeFile(path.join(staticDir, 'assets', 'index-abc123.js.br'), brotliCompressSync(APP_JS));
  await writeFile(path.join(staticDir, 'assets', 'index-abc123.js.gz'), gzipSync(APP_JS));
  t = await startTestApp({ staticDir });
  // A link inside the tenant folder pointing outside it must not be followed.
  await writeFile(path.join(t.tenantsDir, 'outside.txt'), 'secret outside');
  await symlink(path.join(t.tenantsDir, 'outside.txt'), path.join(t.tenantsDir, 'plainco', 'link.txt'));
  await writeFile(path.join(t.tenantsDir, 'plainco', '.hidden'), 'hidden');
});
afterAll(async () => {
  await t.close();
  await rm(staticDir, { recursive: true, force: true });
});

describe('GET /tenant-assets/{tenantId}/{file}', () => {
  it("serves a file of the tenant's folder with a cache header and a locked-down CSP", async () => {
    const res = await t.app.inject('/tenant-assets/plainco/logo.svg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(res.headers['content-security-policy']).toContain('sandbox');
    expect(res.body).toContain('<svg');
  });

  it.each([
    ['/tenant-assets/plainco/../plainco.json', 'dot-dot segment'],
    ['/tenant-assets/plainco/%2e%2e/plainco.json', 'encoded dot-dot'],
    ['/tenant-assets/plainco/..%2fplainco.json', 'encoded slash'],
    ['/tenant-assets/plainco/%2e%2e%2f%2e%2e%2fpackage.json', 'climbing out of the folder'],
    ['/tenant-assets/plainco/link.txt', 'symlink pointing outside'],
    ['/tenant-assets/plainco/.hidden', 'hidden file'],
    ['/tenant-assets/plainco/', 'the folder itself'],
    ['/tenant-assets/plainco/missing.png', 'missing file'],
  ])('refuses %s (%s)', async (url) => {
    const res = await t.app.inject(url);
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('secret outside');
    expect(res.body).not.toContain('"packaging"');
  });

  it('refuses a NUL byte in the path as bad input, naming the parameter (docs/rules.md#bad-input)', async () => {
    const res = await t.app.inject('/tenant-assets/plainco/logo.svg%00.png');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'bad-request', message: '*: must not contain a NUL character' });
    expect(res.body).not.toContain('secret outside');
    expect(res.body).not.toContain('"packaging"');
  });

  it("refuses another tenant's folder name and unknown tenants", async () => {
    expect((await t.app.inject('/tenant-assets/nobody/logo.svg')).json()).toEqual({ error: 'tenant-not-found' });
    expect((await t.app.inject('/tenant-assets/../tenants/plainco/logo.svg')).statusCode).toBe(404);
  });
});

describe('the single-page app', () => {
  it('serves index.html at / with no-cache', async () => {
    const res = await t.app.inject({ url: '/', headers: HTML });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(INDEX_HTML);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it.each([
    '/company/plain-central/site',
    '/home',
    '/redirect/shop/plain-central/home',
    '/flows/plainco',
    '/flows/plainco/booking',
  ])('falls back to index.html for %s', async (url) => {
    const res = await t.app.inject({ url, headers: HTML });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toBe(INDEX_HTML);
  });

  it.each(['/shop/plain-central/home', '/app/plain-central/mytickets'])(
    "falls back to index.html with the shop's first paint beside #root for %s (docs/architecture.md#first-paint)",
    async (url) => {
      const res = await t.app.inject({ url, headers: HTML });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      const firstPaint = /<div id="first-paint" aria-hidden="true"[\s\S]*?\n {4}(?=<div id="root"><\/div>)/.exec(
        res.body,
      );
      expect(firstPaint?.[0]).toContain('class="fp-bar');
      expect(res.body.replace(firstPaint?.[0] ?? '', '')).toBe(INDEX_HTML);
    },
  );

  it.each([
    '/404',
    '/nowhere',
    '/shop/plain-central/nowhere',
    '/shop/no-such-shop/home',
    '/embed/plain-central',
    '/flows/no-such-tenant',
    '/flows/plainco/booking/more',
  ])('answers the app with HTTP 404 for %s, which the app shows as not found', async (url) => {
    const res = await t.app.inject({ url, headers: HTML });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toBe(INDEX_HTML);
  });

  it('caches hashed assets for a year', async () => {
    const res = await t.app.inject('/assets/index-abc123.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves other built files without long caching', async () => {
    const res = await t.app.inject('/favicon.svg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=0');
  });

  it('serves a hashed asset again from its kept path, and 404 once a new build has removed it', async () => {
    const file = path.join(staticDir, 'assets', 'chunk-kept1.js');
    await writeFile(file, 'export const kept = 1;');
    for (let i = 0; i < 2; i += 1) {
      const res = await t.app.inject('/assets/chunk-kept1.js');
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe('export const kept = 1;');
    }
    // Another spelling of the same path (an empty segment) is the same file.
    const doubled = await t.app.inject('/assets//chunk-kept1.js');
    expect(doubled.statusCode).toBe(200);
    expect(doubled.body).toBe('export const kept = 1;');
    await rm(file);
    const gone = await t.app.inject({ url: '/assets/chunk-kept1.js', headers: HTML });
    expect(gone.statusCode).toBe(404);
    expect(gone.body).not.toContain('<div id="root">');
  });

  it('finds a hashed asset that was missing when first asked for (missing paths are not kept)', async () => {
    expect((await t.app.inject('/assets/chunk-late1.js')).statusCode).toBe(404);
    await writeFile(path.join(staticDir, 'assets', 'chunk-late1.js'), 'export const late = 1;');
    const res = await t.app.inject('/assets/chunk-late1.js');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('export const late = 1;');
  });

  it('answers 404, not HTML, for a missing hashed asset', async () => {
    const res = await t.app.inject({ url: '/assets/index-old.js', headers: HTML });
    expect(res.statusCode).toBe(404);
  });

  it('answers 404 JSON to a GET that does not accept HTML', async () => {
    const res = await t.app.inject({ url: '/shop/plain-central/home', headers: { accept: 'application/json' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'not-found' });
  });

  it.each(['/tenant-config/', '/tenant-assets/plainco', '/health/extra', '/cloud/plainco/lot/info/list'])(
    'never answers a server path (%s) with index.html',
    async (url) => {
      const res = await t.app.inject({ url, headers: HTML });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('<div id="root">');
    },
  );

  it('lets the embed layout be framed by other sites, and nothing else', async () => {
    const embed = await t.app.inject({ url: '/embed/plain-central/page/about', headers: HTML });
    expect(embed.headers['x-frame-options']).toBeUndefined();
    expect(embed.headers['content-security-policy']).toContain('frame-ancestors *');
    const shop = await t.app.inject({ url: '/shop/plain-central/home', headers: HTML });
    expect(shop.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(shop.headers['content-security-policy']).toContain("frame-ancestors 'self'");
  });
});

describe('without a build', () => {
  it('GET / says to run npm run build', async () => {
    const bare = await startTestApp({ staticDir: path.join(tmpdir(), 'kerbside-no-such-dist') });
    try {
      const res = await bare.app.inject('/');
      expect(res.statusCode).toBe(503);
      expect(res.headers['content-type']).toMatch(/^text\/plain/);
      expect(res.body).toBe(NOT_BUILT_MESSAGE);
      expect(res.body).toContain('npm run build');
      expect((await bare.app.inject({ url: '/shop/plain-central/home', headers: HTML })).body).toContain(
        'npm run build',
      );
    } finally {
      await bare.close();
    }
  });
});

describe('compression', () => {
  it("sends the build's brotli or gzip copy of an asset to a browser that takes it, the file itself otherwise", async () => {
    const br = await t.app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(APP_JS);
    const gz = await t.app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(APP_JS);
    const plain = await t.app.inject({ url: '/assets/index-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(APP_JS);
    // A shared cache in front (a CDN, a proxy) must not give the brotli copy to a client without brotli.
    for (const answer of [br, gz, plain]) expect(answer.headers.vary).toBe('accept-encoding');
  });

  it('gzips an API answer over 1 KiB, and leaves a small one as it is', async () => {
    const big = await t.app.inject({ url: '/tenant-config/plain-central', headers: { 'accept-encoding': 'gzip, br' } });
    expect(big.statusCode).toBe(200);
    expect(big.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(big.rawPayload).toString())).toMatchObject({ shop: 'plain-central' });
    const small = await t.app.inject({ url: '/health', headers: { 'accept-encoding': 'gzip' } });
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});
