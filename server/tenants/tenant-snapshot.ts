/**
 * The set of tenants the registry serves at one moment: each file's last good version, the
 * tenants by id and by shop code, the theme presets and the problems of the reload that made it.
 * A reload builds a new snapshot beside the old and replaces it in one assignment, so a request
 * sees the whole old set or the whole new one (docs/architecture.md#tenant-loading).
 */
import type { Catalogue } from '../../src/generated/catalogue';
import type { Tenant } from '../../src/generated/tenant';
import type { ThemePreset } from '../../src/generated/theme';
import { inSlices } from './in-slices';
import type { ShopMatch, TenantEntry } from './registry-types';
import { presetIdForSite, publicTenant, type TenantProblem, type ValidTenant } from './validate';

export interface GoodVersion {
  json: unknown;
  /**
   * Serialised json, to tell an edited file from a merely re-read one: made when a reload first
   * compares it, not on the first load (1,000 tenants are some 25 MB of JSON to serialise).
   */
  fingerprint(): string;
  entry: TenantEntry;
}

export interface Snapshot {
  good: Map<string, GoodVersion>;
  byId: Map<string, TenantEntry>;
  byShop: Map<string, ShopMatch>;
  presets: Map<string, ThemePreset>;
  problems: TenantProblem[];
}

export const emptySnapshot = (): Snapshot => ({ good: new Map(), byId: new Map(), byShop: new Map(), presets: new Map(), problems: [] });

/** What tells one problem from another: a problem found again is the same problem, logged once. */
export const problemKey = (p: TenantProblem): string => `${p.file}\u0000${p.pointer}\u0000${p.message}`;

/** A reload's problems in the order found, each once. */
export interface ProblemList {
  readonly problems: TenantProblem[];
  add(found: readonly TenantProblem[]): void;
}

export function problemList(): ProblemList {
  const problems: TenantProblem[] = [];
  const seen = new Set<string>();
  return {
    problems,
    add(found) {
      for (const p of found) {
        const key = problemKey(p);
        if (seen.has(key)) continue;
        seen.add(key);
        problems.push(p);
      }
    },
  };
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

/** What the accepted tenants of a reload become, beside the snapshot they replace. */
export interface SnapshotParts {
  previous: Snapshot;
  presets: Map<string, ThemePreset>;
  /** The tenants validation accepted. */
  tenants: readonly ValidTenant[];
  /** The content each file offered (its last good version when the new one was refused). */
  offered: ReadonlyMap<string, unknown>;
  /** The reload's problems so far; a site whose theme preset is gone adds one. */
  problems: ProblemList;
  sliceMs: number;
}

/** The next snapshot, a slice at a time; an unchanged file keeps its entry. */
export async function nextSnapshot({ previous, presets, tenants, offered, problems, sliceMs }: SnapshotParts): Promise<Snapshot> {
  const next: Snapshot = { ...emptySnapshot(), presets, problems: problems.problems };
  await inSlices(tenants, sliceMs, ({ file, tenant, catalogues: freshCatalogues }) => {
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
        problems.add([{ file, pointer: '/theme', message: `theme preset "${presetId}" is not available; shop ${site.shopCode} is not served` }]);
        continue;
      }
      next.byShop.set(site.shopCode.toLowerCase(), { ...entry, site, preset });
    }
  });
  return next;
}
