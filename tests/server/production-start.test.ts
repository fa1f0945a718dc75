/**
 * A production server cannot be a demo (docs/rules.md#production-checks): the real server process,
 * started as an operator would with NODE_ENV=production, refuses each demo configuration with its
 * reason and exits 1, and starts and serves with a clean one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tenant } from '../../src/generated/tenant';
import { startServer, type RunningServer } from '../../scripts/server-process';
import { LIVE_SECRETS, liveTenant, startRefused, TEST_TOOLS_OFF } from './support/production-config';
import { tenantsFolder, type TenantsFolder } from './support/tenant-fixtures';

const METRICS_TOKEN = 'production-metrics-token-0123456789abcdef';
const PRODUCTION = { ...TEST_TOOLS_OFF, NODE_ENV: 'production', ...LIVE_SECRETS, METRICS_TOKEN };

const folders: TenantsFolder[] = [];
async function folderWith(tenant: Tenant): Promise<string> {
  const folder = await tenantsFolder([tenant]);
  folders.push(folder);
  return folder.dir;
}

describe('NODE_ENV=production', () => {
  let live: RunningServer;
  beforeAll(async () => {
    live = await startServer({ ...PRODUCTION, TENANTS_DIR: await folderWith(liveTenant()) });
  }, 180_000);
  afterAll(async () => {
    await live?.stop();
    await Promise.all(folders.map((folder) => folder.remove()));
  });

  it('a clean configuration starts and serves: health, the tenant, the metrics', async () => {
    const health = await fetch(`${live.baseUrl}/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ status: 'ok', tenants: 1 });
    const config = await fetch(`${live.baseUrl}/tenant-config/live-central`);
    expect(config.status).toBe(200);
    const body = JSON.stringify(await config.json());
    expect(body).toContain('liveco');
    // The provider's configuration and secrets never reach the browser.
    expect(body).not.toContain('windcave.com');
    expect(body).not.toContain('LIVECO_WINDCAVE_KEY');
    const metrics = await fetch(`${live.baseUrl}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(metrics.status).toBe(200);
    expect(await metrics.text()).toContain(
      'kerbside_http_requests_total{method="GET",route="/tenant-config/:shop",status="200"} 1',
    );
    // No test tool: the sandbox's pages and the SMS outbox reader are not there.
    expect((await fetch(`${live.baseUrl}/sandbox-api/gateway/decided.js`)).status).toBe(404);
    expect((await fetch(`${live.baseUrl}/sandbox-api/sms/last?tenant=liveco`)).status).toBe(404);
  });

  it('refuses each demo configuration with its reason and its fix, and exits 1', async () => {
    const sandboxCard = liveTenant({
      payment: { methods: [{ name: 'Card', paymentType: 'card', code: 201, visible: true, provider: 'sandbox' }] },
    });
    const uat = liveTenant({
      paymentProviders: {
        windcave: {
          baseUrl: 'https://uat.windcave.com/api/v1',
          username: { env: 'LIVECO_WINDCAVE_USER' },
          apiKey: { env: 'LIVECO_WINDCAVE_KEY' },
        },
      },
    });
    const clean = await folderWith(liveTenant());
    const [testTool, sandbox, testEnvironment, missingSecret] = await Promise.all([
      startRefused({ ...PRODUCTION, TENANTS_DIR: clean, PAYMENT_GATEWAY: 'sandbox' }),
      startRefused({ ...PRODUCTION, TENANTS_DIR: await folderWith(sandboxCard) }),
      startRefused({ ...PRODUCTION, TENANTS_DIR: await folderWith(uat) }),
      startRefused({ ...PRODUCTION, TENANTS_DIR: clean, LIVECO_WINDCAVE_KEY: '' }),
    ]);
    const prefix = 'Kerbside server failed to start: ';
    expect(testTool.code).toBe(1);
    expect(testTool.stderr).toContain(
      `${prefix}NODE_ENV=production refuses the test tools switched on: PAYMENT_GATEWAY=sandbox; unset it`,
    );
    expect(sandbox.code).toBe(1);
    expect(sandbox.stderr).toContain(
      `${prefix}NODE_ENV=production refuses tenant liveco: payment method 201 "Card" is paid by the sandbox gateway (provider "sandbox"), which approves on a click; fix: `,
    );
    expect(testEnvironment.code).toBe(1);
    expect(testEnvironment.stderr).toContain(
      `${prefix}NODE_ENV=production refuses tenant liveco: paymentProviders.windcave.baseUrl https://uat.windcave.com/api/v1 is Windcave's UAT test environment, where no money moves; fix: set it to https://sec.windcave.com/api/v1`,
    );
    expect(missingSecret.code).toBe(1);
    expect(missingSecret.stderr).toContain(
      `${prefix}NODE_ENV=production refuses tenant liveco: paymentProviders.windcave.apiKey references the environment variable LIVECO_WINDCAVE_KEY, which is not set; fix: set LIVECO_WINDCAVE_KEY in the server's environment`,
    );
    // One reason each: nothing else of the clean configuration is blamed.
    for (const refused of [testTool, sandbox, testEnvironment, missingSecret])
      expect(refused.stderr.match(/NODE_ENV=production refuses/g)).toHaveLength(1);
  }, 180_000);
});
