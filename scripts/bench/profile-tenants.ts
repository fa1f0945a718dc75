/**
 * A CPU profile of the compiled server with BENCH_TENANTS (1,000) tenants across one edited tenant
 * file (issue 11's reload stall): builds the bench's tenants folder (tenants-folder.ts), starts
 * dist/server/main.js under `node --cpu-prof` (on a fresh PGlite data folder, or DATA_DIR's),
 * waits until every tenant is served and the warm-up has settled, edits one file, waits until the
 * edit shows plus a second, stops the server and prints what the profile spent its CPU on in that
 * last window and from the start to every tenant served (self and total time by function, and the
 * longest run of samples without idle time).
 * The profile stays in PROFILE_DIR (default /tmp/kerbside-profiles) for Chrome DevTools.
 *   npx tsx scripts/bench/profile-tenants.ts
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildServerIfStale, SERVER_BUNDLE } from '../build-server';
import { freePort } from '../server-process';
import { benchTenantsFolder, editBenchTenant, lotNameOf } from './tenants-folder';

const root = path.resolve(import.meta.dirname, '../..');
const COUNT = Number(process.env.BENCH_TENANTS || 1000);
const SETTLE_MS = Number(process.env.BENCH_SETTLE_MS || 5000);
const PROFILE_DIR = process.env.PROFILE_DIR || path.join(tmpdir(), 'kerbside-profiles');

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

const frameName = (n: ProfileNode): string =>
  `${n.callFrame.functionName || '(anonymous)'} ${path.basename(n.callFrame.url)}:${n.callFrame.lineNumber + 1}`;

/** Self and total milliseconds by function over the samples from `fromUs` to `toUs`; the longest busy run. */
function summarise(profile: CpuProfile, fromUs: number, toUs = profile.endTime): void {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const self = new Map<string, number>();
  const total = new Map<string, number>();
  let t = profile.startTime;
  let busyRun = 0;
  let longestBusy = 0;
  let window = 0;
  for (let i = 0; i < profile.samples.length; i += 1) {
    t += profile.timeDeltas[i] ?? 0;
    if (t < fromUs || t > toUs) continue;
    const dt = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    window += dt;
    const node = byId.get(profile.samples[i] ?? -1);
    if (!node) continue;
    const name = frameName(node);
    self.set(name, (self.get(name) ?? 0) + dt);
    if (node.callFrame.functionName === '(idle)') {
      busyRun = 0;
    } else {
      busyRun += dt;
      longestBusy = Math.max(longestBusy, busyRun);
    }
    const seen = new Set<string>();
    for (let id: number | undefined = node.id; id !== undefined; id = parent.get(id)) {
      const n = byId.get(id);
      if (!n) break;
      const fn = frameName(n);
      if (seen.has(fn)) continue;
      seen.add(fn);
      total.set(fn, (total.get(fn) ?? 0) + dt);
    }
  }
  const top = (m: Map<string, number>) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 30)
      .map(([k, v]) => `  ${v.toFixed(1).padStart(8)} ms  ${k}`)
      .join('\n');
  console.log(`window ${window.toFixed(0)} ms; longest run of samples without idle ${longestBusy.toFixed(1)} ms`);
  console.log(`self time:\n${top(self)}`);
  console.log(`total time:\n${top(total)}`);
}

async function main(): Promise<void> {
  await buildServerIfStale();
  const { dir, edited } = benchTenantsFolder(COUNT);
  const dataDir = process.env.DATA_DIR || mkdtempSync(path.join(tmpdir(), 'kerbside-profile-data-'));
  mkdirSync(PROFILE_DIR, { recursive: true });
  const profileDir = mkdtempSync(path.join(path.resolve(PROFILE_DIR), 'tenants-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--cpu-prof', `--cpu-prof-dir=${profileDir}`, SERVER_BUNDLE], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      TENANTS_DIR: dir,
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    const began = performance.now();
    while (
      !(await fetch(`${baseUrl}/health`).then(
        (r) => r.ok,
        () => false,
      ))
    ) {
      if (performance.now() - began > 120_000) throw new Error('server was not ready within 120 s');
      await new Promise((r) => setTimeout(r, 20));
    }
    const readyAt = performance.now();
    console.log(`every tenant served after ${Math.round(readyAt - began)} ms; settling ${SETTLE_MS} ms`);
    await new Promise((r) => setTimeout(r, SETTLE_MS));
    const newName = `Edited ${Date.now()}`;
    const editedAt = performance.now();
    editBenchTenant(edited, newName);
    while ((await lotNameOf(baseUrl, edited.shop)) !== newName) {
      if (performance.now() - editedAt > 30_000) throw new Error('the edit did not show within 30 s');
      await new Promise((r) => setTimeout(r, 5));
    }
    const visibleMs = Math.round(performance.now() - editedAt);
    console.log(`edit visible after ${visibleMs} ms`);
    await new Promise((r) => setTimeout(r, 1000));
    const windowMs = performance.now() - editedAt;
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
    const file = readdirSync(profileDir)
      .filter((f) => f.endsWith('.cpuprofile'))
      .map((f) => path.join(profileDir, f))
      .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)[0];
    if (!file) throw new Error('no profile written');
    const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
    // Windows are placed from the profile's end (the stop; its shutdown adds a few ms of error).
    const stoppedAt = performance.now();
    console.log("\n## the start: from the profile's start (the process's) to every tenant served");
    summarise(profile, profile.startTime, profile.endTime - (stoppedAt - readyAt) * 1000);
    console.log('\n## from the edit to the stop');
    summarise(profile, profile.endTime - windowMs * 1000);
    console.log(`profile: ${file}`);
  } finally {
    if (child.exitCode === null) child.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
    if (!process.env.DATA_DIR) rmSync(dataDir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
