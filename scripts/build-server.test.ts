import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { buildServer, SERVER_BUNDLE } from './build-server';
import { freePort } from './server-process';

it('compiles a server that starts from plain JavaScript, finds its migrations and schemas, and answers', async () => {
  await buildServer();
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kerbside-bundle-'));
  const child = spawn(process.execPath, [SERVER_BUNDLE], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  try {
    let health: { status?: string; tenants?: number; database?: { schemaVersion?: string } } = {};
    for (let tries = 0; tries < 600 && child.exitCode === null; tries += 1) {
      const res = await fetch(`http://127.0.0.1:${port}/health`).catch(() => null);
      if (res?.ok) {
        health = (await res.json()) as typeof health;
        break;
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(health, stderr).toMatchObject({ status: 'ok', database: { schemaVersion: expect.stringMatching(/^\d{3}_/) } });
    expect(health.tenants).toBeGreaterThan(0);
    // The API validates against the schemas read from disk beside the project root: a bad body is a 400, not a 500.
    const quote = await fetch(`http://127.0.0.1:${port}/s/harbour-central/api/spot/feeCalc`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(quote.status).toBe(400);
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  }
}, 120_000);
