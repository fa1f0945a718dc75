import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TEST_TOOLS } from '../../server/config/server-env';
import { startServer, type RunningServer } from '../../scripts/server-process';
import { LIVE_SECRETS, liveTenant, startRefused, TEST_TOOLS_OFF } from './support/production-config';
import { tenantsFolder, type TenantsFolder } from './support/tenant-fixtures';

/**
 * The test tools (SMS outbox reader, sandbox gateway, movable clock) answer only when switched on
 * by name (docs/rules.md#test-tools): the real server process, started as an operator would.
 */
const ALL_OFF = TEST_TOOLS_OFF;

async function probe(baseUrl: string) {
  const sms = await fetch(`${baseUrl}/sandbox-api/sms/last?tenant=harbourpark`);
  const gateway = await fetch(`${baseUrl}/sandbox-api/gateway/decided.js`);
  const clock = await fetch(`${baseUrl}/sandbox-api/clock/advance`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ seconds: 1 }),
  });
  const links = await fetch(`${baseUrl}/sandbox-api/links/voucher`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  });
  // 400: the outbox reader (link minter) is there and asks for the phone (shop); 404: no such path.
  return { sms: sms.status, gateway: gateway.status, clock: clock.status, links: links.status };
}

describe('test tools are off unless switched on', () => {
  let plain: RunningServer;
  let demo: RunningServer;
  let production: RunningServer;
  // The demo tenants are paid through the sandbox: a production server starts only with live ones (docs/rules.md#production-checks).
  let live: TenantsFolder;
  beforeAll(async () => {
    live = await tenantsFolder([liveTenant()]);
    [plain, demo, production] = await Promise.all([
      startServer({ ...ALL_OFF }),
      startServer({ ...ALL_OFF, ...DEMO_TEST_TOOLS }),
      startServer({ ...ALL_OFF, NODE_ENV: 'production', TENANTS_DIR: live.dir, ...LIVE_SECRETS }),
    ]);
    // Three servers at once on a busy machine: each may take startServer's whole start budget.
  }, 200_000);
  afterAll(async () => {
    await Promise.all([plain?.stop(), demo?.stop(), production?.stop()]);
    await live?.remove();
  });

  it('a production server starts without them and has none', async () => {
    expect(await probe(production.baseUrl)).toEqual({ sms: 404, gateway: 404, clock: 404, links: 404 });
  });

  it('a production server does not serve the API description (API_DOCS=1 would); the others do', async () => {
    expect((await fetch(`${production.baseUrl}/docs/json`)).status).toBe(404);
    expect((await fetch(`${production.baseUrl}/docs`)).status).toBe(404);
    expect((await fetch(`${plain.baseUrl}/docs/json`)).status).toBe(200);
  });

  it('NODE_ENV=production with test tools switched on does not start: it exits non-zero naming each switch (docs/rules.md#test-tools)', async () => {
    const refused = await startRefused({ NODE_ENV: 'production', ...DEMO_TEST_TOOLS });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(
      'Kerbside server failed to start: NODE_ENV=production refuses the test tools switched on: SMS_SANDBOX=1, PAYMENT_GATEWAY=sandbox, SANDBOX_CLOCK=1, SANDBOX_LINKS=1, SANDBOX_WALLET_PASS=1, DEMO_STAFF=1',
    );
    const one = await startRefused({ NODE_ENV: 'production', DEMO_STAFF: '1' });
    expect(one.code).toBe(1);
    expect(one.stderr).toContain('refuses the test tools switched on: DEMO_STAFF=1; unset it');
  }, 120_000);

  it('a server started without them has none (NODE_ENV unset)', async () => {
    expect(await probe(plain.baseUrl)).toEqual({ sms: 404, gateway: 404, clock: 404, links: 404 });
  });

  it('the demo settings switch each of them on', async () => {
    expect(await probe(demo.baseUrl)).toEqual({ sms: 400, gateway: 200, clock: 200, links: 400 });
  });
});
