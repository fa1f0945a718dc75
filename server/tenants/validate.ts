/**
 * Validation of a set of tenant files: the schema, the single-file rules, and the rules across files
 * (shop codes and tenant ids unique). Only files with no problem at all come back as tenants.
 * Used by the server's registry (server/tenants/registry.ts) and by `npm run tenants:check`.
 */
import type { Catalogue } from '../../src/generated/catalogue';
import type { Tenant } from '../../src/generated/tenant';
import { readCatalogues } from './catalogue-rules';
import { iconSourceProblems } from './icon-rules';
import { assetFileChecker, assetProblems } from './assets';
import type { PointedMessage, TenantProblem } from './problems';
import { readTenantDir, readThemePresetsSync, type TenantFileRead } from './read';
import { displayFile } from './report';
import { checkTenantSchema } from './schema-validator';
import { tenantIdForFile, tenantRuleProblems } from './tenant-rules';
import { themeProblems } from './theme-rules';
import { sectionLinkProblems } from './section-rules';
import { imageSlotWarnings } from './image-rules';
import { siteContentProblems } from './site-content-rules';
import type { SchemaValidCache } from './schema-valid-cache';

export type { TenantProblem } from './problems';
export type { TenantFileRead } from './read';
export { readTenantDir, loadThemePresets } from './read';
export { publicTenant, type PublicTenant } from './public-tenant';
export { presetIdForSite, isNewUi } from './theme-rules';

export interface TenantSetOptions {
  /** Folder holding the tenants' asset folders (tenants/<id>/). */
  tenantsDir: string;
  /** Folder holding the theme presets (themes/<id>.json). */
  themesDir: string;
  /** Files that win a clash (shop code or tenant id) against any file not in the set; the registry passes the files already serving. */
  keep?: ReadonlySet<string>;
  /** Contents that passed their schema before, by hash (the registry's, kept across restarts). */
  schemaCache?: SchemaValidCache;
}

export interface ValidTenant {
  file: string;
  tenant: Tenant;
  /** The shops' catalogues by lower-case shop code (docs/shop.md#catalogue). */
  catalogues: ReadonlyMap<string, Catalogue>;
}

export interface TenantSetResult {
  /** Valid tenants, in input order. */
  tenants: ValidTenant[];
  /** Every problem, grouped by file in input order. */
  problems: TenantProblem[];
}

interface Candidate {
  index: number;
  file: string;
  tenant: Tenant;
  catalogues: ReadonlyMap<string, Catalogue>;
}

export interface SingleFileResult {
  tenant?: Tenant;
  catalogues?: ReadonlyMap<string, Catalogue>;
  problems: PointedMessage[];
  /**
   * Problems of shop settings and catalogues: reported like any other, but they do not take the
   * brand off the air; a shop whose catalogue is broken keeps its last good one (registry) or takes
   * no orders.
   */
  catalogueProblems?: PointedMessage[];
}

/**
 * Single-file results to reuse between validations of a set, by file: an entry counts while the
 * file's json is the very object it was made from. The registry re-parses a file only when it (or
 * its asset folder) changed and empties the memo when the theme presets change, so a reload of a
 * thousand tenants re-validates the one file edited; the rules across files always run whole.
 */
export type SingleFileMemo = Map<string, { json: unknown; result: SingleFileResult }>;

/** What every single-file validation of one pass shares: the theme presets, read once. */
export interface SingleFileContext {
  opts: TenantSetOptions;
  presets: ReturnType<typeof readThemePresetsSync>;
  brokenPresets: ReadonlySet<string>;
}

export function singleFileContext(opts: TenantSetOptions): SingleFileContext {
  const presets = readThemePresetsSync(opts.themesDir);
  return { opts, presets, brokenPresets: new Set(presets.problems.map((p) => tenantIdForFile(p.file))) };
}

/**
 * The schema and every single-file rule for one file; the registry calls it file by file, yielding
 * between files. `hash` is the file's content hash when the caller read its bytes: with a schema
 * cache, a content that passed before is not validated again.
 */
export function validateSingleFile(file: string, json: unknown, { opts, presets, brokenPresets }: SingleFileContext, hash?: string): SingleFileResult {
  const schema = opts.schemaCache ? opts.schemaCache.check('tenant', hash, json, checkTenantSchema) : checkTenantSchema(json);
  // Later rules read the structure the schema guarantees, so they only run on a schema-valid file.
  if (!schema.ok) return { problems: schema.problems };
  const tenant = schema.value;
  // One look at the tenant's asset folder for all its files: its assets, catalogues, starting content.
  const files = assetFileChecker(tenant.id, opts.tenantsDir);
  const catalogues = readCatalogues(tenant, opts.tenantsDir, opts.schemaCache, files);
  const problems = [
    ...tenantRuleProblems(tenant, file),
    ...themeProblems(tenant, presets.presets, brokenPresets),
    ...assetProblems(tenant, opts.tenantsDir, files),
    ...sectionLinkProblems(tenant),
    ...siteContentProblems(tenant, opts.tenantsDir, files),
  ];
  return { tenant, catalogues: catalogues.catalogues, problems, catalogueProblems: catalogues.problems };
}

/** Kept files first, then by file name, so the winner of a clash does not depend on the order files were read. */
function clashPriority(keep: ReadonlySet<string>) {
  return (a: Candidate, b: Candidate): number => {
    const ka = keep.has(a.file) ? 0 : 1;
    const kb = keep.has(b.file) ? 0 : 1;
    if (ka !== kb) return ka - kb;
    return a.file < b.file ? -1 : a.file > b.file ? 1 : 0;
  };
}

interface Claim {
  file: string;
  pointer: string;
}

/** Claims ids and shop codes in priority order; a file that would take one already claimed is refused whole. */
function crossFileProblems(candidates: Candidate[], keep: ReadonlySet<string>): Map<number, PointedMessage[]> {
  const ids = new Map<string, Claim>();
  const shopCodes = new Map<string, Claim>();
  const out = new Map<number, PointedMessage[]>();
  for (const c of [...candidates].sort(clashPriority(keep))) {
    const clashes: PointedMessage[] = [];
    const idOwner = ids.get(c.tenant.id);
    if (idOwner) {
      clashes.push({ pointer: '/id', message: `tenant id ${JSON.stringify(c.tenant.id)} is already used by ${displayFile(idOwner.file)}; tenant ids must be unique` });
    }
    c.tenant.sites.forEach((site, i) => {
      const owner = shopCodes.get(site.shopCode.toLowerCase());
      if (owner) {
        clashes.push({
          pointer: `/sites/${i}/shopCode`,
          message: `shop code ${JSON.stringify(site.shopCode)} is already used by ${displayFile(owner.file)} (${owner.pointer}); shop codes must be unique across all tenants, ignoring case`,
        });
      }
    });
    if (clashes.length > 0) {
      out.set(c.index, clashes);
      continue;
    }
    ids.set(c.tenant.id, { file: c.file, pointer: '/id' });
    c.tenant.sites.forEach((site, i) => shopCodes.set(site.shopCode.toLowerCase(), { file: c.file, pointer: `/sites/${i}/shopCode` }));
  }
  return out;
}

export function validateTenantSet(files: ReadonlyArray<{ file: string; json: unknown }>, opts: TenantSetOptions, memo?: SingleFileMemo): TenantSetResult {
  // Read the presets only when some file is not in the memo (a reload of one edited file reads them for it).
  let context: SingleFileContext | undefined;
  const problemsByIndex = new Map<number, PointedMessage[]>();
  const shopProblemsByIndex = new Map<number, PointedMessage[]>();
  const candidates: Candidate[] = [];
  files.forEach(({ file, json }, index) => {
    const known = memo?.get(file);
    const result = known && known.json === json ? known.result : validateSingleFile(file, json, (context ??= singleFileContext(opts)));
    memo?.set(file, { json, result });
    if (result.catalogueProblems && result.catalogueProblems.length > 0) shopProblemsByIndex.set(index, result.catalogueProblems);
    if (result.problems.length > 0) problemsByIndex.set(index, result.problems);
    else if (result.tenant) candidates.push({ index, file, tenant: result.tenant, catalogues: result.catalogues ?? new Map() });
  });
  const keep = opts.keep ?? new Set<string>();
  for (const [index, clashes] of crossFileProblems(candidates, keep)) problemsByIndex.set(index, clashes);

  const problems: TenantProblem[] = [];
  files.forEach(({ file }, index) => {
    for (const p of problemsByIndex.get(index) ?? []) problems.push({ file, ...p });
    if (!problemsByIndex.has(index)) for (const p of shopProblemsByIndex.get(index) ?? []) problems.push({ file, ...p });
  });
  const tenants = candidates.filter((c) => !problemsByIndex.has(c.index)).map(({ file, tenant, catalogues }) => ({ file, tenant, catalogues }));
  return { tenants, problems };
}

export interface TenantDirCheck extends TenantSetResult {
  /** Number of *.json files found. */
  fileCount: number;
  /** Problems of the theme presets themselves (file is the preset file). */
  presetProblems: TenantProblem[];
  /** What an operator should look at but that serves anyway: images far from their slot's shape (docs/rules.md#image-slots). */
  warnings: TenantProblem[];
}

/** Reads and validates a whole folder; a file that is not valid JSON is a problem at pointer ''. */
export async function checkTenantDir(opts: TenantSetOptions): Promise<TenantDirCheck> {
  const reads: TenantFileRead[] = await readTenantDir(opts.tenantsDir);
  const parsed = reads.flatMap((r) => ('json' in r ? [{ file: r.file, json: r.json }] : []));
  const result = validateTenantSet(parsed, opts);
  // The icon rule is the check's alone: a logo that makes a poor icon never takes a brand off the
  // server (the icons are then letterboxed), but an operator is told before going live.
  const iconProblems = (await Promise.all(result.tenants.map(async ({ file, tenant }) => (await iconSourceProblems(tenant, opts.tenantsDir)).map((p) => ({ file, ...p }))))).flat();
  const withIconProblems = new Set(iconProblems.map((p) => p.file));
  const parseProblems = reads.flatMap((r) => ('parseError' in r ? [{ file: r.file, pointer: '', message: r.parseError }] : []));
  const order = new Map(reads.map((r, i) => [r.file, i]));
  const problems = [...parseProblems, ...result.problems, ...iconProblems].sort((a, b) => (order.get(a.file) ?? 0) - (order.get(b.file) ?? 0));
  return {
    tenants: result.tenants.filter((t) => !withIconProblems.has(t.file)),
    problems,
    fileCount: reads.length,
    presetProblems: readThemePresetsSync(opts.themesDir).problems,
    warnings: (await Promise.all(result.tenants.map(async ({ file, tenant }) => (await imageSlotWarnings(tenant, opts.tenantsDir)).map((w) => ({ file, ...w }))))).flat(),
  };
}
