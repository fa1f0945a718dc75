/**
 * One app per database driver for the account tests: migrated database, the fixture tenants of
 * every packaging mode, the SMS sandbox on, and a test clock.
 */
import type { Database } from '../../../server/db/database';
import { migrate } from '../../../server/db/migrate';
import type { AccountOptions } from '../../../server/services/accounts/account-services';
import { AccountClient, MODE_TENANTS, testClock, type TestClock } from './account-kit';
import { startTestApp, type TestApp } from './app-harness';
import type { TestDriver } from './test-databases';

export interface AccountSuite {
  t: TestApp;
  db: Database;
  clock: TestClock;
  /** A client of the fixture tenant with this packaging mode (default plain). */
  client(tenant?: string, address?: string): AccountClient;
  close(): Promise<void>;
}

export async function startAccountSuite(driver: TestDriver, options: AccountOptions = {}): Promise<AccountSuite> {
  const db = await driver.open();
  await migrate(db);
  const clock = testClock();
  const t = await startTestApp({ db, accounts: { now: clock.now, smsSandbox: true, ...options } });
  return {
    t,
    db,
    clock,
    client(tenant = 'plainco', address) {
      const entry = MODE_TENANTS.find((m) => m.tenant === tenant);
      if (!entry) throw new Error(`no fixture tenant ${tenant}`);
      return new AccountClient(t.app, { tenant, mode: entry.mode, address });
    },
    async close() {
      await t.close();
      await db.close();
      await driver.cleanup();
    },
  };
}
