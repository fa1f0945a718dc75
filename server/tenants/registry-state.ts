/**
 * Everything the tenant registry keeps between calls, in one object its functions are handed
 * (load-snapshot.ts, registry-reload.ts, registry-watch.ts): what is served now, what was read and
 * validated before, what was logged, and the reload under way.
 */
import type { ReloadOutcome, RegistryLogger, TenantRegistryOptions } from './registry-types';
import { openSchemaValidCache, type SchemaValidCache } from './schema-valid-cache';
import { tenantFileCache, type TenantFileCache } from './tenant-file-cache';
import { emptySnapshot, type Snapshot } from './tenant-snapshot';
import type { SingleFileMemo } from './validate';

export interface RegistryState {
  readonly tenantsDir: string;
  readonly themesDir: string;
  readonly log: RegistryLogger;
  /** Longest run of work before giving the event loop back, in ms. */
  readonly sliceMs: number;
  /** The set served now: replaced whole by each reload, in one assignment. */
  snapshot: Snapshot;
  /** The problems of the latest reload, by problemKey: a problem still there is not logged again. */
  loggedProblems: Set<string>;
  readonly listeners: Set<(outcome: ReloadOutcome) => void>;
  /** The tenant files as last read. */
  readonly cache: TenantFileCache;
  /** Each file's single-file rules, kept while its parsed content is the same object. */
  readonly memo: SingleFileMemo;
  /** A theme changed (or nothing was loaded yet): the next load validates every file again. */
  presetsChanged: boolean;
  readonly schemaCache: SchemaValidCache | undefined;
  /** The reload under way: reloads never overlap. */
  running: Promise<ReloadOutcome> | null;
  /** A change arrived during `running`: the folder is read once more when it ends. */
  rerun: boolean;
  /** The first load, started by the first `ready()`. */
  firstLoad: Promise<void> | undefined;
  firstLoadDone: boolean;
}

export function createRegistryState(options: TenantRegistryOptions): RegistryState {
  const { tenantsDir, themesDir, log } = options;
  const sliceMs = options.sliceMs ?? 8;
  const schemaCacheFile = options.schemaCacheFile;
  return {
    tenantsDir,
    themesDir,
    log,
    sliceMs,
    snapshot: emptySnapshot(),
    loggedProblems: new Set(),
    listeners: new Set(),
    cache: tenantFileCache(tenantsDir, sliceMs),
    memo: new Map(),
    presetsChanged: true,
    schemaCache: schemaCacheFile ? openSchemaValidCache(schemaCacheFile, { warn: (message) => log.warn({ file: schemaCacheFile }, message) }) : undefined,
    running: null,
    rerun: false,
    firstLoad: undefined,
    firstLoadDone: false,
  };
}
