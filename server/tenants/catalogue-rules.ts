/**
 * The shop catalogues of a tenant (docs/shop.md#catalogue): tenants/<id>/catalogue/<shopCode>.json
 * for every site with shop settings, read with the tenant file (an edit inside tenants/<id>/ makes
 * the registry re-validate the tenant, so catalogues hot-reload with it) and checked by the schema
 * and the rules a schema cannot say. A problem is reported at the site's /shop pointer of the
 * tenant file, naming the catalogue file and the pointer inside it.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Catalogue } from '../../src/generated/catalogue';
import type { ShopSettings, Tenant } from '../../src/generated/tenant';
import { catalogueProblems as catalogueRuleProblems } from '../../src/lib/shop/catalogue-rules';
import { assetFileChecker, assetReferencesIn, referenceProblems, type AssetFileChecker } from './assets';
import type { PointedMessage } from './problems';
import { parseTenantText } from './read';
import { displayFile } from './report';
import { catalogueWalkSchema, checkCatalogueSchema } from './schema-validator';
import { contentHash, type SchemaValidCache } from './schema-valid-cache';

/** Where a shop's catalogue file is. */
export function catalogueFile(tenantsDir: string, tenantId: string, shopCode: string): string {
  return path.resolve(tenantsDir, tenantId, 'catalogue', `${shopCode}.json`);
}

export interface CatalogueRead {
  /** Valid catalogues by shop code (lower case). */
  catalogues: Map<string, Catalogue>;
  problems: PointedMessage[];
}

/** Rules of shop settings that the schema cannot say (opening before closing, zones with a place). */
export function shopSettingsProblems(shop: ShopSettings, pointer: string, hasLocation: boolean): PointedMessage[] {
  const out: PointedMessage[] = [];
  shop.openingHours.forEach((h, i) => {
    if (h.close <= h.open) out.push({ pointer: `${pointer}/openingHours/${i}/close`, message: `must be after the opening time ${h.open} (got ${h.close})` });
  });
  const zones = shop.delivery.zones ?? [];
  zones.forEach((z, i) => {
    const kinds = (z.postcodes ? 1 : 0) + (z.radiusKm !== undefined ? 1 : 0);
    if (kinds !== 1) out.push({ pointer: `${pointer}/delivery/zones/${i}`, message: 'a zone has either postcodes or radiusKm (exactly one)' });
    if (z.radiusKm !== undefined && !hasLocation) out.push({ pointer: `${pointer}/delivery/zones/${i}/radiusKm`, message: 'a radius zone needs the site\'s location (sites[].location)' });
  });
  if (shop.delivery.enabled && zones.length === 0) out.push({ pointer: `${pointer}/delivery/zones`, message: 'delivery is enabled but has no zone' });
  if (shop.table.enabled && (shop.table.tables ?? []).length === 0) out.push({ pointer: `${pointer}/table/tables`, message: 'table ordering is enabled but names no table' });
  return out;
}

/**
 * The catalogues of a tenant's shops; with a schema cache, a catalogue whose bytes passed before is
 * not validated again. `files` checks paths in the tenant's asset folder (the catalogue files
 * themselves and their images), shared with the tenant's other asset checks.
 */
export function readCatalogues(tenant: Tenant, tenantsDir: string, schemaCache?: SchemaValidCache, files: AssetFileChecker = assetFileChecker(tenant.id, tenantsDir)): CatalogueRead {
  const catalogues = new Map<string, Catalogue>();
  const problems: PointedMessage[] = [];
  tenant.sites.forEach((site, i) => {
    if (!site.shop) return;
    const at = `/sites/${i}/shop`;
    problems.push(...shopSettingsProblems(site.shop, at, site.location !== undefined));
    const file = catalogueFile(tenantsDir, tenant.id, site.shopCode);
    const shown = displayFile(file);
    const relative = path.relative(files.folder, file);
    const located = files.check(relative);
    if (!located.ok) {
      const why = located.reason === 'missing' ? `file not found: ${shown}` : files.why(relative, located.reason);
      problems.push({ pointer: at, message: `a site with shop settings needs its catalogue: ${why}` });
      return;
    }
    const text = readFileSync(file, 'utf8');
    const read = parseTenantText(file, text);
    if ('parseError' in read) {
      problems.push({ pointer: at, message: `catalogue ${shown} ${read.parseError}` });
      return;
    }
    const schema = schemaCache ? schemaCache.check('catalogue', contentHash(text), read.json, checkCatalogueSchema) : checkCatalogueSchema(read.json);
    if (!schema.ok) {
      problems.push(...schema.problems.map((p) => ({ pointer: at, message: `catalogue ${shown} ${p.pointer || '/'}: ${p.message}` })));
      return;
    }
    const catalogue = schema.value;
    const found = [
      ...(catalogue.shopCode === site.shopCode ? [] : [{ pointer: '/shopCode', message: `must equal the site's shop code ${JSON.stringify(site.shopCode)} (got ${JSON.stringify(catalogue.shopCode)})` }]),
      ...catalogueRuleProblems(catalogue),
      ...referenceProblems(assetReferencesIn(catalogueWalkSchema, catalogue), files),
    ];
    if (found.length > 0) {
      problems.push(...found.map((p) => ({ pointer: at, message: `catalogue ${shown} ${p.pointer}: ${p.message}` })));
      return;
    }
    catalogues.set(site.shopCode.toLowerCase(), catalogue);
  });
  return { catalogues, problems };
}
