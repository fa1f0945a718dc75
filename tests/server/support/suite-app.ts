/**
 * The server app one test suite runs against, set up and taken down with the suite: a fresh
 * database of the driver (migrated), the suite's tenants (the fixture tenants, some of them changed,
 * or a tenants folder the suite writes itself, catalogues and all), the app over them, and, for
 * suites about two server processes, a second app on the same database and tenants folder.
 *
 * It registers the suite's beforeAll and afterAll, so a suite states only what differs:
 *
 *   const server = suiteApp(driver, () => ({ tenants: modeTenantsWith('plainco', { pages }), demoStaff: true }));
 *   it('...', async () => { await server.app.inject(...) });
 *
 * What it gives is read inside tests and hooks (after beforeAll), never at the suite's top level.
 */
import type { FastifyInstance } from 'fastify';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';
import type { Database } from '../../../server/db/database';
import { migrate } from '../../../server/db/migrate';
import type { Tenant } from '../../../src/generated/tenant';
import { startTestApp, type TestApp, type TestAppOptions } from './app-harness';
import type { TestDriver } from './test-databases';
import { modeTenants, tenantsFolder, type TenantsFolder } from './tenant-fixtures';

export interface SuiteAppSetup extends Omit<TestAppOptions, 'db' | 'tenants' | 'tenantsDir'> {
  /** The tenants served (default: the fixture tenants, modeTenants()). */
  tenants?: Tenant[];
  /** Or a tenants folder the suite writes itself (tenant files with catalogues and images); removed after. */
  folder?: () => Promise<TenantsFolder>;
  /** A second app on the same database and tenants folder, as a second server process would be. */
  sibling?: boolean;
}

export interface SuiteApp {
  /** The app and what it runs on. */
  readonly t: TestApp;
  readonly app: FastifyInstance;
  readonly db: Database;
  /** The tenants folder both apps read. */
  readonly tenantsDir: string;
  /** The second process (with `sibling: true`). */
  readonly sibling: TestApp;
}

/** The smallest valid SVG: the image a test catalogue's products name (`catalogue/cup.svg`). */
export const CUP_SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"/>';

/**
 * A tenants folder of `tenants` with more files beside the tenant files, by path under the folder
 * (a shop's catalogue and its images: `{ 'parkco/catalogue/cup.svg': '<svg .../>' }`), for `folder`.
 */
export async function tenantsFolderWith(
  tenants: Tenant[],
  files: Readonly<Record<string, string>>,
): Promise<TenantsFolder> {
  const folder = await tenantsFolder(tenants);
  for (const [name, content] of Object.entries(files)) {
    const file = path.join(folder.dir, name);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, content);
  }
  return folder;
}

/** The fixture tenants with `change` applied to one of them (its pages, its site content...). */
export function modeTenantsWith(tenantId: string, change: Partial<Tenant>): Tenant[] {
  return modeTenants().map((tenant) => (tenant.id === tenantId ? { ...tenant, ...change } : tenant));
}

/**
 * Registers beforeAll (database, tenants, app; the tenants must load without problems) and afterAll
 * (apps closed, folder removed, database closed and dropped) for the calling suite. Without a driver
 * the app opens its own in-memory PGlite. `setup` runs inside beforeAll, so it may read a clock or
 * anything else the suite builds first.
 */
export function suiteApp(
  driver: TestDriver | undefined,
  setup: () => SuiteAppSetup = () => ({}),
  timeoutMs = 90_000,
): SuiteApp {
  let main: TestApp | undefined;
  let second: TestApp | undefined;
  let folder: TenantsFolder | undefined;
  let db: Database | undefined;
  let siblingDb: Database | undefined;

  beforeAll(async () => {
    const { tenants, folder: writeFolder, sibling, ...options } = setup();
    if (driver) {
      db = await driver.open();
      await migrate(db);
    }
    folder = await (writeFolder ?? (() => tenantsFolder(tenants ?? modeTenants())))();
    main = await startTestApp({ ...options, db, tenantsDir: folder.dir });
    expect(main.app.tenants.problems()).toEqual([]);
    if (sibling) {
      siblingDb = driver ? await driver.openSibling() : main.db;
      second = await startTestApp({ ...options, db: siblingDb, tenantsDir: folder.dir });
    }
  }, timeoutMs);

  afterAll(async () => {
    await second?.close();
    await main?.close();
    await folder?.remove();
    if (driver) {
      await siblingDb?.close();
      await db?.close();
      await driver.cleanup();
    }
  });

  const ready = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`suiteApp: ${what} is there only inside tests and hooks, after beforeAll`);
    return value;
  };
  return {
    get t() {
      return ready(main, 'the app');
    },
    get app() {
      return ready(main, 'the app').app;
    },
    get db() {
      return ready(main, 'the app').db;
    },
    get tenantsDir() {
      return ready(folder, 'the tenants folder').dir;
    },
    get sibling() {
      return ready(second, 'the sibling app (sibling: true)');
    },
  };
}
