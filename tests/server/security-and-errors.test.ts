import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/app-harness';
import { makeSite, makeTenant, modeTenants, PAYLOAD_KEY, writeTenant } from './support/tenant-fixtures';

interface LogLine {
  msg: string;
  level: number;
  reqId?: string;
  err?: { message: string };
}

const SECRET_DETAIL = 'connection password is hunter2';
let t: TestApp;
const logs: LogLine[] = [];

beforeAll(async () => {
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) logs.push(JSON.parse(line) as LogLine);
      done();
    },
  });
  const external = makeTenant('remoteco', 'aes', [makeSite('remote-central')], {
    api: {
      packaging: 'aes',
      payloadKey: PAYLOAD_KEY,
      cloudBase: 'https://cloud.remote.example/api',
      shopBase: 'https://shops.remote.example/s/{shop}',
    },
  });
  t = await startTestApp({
    tenants: [...modeTenants(), external],
    logger: { level: 'info', stream },
    bodyLimit: 4096,
    beforeReady: (app) => {
      app.get('/s/plain-central/api/boom', () => {
        throw new Error(SECRET_DETAIL);
      });
      app.get('/boom', () => {
        throw new Error(SECRET_DETAIL);
      });
    },
  });
});
afterAll(async () => {
  await t.close();
});

describe('errors', () => {
  it.each(['/boom', '/s/plain-central/api/boom'])(
    '%s: an unexpected error answers 500 System error, logged with the request id',
    async (url) => {
      const res = await t.app.inject({ url, headers: { 'x-request-id': `trace-${url.length}` } });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({
        success: false,
        result: { rtn: -1, dispMsg: 'System error', problem: { code: 'SYSTEM_ERROR', params: {} } },
      });
      expect(res.body).not.toContain('hunter2');
      expect(res.body).not.toContain('at ');
      const logged = logs.find((l) => l.msg === 'request failed' && l.reqId === `trace-${url.length}`);
      expect(logged?.err?.message).toBe(SECRET_DETAIL);
      expect(logged?.level).toBe(50);
    },
  );

  it('a body over the limit answers 413 in the envelope', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/s/plain-central/api/spot/config',
      payload: { lang: 'x'.repeat(5000) },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      success: false,
      result: { rtn: -1, dispMsg: 'Request too large', problem: { code: 'REQUEST_TOO_LARGE', params: {} } },
    });
  });

  it('a malformed body is logged with its reason but the client learns nothing more', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/s/aes-central/api/spot/config',
      payload: { data: '00', key: '' },
      headers: { 'x-request-id': 'malformed-1' },
    });
    expect(res.json()).toEqual({
      success: false,
      result: { rtn: -1, dispMsg: 'Malformed request', problem: { code: 'MALFORMED_REQUEST', params: {} } },
    });
    expect(logs.find((l) => l.reqId === 'malformed-1' && l.msg === 'malformed request')).toMatchObject({
      reason: expect.stringContaining('hex'),
    });
  });
});

describe('access log', () => {
  it('writes one line per request, with method, URL, status, time and the request id', async () => {
    await t.app.inject({ url: '/health', headers: { 'x-request-id': 'access-1' } });
    const lines = logs.filter((l) => l.reqId === 'access-1');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      msg: 'request',
      level: 30,
      method: 'GET',
      url: '/health',
      status: 200,
      ms: expect.any(Number),
    });
  });
});

describe('request ids', () => {
  it('every answer carries an x-request-id', async () => {
    const a = await t.app.inject('/health');
    const b = await t.app.inject('/health');
    expect(a.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(a.headers['x-request-id']).not.toBe(b.headers['x-request-id']);
  });

  it("reuses a proxy's sane x-request-id and replaces an unsafe one", async () => {
    expect(
      (await t.app.inject({ url: '/health', headers: { 'x-request-id': 'lb-1234.abc' } })).headers['x-request-id'],
    ).toBe('lb-1234.abc');
    const unsafe = await t.app.inject({ url: '/health', headers: { 'x-request-id': 'evil\nid with spaces' } });
    expect(unsafe.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('security headers', () => {
  // The app's pages get the document set (docs/architecture.md#headers-on-every-answer).
  const documentCsp = async (): Promise<string> => String((await t.app.inject('/')).headers['content-security-policy']);

  it('sends pages a CSP that lets the SPA run without unsafe-eval', async () => {
    const csp = await documentCsp();
    const directives = new Map(
      csp
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .map(([name, ...values]) => [name, values]),
    );
    expect(directives.get('script-src')).toEqual(["'self'"]);
    expect(directives.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(directives.get('img-src')).toEqual(expect.arrayContaining(["'self'", 'https:']));
    expect(directives.get('font-src')).toContain("'self'");
    expect(directives.get('object-src')).toEqual(["'none'"]);
    expect(directives.get('frame-ancestors')).toEqual(["'self'"]);
    expect(csp).not.toContain('unsafe-eval');
  });

  it("allows connections to tenants' own API backends", async () => {
    expect(await documentCsp()).toMatch(
      /connect-src 'self' https:\/\/cloud\.remote\.example https:\/\/shops\.remote\.example/,
    );
  });

  it('follows a tenant reload: a new backend origin is allowed once its file is served', async () => {
    const newcomer = makeTenant('newco', 'plain', [makeSite('new-central')], {
      api: { packaging: 'plain', payloadKey: PAYLOAD_KEY, cloudBase: 'https://api.newco.example/cloud' },
    });
    expect(await documentCsp()).not.toContain('api.newco.example');
    await writeTenant(t.tenantsDir, newcomer);
    expect((await t.app.tenants.reload()).problems).toEqual([]);
    expect(await documentCsp()).toContain('https://api.newco.example');
  });

  it('sends pages the usual hardening headers', async () => {
    const res = await t.app.inject('/shop/plain-central/home');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(res.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
  });

  it('sends data answers a CSP that allows nothing, no framing, and no page-only headers', async () => {
    for (const url of [
      '/health',
      '/health/live',
      '/tenant-config/plain-central',
      '/s/plain/api/spot/config',
      '/cloud/plain/lot/info/list',
    ]) {
      const res = await t.app.inject(url);
      expect(res.headers['content-security-policy'], url).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers['x-frame-options'], url).toBe('DENY');
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['referrer-policy'], url).toBe('no-referrer');
      expect(res.headers['cross-origin-resource-policy'], url).toBe('same-origin');
      expect(res.headers['strict-transport-security'], url).toMatch(/^max-age=\d+/);
      expect(res.headers['x-request-id'], url).toMatch(/^[0-9a-f-]{36}$/);
      for (const pageOnly of [
        'cross-origin-opener-policy',
        'origin-agent-cluster',
        'x-xss-protection',
        'x-dns-prefetch-control',
      ]) {
        expect(res.headers[pageOnly], `${url} ${pageOnly}`).toBeUndefined();
      }
    }
  });
});

describe('OpenAPI', () => {
  it('documents every endpoint from the schemas in schemas/api', async () => {
    const doc = (await t.app.inject('/docs/json')).json<{
      paths: Record<string, unknown>;
      components: { schemas: Record<string, unknown> };
    }>();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/health',
        '/tenant-config/{shop}',
        '/s/{shop}/api/spot/config',
        '/cloud/{tenant}/lot/info/list',
        '/cloud/{tenant}/lotInfo/list',
      ]),
    );
    expect(Object.keys(doc.components.schemas)).toEqual(
      expect.arrayContaining([
        'SpotConfigRequest',
        'SpotConfigResponse',
        'LotInfoListRequest',
        'LotInfoListResponse',
        'LotInfoBlockRequest',
        'LotInfoBlockResponse',
        'ApiErrorResponse',
      ]),
    );
    expect(doc.paths).not.toHaveProperty('/*');
  });

  it('serves the UI at /docs', async () => {
    const res = await t.app.inject({ url: '/docs', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('swagger');
  });
});
