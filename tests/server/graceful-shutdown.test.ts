/**
 * Graceful shutdown (docs/architecture.md#shutdown): on SIGTERM the real server process stops taking
 * connections at once, answers the requests already in flight in full, and only then exits 0, so a
 * load balancer sees the process leave, not requests fail.
 */
import { request as httpRequest, type ClientRequest, type IncomingMessage } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../scripts/server-process';
import { eventually } from './support/app-harness';
import { LIVE_SECRETS, liveTenant, TEST_TOOLS_OFF } from './support/production-config';
import { tenantsFolder, type TenantsFolder } from './support/tenant-fixtures';

/** Whether a new connection to the server is refused (it no longer listens). */
async function refusesConnections(baseUrl: string): Promise<boolean> {
  try {
    await fetch(`${baseUrl}/health/live`, { headers: { connection: 'close' } });
    return false;
  } catch (error) {
    return (error as { cause?: { code?: string } }).cause?.code === 'ECONNREFUSED';
  }
}

function groupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe('graceful shutdown', () => {
  let server: RunningServer;
  let tenants: TenantsFolder;
  beforeAll(async () => {
    tenants = await tenantsFolder([liveTenant()]);
    server = await startServer({
      ...TEST_TOOLS_OFF,
      NODE_ENV: 'production',
      ...LIVE_SECRETS,
      TENANTS_DIR: tenants.dir,
    });
  }, 180_000);
  afterAll(async () => {
    // stop() waits for an exit the test has already seen when it passed.
    if (server && groupAlive(server.pid)) process.kill(-server.pid, 'SIGKILL');
    await tenants?.remove();
  });

  it('a slow request in flight at SIGTERM is answered in full while new connections are refused', async () => {
    const body = JSON.stringify({ lang: 'en-gb' });
    const url = new URL(`${server.baseUrl}/s/live-central/api/spot/config`);
    // The body arrives in two parts: the request is in flight (its headers read) until the second.
    const slow: ClientRequest = httpRequest({
      host: url.hostname,
      port: url.port,
      path: url.pathname,
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'content-length': String(Buffer.byteLength(body)),
        // The server answers 100 Continue once it has read the headers: the request is then under way.
        expect: '100-continue',
      },
    });
    const answered = new Promise<{ status: number; text: string }>((resolve, reject) => {
      slow.on('response', (res: IncomingMessage) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
        res.on('error', reject);
      });
      slow.on('error', reject);
    });
    await new Promise<void>((resolve) => slow.once('continue', resolve));
    slow.write(body.slice(0, 5));

    process.kill(-server.pid, 'SIGTERM');
    // New connections are refused at once (nginx moves to the other processes)...
    await eventually(async () => expect(await refusesConnections(server.baseUrl)).toBe(true), 10_000);
    // ...while the process waits for the request it is reading.
    expect(groupAlive(server.pid)).toBe(true);

    slow.end(body.slice(5));
    const answer = await answered;
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.text)).toMatchObject({ success: true, result: { rtn: 1 } });
    // Then it leaves by itself, well within its 10 s limit.
    await eventually(async () => expect(groupAlive(server.pid)).toBe(false), 10_000);
  }, 60_000);
});
