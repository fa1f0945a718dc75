/**
 * Runs a suite once per database driver: on PGlite always, and on PostgreSQL when
 * TEST_DATABASE_URL is set (.ci/run sets it, and under CI=true scripts/test.ts fails a run without
 * it). A driver that does not run shows as one skipped suite that says why, also printed once.
 */
import { describe } from 'vitest';
import { testDrivers, type TestDriver } from './test-databases';

export function describeOnDrivers(title: string, suite: (driver: TestDriver) => void): void {
  const drivers = testDrivers();
  for (const d of drivers) if (d.skipReason) console.warn(`[${title}] ${d.name}: ${d.skipReason}`);
  describe.each(drivers)(`${title} on $name`, (driver) => {
    describe.skipIf(driver.skipReason !== undefined)(driver.skipReason ? `skipped: ${driver.skipReason}` : 'runs', () =>
      suite(driver),
    );
  });
}
