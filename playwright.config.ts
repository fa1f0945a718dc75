import { DEMO_TEST_TOOLS } from './server/config/server-env';
import { defineConfig, devices } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromiumArgs, findChromium } from './scripts/chromium-path';
import { E2E_WORKERS, serverURL } from './tests/e2e/servers';
import { E2E_LOTUS_POS_KEY } from './tests/e2e/shop-pos-key';

const CI = process.env.CI === 'true' || process.env.CI === '1';

// A fresh embedded database per run and server, so browser tests never see an earlier run's records.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'kerbside-e2e-'));

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  // One server per worker (tests/e2e/servers.ts); the specs of a file run in order in one worker.
  workers: E2E_WORKERS,
  // Under CI a journey that fails is run once more, in a fresh worker: on a two-core machine shared
  // by the server, Chromium and axe, a journey may run out of its budget once. One that passes on
  // its retry counts as passed but is named 'flaky' in npm test's summary, never hidden; one that
  // fails twice fails the run. Locally a failure is a failure at once.
  retries: CI ? 1 : 0,
  // A journey's whole budget, and a step's. The same suite ran three times slower on one two-core
  // machine than on another (every screen is also read by axe), and four times slower on a
  // paravirtualised one where a third of the CPU went to the kernel (page faults and TLB flushes of
  // Chromium's processes, docs/performance-log.md): 30 s, then 60 s, cut long journeys short there,
  // and a screen waited for 7 s was found a moment later. A test that hangs still fails.
  timeout: 90_000,
  // A step's wait: 10 s, and twice that under CI, where the suite runs on whatever machine the
  // submission lands on. On a two-core machine 2.5 times slower than usual (docs/performance-log.md,
  // 2026-12-02), three workers' first loads of a screen took 3-7 s for its files alone, and a
  // journey's first screen was not there after 10 s on both its tries. A wait ends as soon as what
  // it waits for holds, so only a failing step takes longer.
  expect: { timeout: CI ? 20_000 : 10_000 },
  reporter: 'list',
  use: {
    // Each worker's own server: tests/e2e/test.ts sets baseURL per worker; this is worker 0's.
    baseURL: serverURL(0),
    ...devices['Pixel 5'],
    viewport: { width: 390, height: 844 },
    // Layout is in CSS pixels; the phone's 2.75 device pixels per CSS pixel only made software
    // rasterising (no GPU here) cost a quarter of Chromium's CPU. Screenshot scripts set their own.
    deviceScaleFactor: 1,
    browserName: 'chromium',
    launchOptions: {
      executablePath: findChromium() ?? undefined,
      args: chromiumArgs,
    },
    trace: 'off',
    // The service worker precaches every screen of the app a few seconds into each journey (some
    // 370 files a fresh browser context fetches, stores and the server sends): 15% of the browser
    // suite's CPU for journeys that never go offline. The specs of the installable, offline app
    // let it in (`test.use({ serviceWorkers: 'allow' })`); the rest run without it.
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
  },
  // Specs named *.late.spec.ts move the server's clock by hours (a shop closed for the night): they
  // run after every other spec, so no booking of another spec meets a clock a day ahead.
  projects: [
    { name: 'journeys', testIgnore: /\.late\.spec\.ts$/ },
    { name: 'late', testMatch: /\.late\.spec\.ts$/, dependencies: ['journeys'] },
  ],
  webServer: Array.from({ length: E2E_WORKERS }, (_, index) => ({
    // Node.js with tsx's loader, not tsx's CLI: no wrapper processes (scripts/server-process.ts).
    command: 'node --import tsx server/main.ts',
    url: `${serverURL(index)}/health`,
    reuseExistingServer: false,
    timeout: 90_000,
    // One address sends every test's calls and codes: the per-address limits (the API's, and the
    // tighter ones of code sends and phone checks, docs/rules.md#enumeration) are raised for it;
    // tests/server checks the limits themselves.
    env: {
      ...DEMO_TEST_TOOLS,
      RATE_LIMIT_MAX: '100000',
      RATE_LIMIT_CODE_SENDS: '1000',
      // Every customer of a worker's server signs up from 127.0.0.1: more than a real client's day.
      SMS_DAILY_PER_CLIENT: '100000',
      RATE_LIMIT_PHONE_CHECKS: '1000',
      PORT: new URL(serverURL(index)).port,
      HOST: '127.0.0.1',
      DATA_DIR: path.join(dataDir, `server-${index}`),
      LOG_LEVEL: 'warn',
      LOTUS_POS_KEY: E2E_LOTUS_POS_KEY,
    },
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
  })),
});
