import { DEMO_TEST_TOOLS } from './server/config/server-env';
import { defineConfig, devices } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromiumArgs, findChromium } from './scripts/chromium-path';
import { E2E_LOTUS_POS_KEY } from './tests/e2e/shop-pos-key';

const port = Number(process.env.E2E_PORT ?? 4173);
const baseURL = `http://127.0.0.1:${port}`;
// A fresh embedded database per run, so browser tests never see an earlier run's records.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'kerbside-e2e-'));

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: 'list',
  use: {
    baseURL,
    ...devices['Pixel 5'],
    viewport: { width: 390, height: 844 },
    browserName: 'chromium',
    launchOptions: {
      executablePath: findChromium() ?? undefined,
      args: chromiumArgs,
    },
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  // Specs named *.late.spec.ts move the server's clock by hours (a shop closed for the night): they
  // run after every other spec, so no booking of another spec meets a clock a day ahead.
  projects: [
    { name: 'journeys', testIgnore: /\.late\.spec\.ts$/ },
    { name: 'late', testMatch: /\.late\.spec\.ts$/, dependencies: ['journeys'] },
  ],
  webServer: {
    command: 'npx tsx server/main.ts',
    url: `${baseURL}/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    // One address sends every test's calls and codes: the per-address limits (the API's, and the
    // tighter ones of code sends and phone checks, docs/rules.md#enumeration) are raised for it;
    // tests/server checks the limits themselves.
    env: { ...DEMO_TEST_TOOLS, RATE_LIMIT_MAX: '100000', RATE_LIMIT_CODE_SENDS: '1000', RATE_LIMIT_PHONE_CHECKS: '1000', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', LOTUS_POS_KEY: E2E_LOTUS_POS_KEY },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
