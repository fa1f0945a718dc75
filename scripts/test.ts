/**
 * The project's test command (`npm test`): every check CI relies on, with one summary.
 *
 * Steps: the checks (typecheck, lint, formatting, generated types, tenant files, diagrams and test
 * vectors fresh; side by side, one per core), then unit and integration tests (Vitest; the PostgreSQL
 * suite when TEST_DATABASE_URL is set), then the browser tests (Playwright driving Debian's Chromium
 * against the real server).
 * Under CI=true a missing Chromium or a missing TEST_DATABASE_URL is a failure, not a skip.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { findChromium } from './chromium-path';

const root = path.resolve(import.meta.dirname, '..');
const ci = process.env.CI === 'true' || process.env.CI === '1';
const reportDir = mkdtempSync(path.join(tmpdir(), 'kerbside-test-'));

interface Tally {
  passed: number;
  failed: number;
  skipped: number;
}
const tally: Tally = { passed: 0, failed: 0, skipped: 0 };
const failures: string[] = [];
const notes: string[] = [];

function run(label: string, cmd: string, args: string[], env: NodeJS.ProcessEnv = {}): boolean {
  console.log(`\n▶ ${label}: ${cmd} ${args.join(' ')}`);
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return r.status === 0;
}

interface CheckStep {
  label: string;
  cmd: string;
  args: string[];
}

/** Runs a step with its output held back, so steps running side by side print whole, one after another. */
function runQuietly(step: CheckStep): Promise<{ ok: boolean; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(step.cmd, step.args, { cwd: root, env: process.env, stdio: ['ignore', 'pipe', 'pipe'] });
    const chunks: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.on('error', (error) => resolve({ ok: false, output: `${String(error)}\n` }));
    child.on('close', (code) => resolve({ ok: code === 0, output: Buffer.concat(chunks).toString('utf8') }));
  });
}

/**
 * The checks (one test each) run as many at a time as the machine has cores: each is mostly one
 * thread (tsc, eslint, prettier, tsx), so side by side they end sooner (on two cores, tsc and ESLint
 * took 59 s together against 47 + 45 s one after the other: docs/performance-log.md). The longest
 * are listed first so none is left to run alone at the end.
 */
async function checks(steps: readonly CheckStep[]): Promise<void> {
  const queue = [...steps];
  const lane = async (): Promise<void> => {
    for (let step = queue.shift(); step; step = queue.shift()) {
      const started = performance.now();
      const { ok, output } = await runQuietly(step);
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      console.log(`\n▶ ${step.label}: ${step.cmd} ${step.args.join(' ')} (${ok ? 'passed' : 'FAILED'}, ${seconds} s)`);
      if (output.trim() !== '') process.stdout.write(output.endsWith('\n') ? output : `${output}\n`);
      if (ok) tally.passed += 1;
      else {
        tally.failed += 1;
        failures.push(step.label);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(availableParallelism(), steps.length)) }, lane));
}

interface VitestJson {
  numPassedTests: number;
  numFailedTests: number;
  /** Per file: a file that failed with no failed test failed as a whole (a hook that timed out, an import that threw). */
  testResults: {
    name: string;
    status: string;
    message?: string;
    assertionResults: { status: string; fullName: string; failureMessages?: string[] }[];
  }[];
  numPendingTests: number;
  numTodoTests: number;
}

function firstLine(message: string | undefined): string {
  return (message ?? '').split('\n')[0]?.slice(0, 200) ?? '';
}

/** The Vitest tests that failed, and the files that failed as a whole, as 'file › test' with the first line of why. */
function failedVitestTests(report: VitestJson): string[] {
  return report.testResults.flatMap((file) => {
    const name = path.relative(root, file.name);
    const tests = file.assertionResults
      .filter((a) => a.status === 'failed')
      .map((a) => `${name} › ${a.fullName}: ${firstLine(a.failureMessages?.[0])}`);
    if (tests.length > 0 || file.status !== 'failed') return tests;
    return [`${name} (the file as a whole): ${firstLine(file.message)}`];
  });
}

function vitest(): void {
  const out = path.join(reportDir, 'vitest.json');
  if (!process.env.TEST_DATABASE_URL) {
    const msg =
      'TEST_DATABASE_URL is not set: the PostgreSQL suite is skipped (set it to postgres://postgres@127.0.0.1:5432/test to run it).';
    if (ci) {
      tally.failed += 1;
      failures.push('PostgreSQL suite (TEST_DATABASE_URL missing under CI)');
    }
    notes.push(msg);
    console.log(msg);
  }
  const ok = run('unit and integration tests', 'npx', [
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${out}`,
  ]);
  if (existsSync(out)) {
    const r = JSON.parse(readFileSync(out, 'utf8')) as VitestJson;
    tally.passed += r.numPassedTests;
    // A suite that failed outside its tests counts as a failure too, and so does a run that exited
    // non-zero with nothing counted: neither may end in '0 failed'.
    const failedFiles = r.testResults.filter(
      (file) => file.status === 'failed' && !file.assertionResults.some((a) => a.status === 'failed'),
    ).length;
    const failed = r.numFailedTests + failedFiles;
    tally.failed += failed > 0 || ok ? failed : 1;
    tally.skipped += r.numPendingTests + r.numTodoTests;
    if (failed > 0 || !ok) failures.push('vitest');
    // CI keeps only the tail of the output: name what failed there, not just 'vitest'.
    for (const line of failedVitestTests(r)) notes.push(`vitest failed: ${line}`);
  } else {
    tally.failed += 1;
    failures.push('vitest (no report: the run crashed)');
  }
}

interface PlaywrightSuite {
  title: string;
  specs?: { title: string; file: string; tests: { status: string }[] }[];
  suites?: PlaywrightSuite[];
}

interface PlaywrightJson {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  suites?: PlaywrightSuite[];
}

/** The journeys that failed first and passed on their retry, as 'file › title'. */
function flakyJourneys(suites: readonly PlaywrightSuite[]): string[] {
  return suites.flatMap((suite) => [
    ...(suite.specs ?? [])
      .filter((spec) => spec.tests.some((test) => test.status === 'flaky'))
      .map((spec) => `${spec.file} › ${spec.title}`),
    ...flakyJourneys(suite.suites ?? []),
  ]);
}

function browserTests(): void {
  const chromium = findChromium();
  if (!chromium) {
    const msg =
      'Browser tests skipped: no Chromium found (install it with `apt-get install chromium`, or set CHROMIUM_PATH).';
    console.log(msg);
    notes.push(msg);
    if (ci) {
      tally.failed += 1;
      failures.push('browser tests (Chromium missing under CI)');
    }
    return;
  }
  if (!run('build the app for the browser tests', 'npx', ['vite', 'build', '--logLevel', 'warn'])) {
    tally.failed += 1;
    failures.push('vite build');
    return;
  }
  const out = path.join(reportDir, 'playwright.json');
  const ok = run('browser tests', 'npx', ['playwright', 'test', '--reporter=list,json'], {
    CHROMIUM_PATH: chromium,
    PLAYWRIGHT_JSON_OUTPUT_NAME: out,
  });
  if (existsSync(out)) {
    const r = JSON.parse(readFileSync(out, 'utf8')) as PlaywrightJson;
    tally.passed += r.stats.expected + r.stats.flaky;
    tally.failed += r.stats.unexpected > 0 || ok ? r.stats.unexpected : 1;
    tally.skipped += r.stats.skipped;
    for (const journey of flakyJourneys(r.suites ?? []))
      notes.push(`flaky: failed once, passed on its retry: ${journey}`);
    if (r.stats.unexpected > 0 || !ok) failures.push('browser tests');
  } else {
    tally.failed += 1;
    failures.push('browser tests (no report: the run crashed)');
  }
}

await checks([
  { label: 'typecheck', cmd: 'npx', args: ['tsc', '-p', 'tsconfig.json'] },
  { label: 'lint', cmd: 'npx', args: ['eslint', '.', '--max-warnings', '0'] },
  { label: 'formatting', cmd: 'npx', args: ['prettier', '--check', '.', '--log-level', 'warn'] },
  { label: 'generated types are fresh', cmd: 'npx', args: ['tsx', 'scripts/codegen.ts', '--check'] },
  { label: 'tenant files are valid', cmd: 'npx', args: ['tsx', 'scripts/tenants-check.ts'] },
  { label: 'flow diagrams are fresh', cmd: 'npx', args: ['tsx', 'scripts/flows-export.ts', '--check'] },
  { label: 'protocol test vectors are fresh', cmd: 'npx', args: ['tsx', 'scripts/vectors-generate.ts', '--check'] },
]);
vitest();
browserTests();

rmSync(reportDir, { recursive: true, force: true });
console.log('');
for (const n of notes) console.log(`note: ${n}`);
if (failures.length > 0) console.log(`failed: ${failures.join('; ')}`);
console.log(`${tally.passed} passed, ${tally.failed} failed, ${tally.skipped} skipped`);
process.exit(tally.failed > 0 ? 1 : 0);
