/**
 * The tenant and theme-preset validators, compiled once when this module loads (compiling costs
 * milliseconds; validating a file costs microseconds).
 */
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import tenantSchemaJson from '../../schemas/tenant.schema.json';
import themeSchemaJson from '../../schemas/theme.schema.json';
import catalogueSchemaJson from '../../schemas/catalogue.schema.json';
import contentCommonJson from '../../schemas/content/content-common.schema.json';
import carouselJson from '../../schemas/content/carousel.schema.json';
import clientJson from '../../schemas/content/client.schema.json';
import configurationJson from '../../schemas/content/configuration.schema.json';
import contactUsJson from '../../schemas/content/contactUs.schema.json';
import footerJson from '../../schemas/content/footer.schema.json';
import pageJson from '../../schemas/content/page.schema.json';
import partnerJson from '../../schemas/content/partner.schema.json';
import productJson from '../../schemas/content/product.schema.json';
import projectJson from '../../schemas/content/project.schema.json';
import solutionJson from '../../schemas/content/solution.schema.json';
import whyUsJson from '../../schemas/content/whyUs.schema.json';
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

const ajv = new Ajv2020({
  allErrors: true,
  strict: true,
  // verbose keeps the offending value and its parent schema on each error, for the plain-English messages.
  verbose: true,
});
addFormats(ajv);
// Annotation only: marks a subtree that must never reach the browser (see public-tenant.ts).
ajv.addKeyword({ keyword: 'x-secret', schemaType: 'boolean' });
// The tenant file's starting content (siteContent, docs/admin.md#starting-content) $refs the admin
// content types, so a starting item is checked by the very schema an admin's item is.
ajv.addKeyword({ keyword: 'x-editor', schemaType: 'string' });
for (const schema of [contentCommonJson, carouselJson, clientJson, configurationJson, contactUsJson, footerJson, pageJson, partnerJson, productJson, projectJson, solutionJson, whyUsJson]) ajv.addSchema(schema);
interface Validators {
  tenant: ValidateFunction<Tenant>;
  theme: ValidateFunction<ThemePreset>;
  catalogue: ValidateFunction<Catalogue>;
}
let validators: Validators | undefined;
/**
 * Compiled on first use, not when the module loads: the server listens before it loads the tenant
 * files, and this compilation was a fifth of a second of its start (docs/architecture.md#fast-start).
 */
function compiled(): Validators {
  if (validators) return validators;
  // The tenant schema first: compiling registers it under its $id, which the theme schema's $ref to
  // tenant.schema.json#/$defs/section then resolves to.
  const tenant = ajv.compile<Tenant>(tenantSchemaJson);
  const theme = ajv.compile<ThemePreset>(themeSchemaJson);
  // Its names and images $ref the tenant schema's localText and assetPath (registered above).
  const catalogue = ajv.compile<Catalogue>(catalogueSchemaJson);
  validators = { tenant, theme, catalogue };
  return validators;
}

export type SchemaCheck<T> = { ok: true; value: T } | { ok: false; problems: SchemaProblem[] };

function check<T>(validator: ValidateFunction<T>, root: SchemaNode, json: unknown): SchemaCheck<T> {
  if (validator(json)) return { ok: true, value: json };
  return { ok: false, problems: describeSchemaErrors(validator.errors ?? [], root) };
}

export function checkTenantSchema(json: unknown): SchemaCheck<Tenant> {
  return check(compiled().tenant, tenantSchema, json);
}

export function checkThemeSchema(json: unknown): SchemaCheck<ThemePreset> {
  return check(compiled().theme, themeSchema, json);
}

export function checkCatalogueSchema(json: unknown): SchemaCheck<Catalogue> {
  return check(compiled().catalogue, catalogueWalkSchema, json);
}
