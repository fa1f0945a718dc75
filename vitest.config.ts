import { availableParallelism } from 'node:os';
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
    // One fork more than the cores: test files wait on PostgreSQL, child servers and timers as well
    // as compute, and two forks on two cores kept them busy 1.7 cores on average; a third ran the
    // suite in 624 s against 683-731 s with two (docs/performance-log.md).
    maxWorkers: Number(process.env.VITEST_MAX_WORKERS ?? availableParallelism() + 1),
    minWorkers: 1,
    setupFiles: ['src/testing/vitest-setup.ts'],
  },
});
