import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCustomer } from './support/parking-kit';
import { startTestApp, type TestApp } from './support/app-harness';

/**
 * Text the database cannot store and payloads built to exhaust the parser: a clear 400 naming the
 * field, never a 500 (docs/rules.md#bad-input).
 */
let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await startTestApp();
  ({ token } = await seedCustomer(t.db, 'plainco', new Date()));
});
afterAll(async () => {
  await t.close();
});

async function post(url: string, payload: unknown, withSession = false) {
  const res = await t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json', ...(withSession ? { authorization: `Bearer ${token}` } : {}) },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });
  return { status: res.statusCode, body: res.json<{ success: boolean; result: { rtn: number; dispMsg?: string } }>() };
}

describe('a NUL character in any text field', () => {
  it.each([
    ['/cloud/plainco/ticket/loadTicketPool', { siteId: 'plain\u0000central' }, false, 'siteId'],
    ['/cloud/plainco/account/signIn', { userName: '021 555\u00001234', password: 'Abcd123!' }, false, 'userName'],
    ['/cloud/plainco/account/chkPhone', { phone: '021\u00005551234' }, false, 'phone'],
    ['/cloud/plainco/account/update', { firstName: 'Ann\u0000', lastName: 'Lee' }, true, 'firstName'],
    [
      '/cloud/plainco/account/update',
      { firstName: 'Ann', lastName: 'Lee', licensePlate: 'AB\u0000123' },
      true,
      'licensePlate',
    ],
    ['/s/plain-central/api/ticket/bookingSummary', { reference: 'KB\u00001' }, true, 'reference'],
    ['/s/plain-central/api/spot/config', { lang: 'en\u0000' }, false, 'lang'],
  ])('%s %j answers 400 naming the field', async (url, payload, withSession, field) => {
    const { status, body } = await post(url, payload, withSession);
    expect(status).toBe(400);
    expect(body).toEqual({
      success: false,
      result: {
        rtn: -1,
        dispMsg: `${field}: must not contain a NUL character`,
        problem: { code: 'INVALID_FIELD', params: {} },
      },
    });
  });

  it('in an object key, or deep in a list, it is refused the same way', async () => {
    const { status, body } = await post('/s/plain-central/api/spot/config', { 'la\u0000ng': 'en' });
    expect(status).toBe(400);
    expect(body.result.dispMsg).toMatch(/must not contain a NUL character/);
  });
});

describe('a payload nested 60,000 deep', () => {
  it('gets the generic 400, without a stack overflow', async () => {
    const depth = 60_000;
    const lists = `${'['.repeat(depth)}${']'.repeat(depth)}`;
    const objects = `${'{"":'.repeat(depth / 2)}1${'}'.repeat(depth / 2)}`;
    for (const url of [
      '/cloud/plainco/ticket/loadTicketPool',
      '/s/plain-central/api/spot/config',
      '/cloud/plainco/account/update',
    ]) {
      for (const deep of [lists, objects]) {
        const { status, body } = await post(url, deep, true);
        expect(status, url).toBe(400);
        expect(body, url).toEqual({
          success: false,
          result: { rtn: -1, dispMsg: 'Malformed request', problem: { code: 'MALFORMED_REQUEST', params: {} } },
        });
      }
    }
  });
});

describe('API answers', () => {
  it('are never kept by a cache, whatever the outcome', async () => {
    const answers = await Promise.all([
      t.app.inject({
        method: 'POST',
        url: '/cloud/plainco/ticket/loadTicketPool',
        payload: { siteId: 'plain-central' },
      }),
      t.app.inject({ method: 'POST', url: '/cloud/plainco/account/detail', payload: {} }),
      t.app.inject({ method: 'POST', url: '/s/plain-central/api/spot/config', payload: { lang: 'en\u0000' } }),
      t.app.inject({ method: 'POST', url: '/s/no-such-shop/api/spot/config', payload: {} }),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 401, 400, 404]);
    for (const answer of answers) expect(answer.headers['cache-control']).toBe('no-store');
  });
});
