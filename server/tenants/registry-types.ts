/**
 * What the tenant registry (registry.ts) answers and is built from: the tenants served, one shop
 * of them, a reload's outcome and the registry's options.
 */
import type { Catalogue } from '../../src/generated/catalogue';
import type { Site, Tenant } from '../../src/generated/tenant';
import type { ThemePreset } from '../../src/generated/theme';
import type { PublicTenant, TenantProblem } from './validate';

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
