import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { buildServer, SERVER_BUNDLE, serverBundleInputs, serverBundleStale } from './build-server';
import { freePort } from './server-process';

it('compiles a server that starts from plain JavaScript, finds its migrations and schemas, and answers', async () => {
  await buildServer();
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kerbside-bundle-'));
  const child = spawn(process.execPath, [SERVER_BUNDLE], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
    },
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
    expect(health, stderr).toMatchObject({
      status: 'ok',
      database: { schemaVersion: expect.stringMatching(/^\d{3}_/) },
    });
    expect(health.tenants).toBeGreaterThan(0);
    // The API validates against the schemas read from disk beside the project root: a bad body is a 400, not a 500.
    const quote = await fetch(`http://127.0.0.1:${port}/s/harbour-central/api/spot/feeCalc`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(quote.status).toBe(400);
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  }
}, 120_000);

it('knows what the bundle was built from, flows included, and is stale when any of them is newer', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'kerbside-bundle-inputs-'));
  // Inside dist/server's depth below the root, like the real bundle, is not needed: only the list is read.
  const bundle = path.join(dir, 'main.js');
  try {
    await buildServer(bundle);
    const inputs = serverBundleInputs(bundle)?.files ?? [];
    // The flow gallery draws the machines: an edited machine must rebuild the server.
    expect(inputs.some((file) => file.startsWith('flows/') && file.endsWith('registry.ts'))).toBe(true);
    expect(inputs.some((file) => file.startsWith('flows/') && file.endsWith('.machine.ts'))).toBe(true);
    expect(inputs).toContain('server/main.ts');
    expect(inputs.every((file) => !file.startsWith('node_modules'))).toBe(true);
    expect(serverBundleStale(bundle)).toBe(false);
    // A bundle older than its inputs (as after editing one of them) is stale.
    const past = new Date(Date.now() - 365 * 86_400_000);
    utimesSync(bundle, past, past);
    expect(serverBundleStale(bundle)).toBe(true);
    // A bundle without its list (built by an older build) is stale.
    rmSync(`${bundle}.inputs.json`);
    expect(serverBundleStale(bundle)).toBe(true);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}, 120_000);

it('imports at run time only packages that a production install keeps (dependencies, not devDependencies)', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'kerbside-bundle-packages-'));
  const bundle = path.join(dir, 'main.js');
  try {
    await buildServer(bundle);
    const pkg = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
      devDependencies: Record<string, string>;
    };
    const packages = serverBundleInputs(bundle)?.packages ?? [];
    expect(packages).toContain('fastify');
    expect(packages.filter((name) => !(name in pkg.dependencies))).toEqual([]);
    // Build tools are not the product's: `npm prune --omit=dev` removes them (scripts/production-install-check.ts).
    for (const tool of ['vite', 'esbuild', 'tsx', 'typescript', 'vitest', '@playwright/test'])
      expect(pkg.dependencies).not.toHaveProperty(tool);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}, 120_000);
