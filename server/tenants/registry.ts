/**
 * The tenants the server is serving, kept in step with the tenants/ folder.
 *
 * Loads every tenant file at start, then watches the folder (and themes/): a change is picked up
 * after a short debounce. A reload re-reads and re-validates only the files that changed (a file
 * whose size or time changed, or that the watcher named, with its asset folder), reuses everything
 * else, and runs the rules across files over the whole set; a theme change re-validates all. A
 * broken or clashing new/edited file changes nothing: the last good version of a file keeps
 * serving; a file removed from disk stops serving. Every problem is logged once, with file, JSON
 * pointer and message.
 */
import { watch, type FSWatcher } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { Catalogue } from '../../src/generated/catalogue';
import type { Site, Tenant } from '../../src/generated/tenant';
import type { ThemePreset } from '../../src/generated/theme';
import {
  loadThemePresets,
  presetIdForSite,
  publicTenant,
  validateTenantSet,
  type PublicTenant,
  type SingleFileMemo,
  type TenantFileRead,
  type TenantProblem,
} from './validate';
import { jsonFileNames, readTenantFile } from './read';

export interface TenantEntry {
  /** Path of the tenant file. */
  file: string;
  tenant: Tenant;
  /** The part that may reach the browser (no secrets). */
  publicTenant: PublicTenant;
  /** The shops' catalogues by lower-case shop code (docs/shop.md#catalogue); hot-reloaded with the file. */
  catalogues: ReadonlyMap<string, Catalogue>;
}

export interface ShopMatch extends TenantEntry {
  site: Site;
  /** The theme preset the site is drawn with (see presetIdForSite). */
  preset: ThemePreset;
}

export interface ReloadOutcome {
  /** Tenants serving after the reload. */
  tenants: number;
  /** Every problem found in this reload (also those logged before). */
  problems: TenantProblem[];
}

/** The subset of a pino/Fastify logger the registry writes to. */
export interface RegistryLogger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface TenantRegistryOptions {
  tenantsDir: string;
  themesDir: string;
  log: RegistryLogger;
  /** Watch the folders and reload on change (default true). */
  watch?: boolean;
  /** Quiet period after the last file event before reloading (default 150 ms). */
  debounceMs?: number;
}

export interface TenantRegistry {
  /** Case-insensitive shop code lookup. */
  byShop(shopCode: string): ShopMatch | undefined;
  byId(tenantId: string): TenantEntry | undefined;
  /** The preset a site of a tenant is drawn with. */
  presetFor(tenant: Tenant, site: Site): ThemePreset | undefined;
  list(): readonly TenantEntry[];
  count(): number;
  /** Problems of the latest reload. */
  problems(): readonly TenantProblem[];
  /** Re-reads both folders now, every file. Reloads never overlap. */
  reload(): Promise<ReloadOutcome>;
  /** Called after every reload; returns the unsubscribe function. */
  onReload(listener: (outcome: ReloadOutcome) => void): () => void;
  close(): Promise<void>;
}

interface GoodVersion {
  json: unknown;
  /** Serialised json, to tell an edited file from a merely re-read one. */
  fingerprint: string;
  entry: TenantEntry;
}

interface Snapshot {
  good: Map<string, GoodVersion>;
  byId: Map<string, TenantEntry>;
  byShop: Map<string, ShopMatch>;
  presets: Map<string, ThemePreset>;
  problems: TenantProblem[];
}

const emptySnapshot = (): Snapshot => ({ good: new Map(), byId: new Map(), byShop: new Map(), presets: new Map(), problems: [] });

const problemKey = (p: TenantProblem): string => `${p.file}\u0000${p.pointer}\u0000${p.message}`;

interface FileRead {
  read: TenantFileRead;
  mtimeMs: number;
  size: number;
}

/**
 * The tenant files as last read, re-read only when changed: a file whose size or modification
 * time moved, or one the watcher named (an edit inside its asset folder tenants/<id>/ names it too,
 * since validation checks its assets). Unchanged files keep their parsed object, which is what lets
 * validation and the registry reuse their earlier results.
 */
function tenantFileCache(tenantsDir: string) {
  const files = new Map<string, FileRead>();
  let named: Set<string> | 'all' = 'all';
  return {
    /** The watcher saw `name` (relative to tenants/) change; null when it could not say. */
    changed(name: string | null): void {
      if (named === 'all') return;
      if (name === null) {
        named = 'all';
        return;
      }
      const top = name.split(/[\\/]/)[0] ?? name;
      named.add(path.join(tenantsDir, top.endsWith('.json') ? top : `${top}.json`));
    },
    everything(): void {
      named = 'all';
    },
    async read(): Promise<{ reads: TenantFileRead[]; dropped: string[] }> {
      const dirty = named;
      named = new Set();
      const present = (await jsonFileNames(tenantsDir)).map((name) => path.join(tenantsDir, name));
      const dropped = [...files.keys()].filter((file) => !present.includes(file));
      for (const file of dropped) files.delete(file);
      const reads: TenantFileRead[] = [];
      for (const file of present) {
        const st = await stat(file).catch(() => null);
        const known = files.get(file);
        const same = known && st && known.mtimeMs === st.mtimeMs && known.size === st.size && dirty !== 'all' && !dirty.has(file);
        if (same) {
          reads.push(known.read);
          continue;
        }
        const read = await readTenantFile(file);
        files.set(file, { read, mtimeMs: st?.mtimeMs ?? 0, size: st?.size ?? 0 });
        reads.push(read);
      }
      return { reads, dropped };
    },
  };
}

/** A shop whose catalogue is now broken keeps serving its last good catalogue (docs/shop.md#catalogue). */
function keepLastGoodCatalogues(
  tenant: Tenant,
  fresh: ReadonlyMap<string, Catalogue>,
  before: ReadonlyMap<string, Catalogue> | undefined,
): ReadonlyMap<string, Catalogue> {
  if (!before) return fresh;
  const missing = tenant.sites.filter((s) => s.shop && !fresh.has(s.shopCode.toLowerCase()) && before.has(s.shopCode.toLowerCase()));
  if (missing.length === 0) return fresh;
  const out = new Map(fresh);
  for (const site of missing) {
    const code = site.shopCode.toLowerCase();
    const last = before.get(code);
    if (last) out.set(code, last);
  }
  return out;
}

export async function createTenantRegistry(options: TenantRegistryOptions): Promise<TenantRegistry> {
  const { tenantsDir, themesDir, log } = options;
  let snapshot = emptySnapshot();
  let loggedProblems = new Set<string>();
  const listeners = new Set<(outcome: ReloadOutcome) => void>();
  const cache = tenantFileCache(tenantsDir);
  const memo: SingleFileMemo = new Map();
  let presetsChanged = true;

  async function loadSnapshot(previous: Snapshot): Promise<Snapshot> {
    if (presetsChanged) {
      presetsChanged = false;
      memo.clear();
      cache.everything();
    }
    const presets = await loadThemePresets(themesDir);
    const problems: TenantProblem[] = [];
    const addProblems = (found: readonly TenantProblem[]) => {
      for (const p of found) if (!problems.some((q) => problemKey(q) === problemKey(p))) problems.push(p);
    };
    // What each file on disk offers: its content, or its last good version when it cannot be parsed.
    const offered = new Map<string, unknown>();
    const { reads, dropped } = await cache.read();
    for (const file of dropped) memo.delete(file);
    for (const read of reads) {
      if ('json' in read) {
        offered.set(read.file, read.json);
        continue;
      }
      addProblems([{ file: read.file, pointer: '', message: read.parseError }]);
      const last = previous.good.get(read.file);
      if (last) offered.set(read.file, last.json);
    }
    // Files already serving win clashes, so a new file cannot take over a live shop code.
    const keep = new Set(previous.good.keys());
    const validate = () =>
      validateTenantSet([...offered].map(([file, json]) => ({ file, json })), { tenantsDir, themesDir, keep }, memo);
    let result = validate();
    addProblems(result.problems);
    const accepted = new Set(result.tenants.map((t) => t.file));
    const reverted = [...offered.keys()].filter((file) => {
      const last = previous.good.get(file);
      return !accepted.has(file) && last !== undefined && offered.get(file) !== last.json;
    });
    if (reverted.length > 0) {
      // A rejected edit: validate again with the last good version of those files in its place.
      for (const file of reverted) offered.set(file, previous.good.get(file)?.json);
      result = validate();
      addProblems(result.problems);
    }

    const next: Snapshot = { ...emptySnapshot(), presets, problems };
    for (const { file, tenant, catalogues: fresh } of result.tenants) {
      const json = offered.get(file);
      const before = previous.good.get(file);
      const catalogues = keepLastGoodCatalogues(tenant, fresh, before?.entry.catalogues);
      // An unchanged file keeps its entry: no new public copy or fingerprint for the other 999.
      const version =
        before && before.json === json && before.entry.tenant === tenant && before.entry.catalogues === catalogues
          ? before
          : { json, fingerprint: JSON.stringify([json, [...catalogues]]), entry: { file, tenant, publicTenant: publicTenant(tenant), catalogues } };
      const { entry } = version;
      next.good.set(file, version);
      next.byId.set(tenant.id, entry);
      for (const site of tenant.sites) {
        const presetId = presetIdForSite(tenant, site);
        const preset = presets.get(presetId);
        // Validation checked the preset exists; a theme file removed since then only drops this site.
        if (!preset) {
          addProblems([{ file, pointer: '/theme', message: `theme preset "${presetId}" is not available; shop ${site.shopCode} is not served` }]);
          continue;
        }
        next.byShop.set(site.shopCode.toLowerCase(), { ...entry, site, preset });
      }
    }
    return next;
  }

  function report(previous: Snapshot, next: Snapshot): void {
    const nowLogged = new Set<string>();
    for (const p of next.problems) {
      const key = problemKey(p);
      nowLogged.add(key);
      if (loggedProblems.has(key)) continue;
      // Tells the operator whether the brand is still up (on its previous file) or off the air.
      const lastGoodVersionServing = next.good.has(p.file);
      log.warn({ file: p.file, pointer: p.pointer, message: p.message, lastGoodVersionServing }, 'tenant file rejected');
    }
    loggedProblems = nowLogged;
    for (const [file, version] of next.good) {
      const before = previous.good.get(file);
      const tenant = version.entry.tenant.id;
      if (!before) log.info({ tenant, file }, 'tenant loaded');
      else if (before.fingerprint !== version.fingerprint) log.info({ tenant, file }, 'tenant reloaded');
    }
    for (const [file, version] of previous.good) {
      if (!next.good.has(file)) log.info({ tenant: version.entry.tenant.id, file }, 'tenant removed');
    }
  }

  let running: Promise<ReloadOutcome> | null = null;
  let rerun = false;

  async function reloadOnce(): Promise<ReloadOutcome> {
    const previous = snapshot;
    const next = await loadSnapshot(previous);
    snapshot = next;
    report(previous, next);
    const outcome: ReloadOutcome = { tenants: next.byId.size, problems: next.problems };
    for (const listener of listeners) listener(outcome);
    return outcome;
  }

  function reload(): Promise<ReloadOutcome> {
    if (running) {
      // A change arrived while reloading: read the folder once more when the current pass ends.
      rerun = true;
      return running;
    }
    running = (async () => {
      try {
        let outcome = await reloadOnce();
        while (rerun) {
          rerun = false;
          outcome = await reloadOnce();
        }
        return outcome;
      } finally {
        running = null;
      }
    })();
    return running;
  }

  await reload();

  const watchers: FSWatcher[] = [];
  let timer: NodeJS.Timeout | undefined;
  const debounceMs = options.debounceMs ?? 150;
  const schedule = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      reload().catch((error: unknown) => log.error({ err: error }, 'tenant reload failed; still serving the previous set'));
    }, debounceMs);
  };
  if (options.watch ?? true) {
    // recursive: asset folders (tenants/<id>/) count too, since validation checks referenced assets.
    for (const [dir, recursive] of [[tenantsDir, true], [themesDir, false]] as const) {
      const watcher = watch(dir, { recursive }, (_event, name) => {
        if (dir === themesDir) presetsChanged = true;
        else cache.changed(name);
        schedule();
      });
      watcher.on('error', (error) => log.error({ err: error, dir }, 'watching tenant files failed'));
      watchers.push(watcher);
    }
  }

  return {
    byShop: (code) => snapshot.byShop.get(code.toLowerCase()),
    byId: (id) => snapshot.byId.get(id),
    presetFor: (tenant, site) => snapshot.presets.get(presetIdForSite(tenant, site)),
    list: () => [...snapshot.byId.values()],
    count: () => snapshot.byId.size,
    problems: () => snapshot.problems,
    // Asked for from outside (operations, tests): nothing is assumed unchanged.
    reload: () => {
      cache.everything();
      return reload();
    },
    onReload(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close() {
      clearTimeout(timer);
      for (const w of watchers) w.close();
      // A failed reload was already logged; closing must not fail because of it.
      await running?.catch(() => undefined);
    },
  };
}
