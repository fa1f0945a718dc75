/**
 * `npm run check:production-install`: proves a production install serves the product. In a copy of
 * the project's files it runs what an operator runs (`npm ci`, `npm run build`, then
 * `npm prune --omit=dev`, which deletes every development tool), starts `node dist/server/main.js`
 * with NODE_ENV=production, and asks it for one address of every kind it serves: the health report,
 * a page of the app, a tenant's config and assets, the installable app's manifest and an icon drawn
 * by sharp, a flow diagram drawn with dagre, the API of the cloud and shop bases. It also resolves,
 * inside the pruned install, every package the server bundle imports at run time and every package it
 * loads lazily (server/lazy-packages.ts). With TEST_DATABASE_URL set it starts once more on PostgreSQL.
 *
 * It downloads from the npm registry (through npm's cache) and takes a few minutes; it is not part of
 * `npm test`, whose build-server test checks the same package list without installing.
 */
import { execFileSync, spawn } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { makeTenantsLive } from './production-tenants';
import { freePort } from './server-process';

const root = path.resolve(import.meta.dirname, '..');
// Loaded with require() or import() on first use, so esbuild does not list them as imports.
const LAZY_PACKAGES = ['sharp', 'passkit-generator', 'pg', 'sanitize-html', 'node-forge'];

interface Probe {
  path: string;
  method?: 'GET' | 'POST';
  body?: unknown;
  status: number;
  /** What the answer's content type must start with. */
  type?: string;
  /** The request's Accept header (a page of the app is HTML only to a client that asks for HTML). */
  accept?: string;
}

// lotus packs its payloads in base64 (`{ data, key }`, docs/rules.md#wire-packaging).
const base64Payload = (payload: object) => ({ data: Buffer.from(JSON.stringify(payload)).toString('base64'), key: '' });

const PROBES: Probe[] = [
  { path: '/health', status: 200, type: 'application/json' },
  { path: '/shop/harbour-central/home', status: 200, type: 'text/html', accept: 'text/html' },
  { path: '/tenant-config/harbour-central', status: 200, type: 'application/json' },
  { path: '/pwa/shop/harbour-central/manifest.webmanifest', status: 200, type: 'application/manifest+json' },
  { path: '/pwa/icons/harbourpark/any-192.png', status: 200, type: 'image/png' },
  { path: '/flow-data/harbourpark/harbour-wharf/pay-booking/svg', status: 200, type: 'image/svg+xml' },
  { path: '/flow-data/harbourpark', status: 200, type: 'application/json' },
  { path: '/cloud/harbourpark/ticket/loadTicketPool', method: 'POST', body: {}, status: 400 },
  { path: '/s/harbour-central/api/spot/feeCalc', method: 'POST', body: {}, status: 400 },
  {
    path: '/s/lotus-plaza/api/spot/config',
    method: 'POST',
    body: base64Payload({}),
    status: 200,
    type: 'application/json',
  },
  // Production serves no API description unless switched on (README, configuration).
  { path: '/docs/json', status: 404 },
];

function run(cmd: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = {}): void {
  console.log(`\n$ ${cmd} ${args.join(' ')}`);
  execFileSync(cmd, args, { cwd, stdio: 'inherit', env: { ...process.env, ...env } });
}

/** The project's files as they are in the working tree (tracked and new, not ignored): no node_modules, no builds. */
function copyProject(to: string): void {
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\0')
    .filter(Boolean);
  for (const file of files) {
    mkdirSync(path.dirname(path.join(to, file)), { recursive: true });
    try {
      copyFileSync(path.join(root, file), path.join(to, file));
    } catch {
      // A tracked file deleted in the working tree is not part of the project any more.
    }
  }
}

async function probeServer(dir: string, env: NodeJS.ProcessEnv): Promise<string[]> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kerbside-prod-data-'));
  const child = spawn(process.execPath, ['dist/server/main.js'], {
    cwd: dir,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const base = `http://127.0.0.1:${port}`;
  const problems: string[] = [];
  try {
    for (let tries = 0; tries < 600 && child.exitCode === null; tries += 1) {
      if ((await fetch(`${base}/health`).catch(() => null))?.ok) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    if (child.exitCode !== null) return [`the server exited (${child.exitCode}): ${stderr}`];
    for (const probe of PROBES) {
      const res = await fetch(`${base}${probe.path}`, {
        method: probe.method ?? 'GET',
        headers: {
          ...(probe.body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(probe.accept ? { accept: probe.accept } : {}),
        },
        body: probe.body === undefined ? undefined : JSON.stringify(probe.body),
      });
      const type = res.headers.get('content-type') ?? '';
      const ok = res.status === probe.status && (probe.type === undefined || type.startsWith(probe.type));
      console.log(`${ok ? 'ok  ' : 'FAIL'} ${probe.method ?? 'GET'} ${probe.path} -> ${res.status} ${type}`);
      if (!ok) problems.push(`${probe.path}: ${res.status} ${type} (${(await res.text()).slice(0, 200)})`);
    }
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  }
  if (/Error|Cannot find/.test(stderr)) problems.push(`the server's log: ${stderr.slice(0, 2000)}`);
  return problems;
}

function unresolvedPackages(dir: string): string[] {
  const inputs = JSON.parse(readFileSync(path.join(dir, 'dist/server/main.js.inputs.json'), 'utf8')) as {
    packages: string[];
  };
  const requireThere = createRequire(path.join(dir, 'dist/server/main.js'));
  return [...inputs.packages, ...LAZY_PACKAGES].filter((name) => {
    try {
      requireThere.resolve(`${name}/package.json`);
      return false;
    } catch {
      try {
        requireThere.resolve(name);
        return false;
      } catch {
        return true;
      }
    }
  });
}

const dir = mkdtempSync(path.join(tmpdir(), 'kerbside-prod-install-'));
let failed = false;
try {
  copyProject(dir);
  // The demo tenants as a production server accepts them: live providers, every secret set.
  const liveEnv = makeTenantsLive(path.join(dir, 'tenants'));
  run('npm', ['ci', '--no-audit', '--no-fund'], dir);
  run('npm', ['run', 'build'], dir);
  run('npm', ['prune', '--omit=dev', '--no-audit', '--no-fund'], dir);
  const missing = unresolvedPackages(dir);
  console.log(
    missing.length === 0
      ? '\nevery run-time package resolves in the pruned install'
      : `\nmissing after prune: ${missing.join(', ')}`,
  );
  const problems = [
    ...missing.map((name) => `package ${name} is gone after npm prune --omit=dev`),
    ...(await probeServer(dir, liveEnv)),
  ];
  if (process.env.TEST_DATABASE_URL)
    problems.push(...(await probeServer(dir, { ...liveEnv, DATABASE_URL: process.env.TEST_DATABASE_URL })));
  if (problems.length > 0) {
    failed = true;
    console.error(`\nthe production install does not serve everything:\n- ${problems.join('\n- ')}`);
  } else console.log('\nthe production install serves every kind of address');
} finally {
  rmSync(dir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
