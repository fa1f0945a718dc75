import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'src/**/*.test.{ts,tsx}',
      'server/**/*.test.ts',
      'flows/**/*.test.ts',
      'scripts/**/*.test.ts',
      'tests/**/*.test.ts',
    ],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    environment: 'node',
    testTimeout: 20000,
    // Opening a database in beforeAll takes seconds; on a loaded two-core machine, tens of seconds.
    hookTimeout: 90000,
    pool: 'forks',
    // Two forks even on two cores: most test files wait on PostgreSQL, child servers and timers more
    // than they compute, so the second fork roughly halves the suite's wall time (docs/performance-log.md).
    maxWorkers: Number(process.env.VITEST_MAX_WORKERS ?? 2),
    minWorkers: 1,
    setupFiles: ['src/testing/vitest-setup.ts'],
  },
});
