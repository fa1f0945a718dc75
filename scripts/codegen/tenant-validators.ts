/**
 * The tenant, theme-preset and catalogue validators as code (src/generated/tenant-validators.ts),
 * compiled by ajv ahead of time with the server's set-up (server/tenants/schema-ajv.ts): loading
 * the code takes about 15 ms where compiling the schemas took 250-330 ms at every start.
 * `codegen --check` fails when a schema changes and this code does not. Its fingerprint (the code's
 * hash) keys the record of contents found valid across restarts (server/tenants/schema-valid-cache.ts).
 */
import { createHash } from 'node:crypto';
import standaloneCode from 'ajv/dist/standalone';
import { TENANT_VALIDATORS, tenantSchemasAjv } from '../../server/tenants/schema-ajv';

export const TENANT_VALIDATORS_BANNER =
  '/* Generated from schemas/ by scripts/codegen.ts (scripts/codegen/tenant-validators.ts). Do not edit by hand: run `npm run codegen`. */';

/**
 * ajv's standalone code is CommonJS. Its require()s (ajv's runtime helpers, ajv-formats' formats)
 * go through a require made for this module, which plain Node, tsx and the server bundle all
 * resolve from node_modules alike; its exports become one exported object.
 */
export function tenantValidatorsModule(): string {
  const code = standaloneCode(tenantSchemasAjv(), { ...TENANT_VALIDATORS });
  const body = code
    .replace(/^"use strict";/, '')
    .replace(/\brequire\(/g, 'requireRuntime(')
    .replace(/\bexports\.(\w+) = /g, '__exports.$1 = ');
  return [
    TENANT_VALIDATORS_BANNER,
    '/* eslint-disable */',
    '// @ts-nocheck',
    "import { createRequire } from 'node:module';",
    'const requireRuntime = createRequire(import.meta.url);',
    'const __exports = {};',
    body,
    'export const tenantValidators = __exports;',
    '/** The code above, hashed: what a content found valid by it is remembered under (server/tenants/schema-valid-cache.ts). */',
    `export const tenantValidatorsFingerprint = ${JSON.stringify(createHash('sha256').update(body).digest('base64'))};`,
    '',
  ].join('\n');
}
