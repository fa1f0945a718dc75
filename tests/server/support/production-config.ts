/**
 * A configuration a production server starts with (docs/rules.md#production-checks): one tenant paid
 * through Windcave's live API, every secret it references set, no test tool. Tests spoil one part of
 * it at a time and see the start refused for exactly that.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Tenant } from '../../../src/generated/tenant';
import { freePort } from '../../../scripts/server-process';
import { makeSite, makeTenant, ROOT } from './tenant-fixtures';

/** Every test tool off, whatever the environment the tests run in sets. */
export const TEST_TOOLS_OFF = {
  SMS_SANDBOX: '',
  PAYMENT_GATEWAY: '',
  SANDBOX_CLOCK: '',
  SANDBOX_LINKS: '',
  SANDBOX_WALLET_PASS: '',
  DEMO_STAFF: '',
  NODE_ENV: '',
  API_DOCS: '',
};

/** The secrets the live tenant references, set. */
export const LIVE_SECRETS: Record<string, string> = {
  LIVECO_WINDCAVE_USER: 'LivecoREST',
  LIVECO_WINDCAVE_KEY: 'windcave-live-api-key-0123456789abcdef',
  LIVECO_GATE_KEY: 'gate-key-of-the-live-tenant-0123456789',
};

export function liveTenant(overrides: Partial<Tenant> = {}): Tenant {
  return makeTenant('liveco', 'plain', [makeSite('live-central')], {
    payment: {
      methods: [
        { name: 'Card', paymentType: 'card', code: 201, visible: true, provider: 'windcave' },
        { name: 'Cash', paymentType: 'cash', code: 200, visible: false, provider: 'none' },
      ],
    },
    paymentProviders: {
      windcave: {
        baseUrl: 'https://sec.windcave.com/api/v1',
        username: { env: 'LIVECO_WINDCAVE_USER' },
        apiKey: { env: 'LIVECO_WINDCAVE_KEY' },
      },
    },
    secrets: { gateKey: { env: 'LIVECO_GATE_KEY' } },
    ...overrides,
  });
}

/**
 * Runs server/main.ts as an operator would until it exits by itself (or is killed after 60 s): its
 * exit code and what it wrote to stderr.
 */
export async function startRefused(env: NodeJS.ProcessEnv): Promise<{ code: number | null; stderr: string }> {
  const child = spawn('npx', ['tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      ...TEST_TOOLS_OFF,
      PORT: String(await freePort()),
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'kerbside-data-')),
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const timer = setTimeout(() => child.pid && process.kill(-child.pid, 'SIGKILL'), 60_000);
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  clearTimeout(timer);
  return { code, stderr };
}
