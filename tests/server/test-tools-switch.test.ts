import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TEST_TOOLS } from '../../server/config/server-env';
import { startServer, type RunningServer } from '../../scripts/server-process';

/**
 * The test tools (SMS outbox reader, sandbox gateway, movable clock) answer only when switched on
 * by name (docs/rules.md#test-tools): the real server process, started as an operator would.
 */
const ALL_OFF = { SMS_SANDBOX: '', PAYMENT_GATEWAY: '', SANDBOX_CLOCK: '', SANDBOX_LINKS: '', SANDBOX_WALLET_PASS: '', DEMO_STAFF: '', NODE_ENV: '' };

async function probe(baseUrl: string) {
  const sms = await fetch(`${baseUrl}/sandbox-api/sms/last?tenant=harbourpark`);
  const gateway = await fetch(`${baseUrl}/sandbox-api/gateway/decided.js`);
  const clock = await fetch(`${baseUrl}/sandbox-api/clock/advance`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ seconds: 1 }),
  });
  const links = await fetch(`${baseUrl}/sandbox-api/links/voucher`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
  // 400: the outbox reader (link minter) is there and asks for the phone (shop); 404: no such path.
  return { sms: sms.status, gateway: gateway.status, clock: clock.status, links: links.status };
}

describe('test tools are off unless switched on', () => {
  let plain: RunningServer;
  let demo: RunningServer;
  beforeAll(async () => {
    [plain, demo] = await Promise.all([startServer({ ...ALL_OFF }), startServer({ ...ALL_OFF, ...DEMO_TEST_TOOLS })]);
  }, 90_000);
  afterAll(async () => {
    await Promise.all([plain?.stop(), demo?.stop()]);
  });

  it('a server started without them has none (NODE_ENV unset)', async () => {
    expect(await probe(plain.baseUrl)).toEqual({ sms: 404, gateway: 404, clock: 404, links: 404 });
  });

  it('the demo settings switch each of them on', async () => {
    expect(await probe(demo.baseUrl)).toEqual({ sms: 400, gateway: 200, clock: 200, links: 400 });
  });
});
