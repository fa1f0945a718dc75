/**
 * The registry's incremental reload (docs/architecture.md#tenant-loading): only the files the
 * watcher names are read again, a file whose content did not change is not validated again (its
 * asset folder changing does revalidate it), and the first load can wait until the server listens
 * (docs/architecture.md#fast-start).
 */
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  createTenantRegistry,
  type ReloadOutcome,
  type RegistryLogger,
  type TenantRegistry,
} from '../../server/tenants/registry';
import { warmAllNow } from '../../server/http/deferred-compile';
import { reachableSchemas } from '../../server/http/response-serializer';
import { eventually, startTestApp } from './support/app-harness';
import {
  makeSite,
  makeTenant,
  modeTenants,
  tenantsFolder,
  THEMES_DIR,
  writeTenant,
  type TenantsFolder,
} from './support/tenant-fixtures';

interface Logged {
  level: 'info' | 'warn' | 'error';
  obj: Record<string, unknown>;
  msg: string;
}

let folder: TenantsFolder;
let registry: TenantRegistry | undefined;
let logged: Logged[];
let outcomes: ReloadOutcome[];

const log: RegistryLogger = {
  info: (obj, msg) => logged.push({ level: 'info', obj: obj as Record<string, unknown>, msg }),
  warn: (obj, msg) => logged.push({ level: 'warn', obj: obj as Record<string, unknown>, msg }),
  error: (obj, msg) => logged.push({ level: 'error', obj: obj as Record<string, unknown>, msg }),
};

async function watched(): Promise<TenantRegistry> {
  registry = await createTenantRegistry({ tenantsDir: folder.dir, themesDir: THEMES_DIR, log, debounceMs: 30 });
  registry.onReload((outcome) => outcomes.push(outcome));
  return registry;
}

/** The next reload the watcher makes after `change`. */
async function reloadAfter(change: () => Promise<void>): Promise<ReloadOutcome> {
  const seen = outcomes.length;
  await change();
  await eventually(async () => expect(outcomes.length).toBeGreaterThan(seen), 5000);
  // A burst of events may make a second pass; wait for the watcher to settle.
  await new Promise((resolve) => setTimeout(resolve, 150));
  return outcomes[outcomes.length - 1] as ReloadOutcome;
}

beforeEach(async () => {
  logged = [];
  outcomes = [];
  folder = await tenantsFolder();
});
afterEach(async () => {
  await registry?.close();
  registry = undefined;
  await folder.remove();
});

describe('incremental tenant reload', () => {
  it('reads and validates only the edited file; the others keep their entries', async () => {
    const r = await watched();
    const before = new Map(r.list().map((e) => [e.tenant.id, e]));
    const outcome = await reloadAfter(() =>
      writeTenant(folder.dir, makeTenant('basco', 'base64', [makeSite('base-central', { lotName: 'Edited' })])),
    );
    expect(outcome.validated).toEqual([path.join(folder.dir, 'basco.json')]);
    expect(outcome.read).toBe(1);
    expect(r.byShop('base-central')?.site.lotName).toBe('Edited');
    for (const entry of r.list()) if (entry.tenant.id !== 'basco') expect(entry).toBe(before.get(entry.tenant.id));
  });

  it('does not validate again a file rewritten with the same content (same hash)', async () => {
    const r = await watched();
    const file = path.join(folder.dir, 'plainco.json');
    const entry = r.byId('plainco');
    const { readFile } = await import('node:fs/promises');
    const text = await readFile(file, 'utf8');
    const outcome = await reloadAfter(() => writeFile(file, text));
    expect(outcome.read).toBe(1);
    expect(outcome.validated).toEqual([]);
    expect(r.byId('plainco')).toBe(entry);
  });

  it('validates again a file whose asset folder changed, though its text did not', async () => {
    const r = await watched();
    expect(r.byShop('plain-central')).toBeDefined();
    // The logo the file names goes: the file is checked again and refused (its last good version keeps serving).
    const outcome = await reloadAfter(() => rm(path.join(folder.dir, 'plainco', 'logo.svg')));
    expect(outcome.validated).toEqual([path.join(folder.dir, 'plainco.json')]);
    expect(outcome.problems.some((p) => p.file.endsWith('plainco.json') && p.pointer === '/branding/logo')).toBe(true);
  });

  it('keeps the previous good version of a broken edit and logs why', async () => {
    const r = await watched();
    const file = path.join(folder.dir, 'basco.json');
    const outcome = await reloadAfter(() => writeFile(file, '{ "id": "basco", '));
    expect(outcome.validated).toEqual([]);
    expect(r.byShop('base-central')?.tenant.id).toBe('basco');
    const why = logged.find((l) => l.msg === 'tenant file rejected' && l.obj.file === file);
    expect(why?.obj).toMatchObject({ pointer: '', lastGoodVersionServing: true });
    expect(String(why?.obj.message)).toMatch(/not valid JSON/);
  });

  it('removes the tenant of a deleted file and serves an added one', async () => {
    const r = await watched();
    expect(r.count()).toBe(modeTenants().length);
    await reloadAfter(() => rm(path.join(folder.dir, 'paramco.json')));
    expect(r.byId('paramco')).toBeUndefined();
    expect(r.count()).toBe(modeTenants().length - 1);
    const added = await reloadAfter(() =>
      writeTenant(folder.dir, makeTenant('newco', 'aes', [makeSite('new-central')])),
    );
    expect(added.validated).toEqual([path.join(folder.dir, 'newco.json')]);
    expect(r.byShop('new-central')?.tenant.id).toBe('newco');
  });

  it('an asked-for reload trusts nothing: every file is read and validated again', async () => {
    const r = await watched();
    const outcome = await r.reload();
    expect(outcome.read).toBe(modeTenants().length);
    expect(outcome.validated).toHaveLength(modeTenants().length);
  });

  it('with waitForFirstLoad false serves nothing until ready() loads the files', async () => {
    registry = await createTenantRegistry({
      tenantsDir: folder.dir,
      themesDir: THEMES_DIR,
      log,
      watch: false,
      waitForFirstLoad: false,
    });
    expect(registry.loaded()).toBe(false);
    expect(registry.count()).toBe(0);
    await registry.ready();
    expect(registry.loaded()).toBe(true);
    expect(registry.count()).toBe(modeTenants().length);
  });
});

describe('a restart with the schema cache (server/tenants/schema-valid-cache.ts)', () => {
  it('serves the same tenants and problems as a start without it; a file broken while the server was down is still refused', async () => {
    const cacheFile = path.join(folder.dir, '..', `${path.basename(folder.dir)}-schema-cache.json`);
    const start = (withCache: boolean) =>
      createTenantRegistry({
        tenantsDir: folder.dir,
        themesDir: THEMES_DIR,
        log,
        watch: false,
        ...(withCache ? { schemaCacheFile: cacheFile } : {}),
      });
    try {
      const first = await start(true);
      const served = first
        .list()
        .map((e) => e.tenant.id)
        .sort();
      expect(served).toHaveLength(modeTenants().length);
      await first.close();
      const remembered = JSON.parse(await readFile(cacheFile, 'utf8')) as { tenant: string[] };
      expect(remembered.tenant).toHaveLength(modeTenants().length);

      const again = await start(true);
      expect(
        again
          .list()
          .map((e) => e.tenant.id)
          .sort(),
      ).toEqual(served);
      await again.close();

      // Broken while down: a schema problem (an unknown property) in a file the cache knew before.
      const file = path.join(folder.dir, 'basco.json');
      const broken = { ...JSON.parse(await readFile(file, 'utf8')), notAProperty: true };
      await writeFile(file, JSON.stringify(broken));
      const withCache = await start(true);
      const withCacheProblems = withCache.problems();
      await withCache.close();
      registry = await start(false);
      expect(withCacheProblems).toEqual(registry.problems());
      expect(withCacheProblems.some((p) => p.file === file && /notAProperty/.test(p.message))).toBe(true);
      expect(withCache.byId('basco')).toBeUndefined();
    } finally {
      await rm(cacheFile, { force: true });
    }
  });
});

describe('a server that listens before its tenants are loaded', () => {
  it(
    'answers liveness at once, readiness "starting", and a shop only with its tenant',
    { timeout: 120_000 },
    async () => {
      const t = await startTestApp({ waitForTenants: false });
      try {
        expect(t.app.tenants.loaded()).toBe(false);
        const live = await t.app.inject('/health/live');
        expect(live.statusCode).toBe(200);
        const ready = await t.app.inject('/health');
        expect(ready.statusCode).toBe(503);
        expect(ready.headers['retry-after']).toBe('1');
        expect(ready.json()).toMatchObject({ status: 'starting', tenants: 0 });
        // The request waits for the first load instead of answering 404 for a shop that exists.
        const shop = await t.app.inject('/tenant-config/plain-central');
        expect(shop.statusCode).toBe(200);
        expect((await t.app.inject('/health')).json()).toMatchObject({ status: 'ok', tenants: modeTenants().length });
      } finally {
        await t.close();
      }
    },
  );

  it(
    'every route validator and answer serialiser compiles (they are deferred to first use)',
    { timeout: 120_000 },
    async () => {
      const t = await startTestApp();
      try {
        expect(warmAllNow()).toBeGreaterThan(100);
      } finally {
        await t.close();
      }
    },
  );

  it('a serialiser is handed the shared schemas its answer reaches, followed ref by ref', () => {
    const shared = {
      'https://x/a.json': { type: 'object', properties: { b: { $ref: 'https://x/b.json#/$defs/b' } } },
      'https://x/b.json': { $defs: { b: { $ref: 'https://x/c.json' } } },
      'https://x/c.json': { type: 'string' },
      'https://x/unrelated.json': { type: 'number' },
    };
    expect(Object.keys(reachableSchemas({ $ref: 'https://x/a.json' }, shared)).sort()).toEqual([
      'https://x/a.json',
      'https://x/b.json',
      'https://x/c.json',
    ]);
  });
});
