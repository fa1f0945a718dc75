/**
 * The tenants the server is serving, kept in step with the tenants/ folder.
 *
 * Loads every tenant file at start, then watches the folder (and themes/): a change is picked up
 * after a short debounce. A reload re-reads only the files the watcher named (every file when it
 * cannot say, on a theme change and on an asked-for reload), re-validates only those whose content
 * changed (by hash) or whose asset folder changed, reuses everything else, and runs the rules across
 * files over the whole set; a theme change re-validates all. The work runs in slices that give the
 * event loop back every few milliseconds, and the new set replaces the old in one assignment, so
 * requests never wait for a reload nor see half of one (docs/architecture.md#tenant-loading). A
 * broken or clashing new/edited file changes nothing: the last good version of a file keeps
 * serving; a file removed from disk stops serving. Every problem is logged once, with file, JSON
 * pointer and message.
 */
import { readFileSync, statSync, watch, type Stats } from 'node:fs';
import path from 'node:path';
import type { Catalogue } from '../../src/generated/catalogue';
import type { Site, Tenant } from '../../src/generated/tenant';
import type { ThemePreset } from '../../src/generated/theme';
import {
  loadThemePresets,
  presetIdForSite,
  publicTenant,
  singleFileContext,
  validateSingleFile,
  validateTenantSet,
  type PublicTenant,
  type SingleFileMemo,
  type TenantFileRead,
  type TenantProblem,
} from './validate';
import { watchFolderTree } from './folder-watch';
import { jsonFileNames, parseTenantText } from './read';
import { contentHash, openSchemaValidCache } from './schema-valid-cache';

export interface TenantEntry {
  /** Path of the tenant file. */
  file: string;
  tenant: Tenant;
  /**
   * The part that may reach the browser (no secrets), made at its first ask and kept: a start with a
   * thousand tenants does not copy each before serving any (docs/architecture.md#tenant-loading).
   */
  publicTenant: () => PublicTenant;
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
  /** Files read from disk in this reload. */
  read: number;
  /** Files whose single-file rules ran in this reload (the others' results were reused). */
  validated: string[];
  /** Wall time of the reload, from the first read to the swap. */
  ms: number;
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
  /**
   * Resolve only once the first load is done (default true). False: resolve at once with no tenant;
   * the first load starts with the first call of `ready()` (the server's, once it listens).
   */
  waitForFirstLoad?: boolean;
  /** Longest run of work before giving the event loop back, in ms (default 8). */
  sliceMs?: number;
  /**
   * Where the hashes of contents that passed their schema are kept across restarts (the server's
   * DATA_DIR); unset: every content is validated at every load.
   */
  schemaCacheFile?: string;
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
  /** True once the first load is done; until then no tenant is served. */
  loaded(): boolean;
  /** Starts the first load if it has not started; settles with it (rejects when it failed, e.g. a broken theme preset). */
  ready(): Promise<void>;
  close(): Promise<void>;
}

interface GoodVersion {
  json: unknown;
  /**
   * Serialised json, to tell an edited file from a merely re-read one: made when a reload first
   * compares it, not on the first load (1,000 tenants are some 25 MB of JSON to serialise).
   */
  fingerprint(): string;
  entry: TenantEntry;
}

/** `make`'s answer, made at the first call and kept. */
function once<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}

function goodVersion(json: unknown, entry: TenantEntry): GoodVersion {
  let fingerprint: string | undefined;
  return { json, entry, fingerprint: () => (fingerprint ??= JSON.stringify([json, [...entry.catalogues]])) };
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
  /** Hash of the file's bytes: a re-read file whose content did not change keeps its parsed object. */
  hash: string;
}

/** Gives the event loop back: requests that arrived meanwhile are answered before the work goes on. */
const yieldToEventLoop = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/** Runs `work` over `items`, giving the event loop back whenever a slice has run `sliceMs`. */
async function inSlices<T>(items: Iterable<T>, sliceMs: number, work: (item: T) => void): Promise<void> {
  let sliceStart = performance.now();
  for (const item of items) {
    work(item);
    if (performance.now() - sliceStart >= sliceMs) {
      await yieldToEventLoop();
      sliceStart = performance.now();
    }
  }
}

/**
 * The tenant files as last read. The watcher names what changed: only those files are read again,
 * and the folder listed to see files added or removed (docs/architecture.md#tenant-loading). When
 * it cannot say, on a theme change, and on an asked-for reload, every file's size and time are
 * checked. A file read again whose bytes hash as before keeps its parsed object, so validation
 * (keyed by that object) is not run again, unless its asset folder changed: validation checks the
 * assets it names, so then it is parsed anew and validated.
 */
function statOrNull(file: string): Stats | null {
  try {
    return statSync(file);
  } catch {
    return null;
  }
}

function tenantFileCache(tenantsDir: string, sliceMs: number) {
  const files = new Map<string, FileRead>();
  let named: Set<string> | 'all' = 'all';
  /** Files whose asset folder (tenants/<id>/) changed: validated again even when their text did not. */
  let assetsChanged = new Set<string>();
  /** 'fresh': an asked-for reload, which trusts nothing (no content reused). */
  let mode: 'named' | 'all' | 'fresh' = 'fresh';
  return {
    /** The watcher saw `name` (relative to tenants/) change; null when it could not say. */
    changed(name: string | null): void {
      if (name === null) {
        if (mode === 'named') mode = 'all';
        named = 'all';
        return;
      }
      const parts = name.split(/[\\/]/);
      const top = parts[0] ?? name;
      const file = path.join(tenantsDir, top.endsWith('.json') ? top : `${top}.json`);
      if (parts.length > 1 || !top.endsWith('.json')) assetsChanged.add(file);
      if (named !== 'all') named.add(file);
    },
    /** The content hash of a file as last read (undefined when it could not be read). */
    hashOf(file: string): string | undefined {
      return files.get(file)?.hash || undefined;
    },
    everything(fresh: boolean): void {
      named = 'all';
      if (fresh) mode = 'fresh';
      else if (mode === 'named') mode = 'all';
    },
    async read(): Promise<{ reads: TenantFileRead[]; dropped: string[]; readCount: number }> {
      const dirty = named;
      const assetDirty = assetsChanged;
      const trustContent = mode !== 'fresh';
      named = new Set();
      assetsChanged = new Set();
      mode = 'named';
      const present = (await jsonFileNames(tenantsDir)).map((name) => path.join(tenantsDir, name));
      const presentSet = new Set(present);
      const dropped = [...files.keys()].filter((file) => !presentSet.has(file));
      for (const file of dropped) files.delete(file);
      const reads: TenantFileRead[] = [];
      let readCount = 0;
      // Read synchronously, a slice at a time: awaited one after another, the reads of a thousand
      // small files left the thread idle for most of a second between the thread pool's answers.
      await inSlices(present, sliceMs, (file) => {
        const known = files.get(file);
        const mustRead = !known || assetDirty.has(file) || (dirty === 'all' ? true : dirty.has(file));
        if (!mustRead) {
          reads.push(known.read);
          return;
        }
        // With every file in question, the size and time tell which ones to read.
        const st = statOrNull(file);
        if (known && dirty === 'all' && trustContent && !assetDirty.has(file) && st && known.mtimeMs === st.mtimeMs && known.size === st.size) {
          reads.push(known.read);
          return;
        }
        readCount += 1;
        let bytes: Buffer;
        try {
          bytes = readFileSync(file);
        } catch (e) {
          const read: TenantFileRead = { file, parseError: `cannot be read: ${e instanceof Error ? e.message : String(e)}` };
          files.set(file, { read, mtimeMs: 0, size: 0, hash: '' });
          reads.push(read);
          return;
        }
        const hash = contentHash(bytes);
        const unchanged = known && trustContent && !assetDirty.has(file) && known.hash === hash;
        const read = unchanged ? known.read : parseTenantText(file, bytes.toString('utf8'));
        files.set(file, { read, mtimeMs: st?.mtimeMs ?? 0, size: st?.size ?? 0, hash });
        reads.push(read);
      });
      return { reads, dropped, readCount };
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
  const sliceMs = options.sliceMs ?? 8;
  let snapshot = emptySnapshot();
  let loggedProblems = new Set<string>();
  const listeners = new Set<(outcome: ReloadOutcome) => void>();
  const cache = tenantFileCache(tenantsDir, sliceMs);
  const memo: SingleFileMemo = new Map();
  let presetsChanged = true;
  const schemaCache = options.schemaCacheFile ? openSchemaValidCache(options.schemaCacheFile, { warn: (message) => log.warn({ file: options.schemaCacheFile }, message) }) : undefined;

  async function loadSnapshot(previous: Snapshot): Promise<{ next: Snapshot; read: number; validated: string[] }> {
    if (presetsChanged) {
      presetsChanged = false;
      memo.clear();
      cache.everything(false);
    }
    const presets = await loadThemePresets(themesDir);
    const problems: TenantProblem[] = [];
    const seen = new Set<string>();
    const addProblems = (found: readonly TenantProblem[]) => {
      for (const p of found) {
        const key = problemKey(p);
        if (seen.has(key)) continue;
        seen.add(key);
        problems.push(p);
      }
    };
    // What each file on disk offers: its content, or its last good version when it cannot be parsed.
    const offered = new Map<string, unknown>();
    // The content hash of each file offered as read now (not of a last good version standing in).
    const hashes = new Map<string, string | undefined>();
    const { reads, dropped, readCount } = await cache.read();
    for (const file of dropped) memo.delete(file);
    for (const read of reads) {
      if ('json' in read) {
        offered.set(read.file, read.json);
        hashes.set(read.file, cache.hashOf(read.file));
        continue;
      }
      addProblems([{ file: read.file, pointer: '', message: read.parseError }]);
      const last = previous.good.get(read.file);
      if (last) offered.set(read.file, last.json);
    }
    // The single-file rules of new and changed files, a slice at a time (they are most of the work:
    // schema, assets on disk, catalogues); validateTenantSet then finds them all in the memo.
    const validated: string[] = [];
    const fresh = [...offered].filter(([file, json]) => memo.get(file)?.json !== json);
    if (fresh.length > 0) {
      const context = singleFileContext({ tenantsDir, themesDir, ...(schemaCache ? { schemaCache } : {}) });
      await inSlices(fresh, sliceMs, ([file, json]) => {
        memo.set(file, { json, result: validateSingleFile(file, json, context, hashes.get(file)) });
        validated.push(file);
      });
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
    await inSlices(result.tenants, sliceMs, ({ file, tenant, catalogues: freshCatalogues }) => {
      const json = offered.get(file);
      const before = previous.good.get(file);
      const catalogues = keepLastGoodCatalogues(tenant, freshCatalogues, before?.entry.catalogues);
      // An unchanged file keeps its entry: no new public copy or fingerprint for the other 999.
      const version =
        before && before.json === json && before.entry.tenant === tenant && before.entry.catalogues === catalogues
          ? before
          : goodVersion(json, { file, tenant, publicTenant: once(() => publicTenant(tenant)), catalogues });
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
    });
    return { next, read: readCount, validated };
  }

  /** Logs what changed, a slice at a time (a first load of a thousand files may log thousands of lines). */
  async function report(previous: Snapshot, next: Snapshot): Promise<void> {
    const nowLogged = new Set<string>();
    await inSlices(next.problems, sliceMs, (p) => {
      const key = problemKey(p);
      nowLogged.add(key);
      if (loggedProblems.has(key)) return;
      // Tells the operator whether the brand is still up (on its previous file) or off the air.
      const lastGoodVersionServing = next.good.has(p.file);
      log.warn({ file: p.file, pointer: p.pointer, message: p.message, lastGoodVersionServing }, 'tenant file rejected');
    });
    loggedProblems = nowLogged;
    await inSlices(next.good, sliceMs, ([file, version]) => {
      const before = previous.good.get(file);
      const tenant = version.entry.tenant.id;
      if (!before) log.info({ tenant, file }, 'tenant loaded');
      else if (before !== version && before.fingerprint() !== version.fingerprint()) log.info({ tenant, file }, 'tenant reloaded');
    });
    for (const [file, version] of previous.good) {
      if (!next.good.has(file)) log.info({ tenant: version.entry.tenant.id, file }, 'tenant removed');
    }
  }

  let running: Promise<ReloadOutcome> | null = null;
  let rerun = false;

  async function reloadOnce(): Promise<ReloadOutcome> {
    const began = performance.now();
    const previous = snapshot;
    const { next, read, validated } = await loadSnapshot(previous);
    // The one switch-over: a request sees the whole old set or the whole new one.
    snapshot = next;
    const outcome: ReloadOutcome = { tenants: next.byId.size, problems: next.problems, read, validated, ms: Math.round(performance.now() - began) };
    for (const listener of listeners) listener(outcome);
    void schemaCache?.save();
    await report(previous, next);
    log.info({ tenants: outcome.tenants, read, validated: validated.length, ms: outcome.ms }, 'tenants reloaded');
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

  let firstLoadDone = false;
  let firstLoad: Promise<void> | undefined;
  /** The first load, started on the first call (at once when waiting for it, else when the server listens or a request asks). */
  const ready = (): Promise<void> =>
    (firstLoad ??= reload().then(() => {
      firstLoadDone = true;
    }));
  if (options.waitForFirstLoad ?? true) await ready();

  const watchers: { close(): void }[] = [];
  let timer: NodeJS.Timeout | undefined;
  const debounceMs = options.debounceMs ?? 150;
  const schedule = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      reload().catch((error: unknown) => log.error({ err: error }, 'tenant reload failed; still serving the previous set'));
    }, debounceMs);
  };
  if (options.watch ?? true) {
    // Every folder under tenants/: asset folders (tenants/<id>/) count too, since validation checks
    // the assets a file names. themes/ holds only files.
    const onError = (error: Error, dir: string) => log.error({ err: error, dir }, 'watching tenant files failed');
    watchers.push(
      watchFolderTree(
        tenantsDir,
        (name) => {
          cache.changed(name);
          schedule();
        },
        onError,
      ),
    );
    const themes = watch(themesDir, () => {
      presetsChanged = true;
      schedule();
    });
    themes.on('error', (error) => onError(error, themesDir));
    watchers.push(themes);
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
      cache.everything(true);
      memo.clear();
      return reload();
    },
    onReload(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    loaded: () => firstLoadDone,
    ready,
    async close() {
      clearTimeout(timer);
      for (const w of watchers) w.close();
      // A failed reload was already logged; closing must not fail because of it.
      await running?.catch(() => undefined);
      await schemaCache?.save();
    },
  };
}
