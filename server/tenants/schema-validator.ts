/**
 * The tenant, theme-preset and catalogue checks: the validators compiled ahead of time
 * (src/generated/tenant-validators.ts, from schema-ajv.ts's set-up), their errors turned into
 * messages an operator can act on, and the schemas as the schema walk sees them.
 */
import type { ValidateFunction } from 'ajv/dist/2020';
import { tenantValidators } from '../../src/generated/tenant-validators';
import tenantSchemaJson from '../../schemas/tenant.schema.json';
import themeSchemaJson from '../../schemas/theme.schema.json';
import catalogueSchemaJson from '../../schemas/catalogue.schema.json';
import type { Catalogue } from '../../src/generated/catalogue';
import type { Tenant } from '../../src/generated/tenant';
import type { ThemePreset } from '../../src/generated/theme';
import type { SchemaNode } from './schema-walk';
import { describeSchemaErrors, type SchemaProblem } from './schema-errors';

export const tenantSchema: SchemaNode = tenantSchemaJson;
export const themeSchema: SchemaNode = themeSchemaJson;
export const catalogueSchema: SchemaNode = catalogueSchemaJson;

/** $refs into the tenant schema made local, so the schema walk (messages, asset paths) can follow them. */
function localiseTenantRefs(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(localiseTenantRefs);
  if (typeof node !== 'object' || node === null) return node;
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) => [
      key,
      key === '$ref' && typeof value === 'string' && value.startsWith('tenant.schema.json#') ? value.slice('tenant.schema.json'.length) : localiseTenantRefs(value),
    ]),
  );
}

/**
 * The catalogue schema as the schema walk sees it: its own $defs plus the tenant schema's (the very
 * objects, so the asset rule recognises the assetPath definition).
 */
export const catalogueWalkSchema: SchemaNode = (() => {
  const local = localiseTenantRefs(catalogueSchemaJson) as Record<string, unknown>;
  const tenantDefs = tenantSchemaJson.$defs as Record<string, unknown>;
  return { ...local, $defs: { ...tenantDefs, ...(local.$defs as Record<string, unknown>) } };
})();

interface Validators {
  tenant: ValidateFunction<Tenant>;
  theme: ValidateFunction<ThemePreset>;
  catalogue: ValidateFunction<Catalogue>;
}
/**
 * Compiled ahead of time by `npm run codegen` with the set-up in schema-ajv.ts (the generated module
 * is untyped code; these are its three functions).
 */
const validators = tenantValidators as unknown as Validators;

export type SchemaCheck<T> = { ok: true; value: T } | { ok: false; problems: SchemaProblem[] };

function check<T>(validator: ValidateFunction<T>, root: SchemaNode, json: unknown): SchemaCheck<T> {
  if (validator(json)) return { ok: true, value: json };
  return { ok: false, problems: describeSchemaErrors(validator.errors ?? [], root) };
}

export function checkTenantSchema(json: unknown): SchemaCheck<Tenant> {
  return check(validators.tenant, tenantSchema, json);
}

export function checkThemeSchema(json: unknown): SchemaCheck<ThemePreset> {
  return check(validators.theme, themeSchema, json);
}

export function checkCatalogueSchema(json: unknown): SchemaCheck<Catalogue> {
  return check(validators.catalogue, catalogueWalkSchema, json);
}
