/**
 * The tenant and theme-preset validators, compiled once when this module loads (compiling costs
 * milliseconds; validating a file costs microseconds).
 */
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import tenantSchemaJson from '../../schemas/tenant.schema.json';
import themeSchemaJson from '../../schemas/theme.schema.json';
import type { Tenant } from '../../src/generated/tenant';
import type { ThemePreset } from '../../src/generated/theme';
import type { SchemaNode } from './schema-walk';
import { describeSchemaErrors, type SchemaProblem } from './schema-errors';

export const tenantSchema: SchemaNode = tenantSchemaJson;
export const themeSchema: SchemaNode = themeSchemaJson;

const ajv = new Ajv2020({
  allErrors: true,
  strict: true,
  // verbose keeps the offending value and its parent schema on each error, for the plain-English messages.
  verbose: true,
});
addFormats(ajv);
// Annotation only: marks a subtree that must never reach the browser (see public-tenant.ts).
ajv.addKeyword({ keyword: 'x-secret', schemaType: 'boolean' });
// Compiled first: compiling registers it under its $id, which the theme schema's $ref to
// tenant.schema.json#/$defs/section then resolves to.
const tenantValidator: ValidateFunction<Tenant> = ajv.compile<Tenant>(tenantSchemaJson);
const themeValidator: ValidateFunction<ThemePreset> = ajv.compile<ThemePreset>(themeSchemaJson);

export type SchemaCheck<T> = { ok: true; value: T } | { ok: false; problems: SchemaProblem[] };

function check<T>(validator: ValidateFunction<T>, root: SchemaNode, json: unknown): SchemaCheck<T> {
  if (validator(json)) return { ok: true, value: json };
  return { ok: false, problems: describeSchemaErrors(validator.errors ?? [], root) };
}

export function checkTenantSchema(json: unknown): SchemaCheck<Tenant> {
  return check(tenantValidator, tenantSchema, json);
}

export function checkThemeSchema(json: unknown): SchemaCheck<ThemePreset> {
  return check(themeValidator, themeSchema, json);
}
