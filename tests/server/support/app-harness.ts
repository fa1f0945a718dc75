/** Builds the app over a throwaway tenants folder and an in-memory PGlite, for app.inject() tests. */
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from '../../../server/app';
import type { Database } from '../../../server/db/database';
import { migrate } from '../../../server/db/migrate';
import { openTestPglite } from './pglite-template';
import type { Tenant } from '../../../src/generated/tenant';
import { createEnvelopeCodec, type PackagingMode } from '../../../src/protocol';
import { nodeCipher } from '../../../src/protocol/cipher-node';
import { PAYLOAD_KEY, tenantsFolder, THEMES_DIR } from './tenant-fixtures';

export interface TestApp {
  app: FastifyInstance;
  tenantsDir: string;
  db: Database;
  close(): Promise<void>;
}

export interface TestAppOptions extends Partial<Omit<AppOptions, 'tenantsDir' | 'themesDir'>> {
  tenants?: Tenant[];
  /** Use this folder (the caller removes it) instead of writing `tenants`. */
  tenantsDir?: string;
  /** Adds test-only routes before the app is ready. */
  beforeReady?: (app: FastifyInstance) => void;
}

export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const { tenants, tenantsDir: givenDir, db: givenDb, beforeReady, ...appOptions } = options;
  const folder = givenDir ? undefined : await tenantsFolder(tenants);
  const tenantsDir = givenDir ?? folder?.dir ?? '';
  const db = givenDb ?? (await openTestPglite());
  if (!givenDb) await migrate(db);
  // No table upkeep: suites count statements and read plans, and it runs its own every 10 s.
  const app = await buildApp({
    tenantsDir,
    themesDir: THEMES_DIR,
    db,
    logger: false,
    watchTenants: false,
    rateLimit: false,
    tableUpkeep: false,
    ...appOptions,
  });
  beforeReady?.(app);
  await app.ready();
  return {
    app,
    tenantsDir,
    db,
    async close() {
      await app.close();
      if (!givenDb) await db.close();
      await folder?.remove();
    },
  };
}

/** The request body a client of a tenant with this packaging mode sends for `payload`. */
export function packaged(mode: PackagingMode, payload: unknown, payloadKey = PAYLOAD_KEY): unknown {
  return createEnvelopeCodec({ mode, payloadKey, cipher: nodeCipher }).encodeRequest(payload);
}

/** Polls until `check` passes (or throws its last failure after `timeoutMs`). */
export async function eventually(check: () => Promise<void>, timeoutMs = 2000, intervalMs = 50): Promise<number> {
  const started = Date.now();
  for (;;) {
    try {
      await check();
      return Date.now() - started;
    } catch (error) {
      if (Date.now() - started > timeoutMs) throw error;
      await new Promise((resolve) => setTimeout(resolve, intervalMs));
    }
  }
}
