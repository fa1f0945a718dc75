/**
 * Validation of decoded request payloads against schemas/api, with one ajv instance whose
 * schemas compile once per route (on first use or in the warm-up after the start).
 * Unknown fields are refused, not silently dropped, and nothing is coerced: the payload must
 * match its schema as sent.
 */
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';
import type { FastifySchemaValidationError } from 'fastify/types/schema';
import { apiSchemas } from './api-schemas';
import { deferred } from './deferred-compile';
import { nulTextPointer } from './nul-text';

const ajv = new Ajv2020({ allErrors: true, strict: true, useDefaults: true, coerceTypes: false, removeAdditional: false });
addFormats(ajv);
// Annotation of the tenant schema (subtrees never served to the browser); no validation meaning.
ajv.addKeyword({ keyword: 'x-secret', schemaType: 'boolean' });
// Codegen's hint for a type JSON Schema cannot name (svc-order.request.json: parking or shop); no validation meaning.
ajv.addKeyword({ keyword: 'tsType', schemaType: 'string' });
// The content types' editor hint (docs/admin.md#content-types); no validation meaning.
ajv.addKeyword({ keyword: 'x-editor', schemaType: 'string' });
for (const { schema } of apiSchemas.values()) ajv.addSchema(schema);

/**
 * A compiled schema, preceded by the check no schema states: no NUL character in any text. Compiled
 * on the first request or by the warm-up after the start (deferred-compile.ts), not at registration.
 */
export const validatorCompiler: FastifySchemaCompiler<unknown> = ({ schema }) => {
  const compiled = deferred(() => ajv.compile(schema as object));
  const guarded = (data: unknown): boolean => {
    const pointer = nulTextPointer(data);
    if (pointer !== null) {
      guarded.errors = [{ keyword: 'nul', instancePath: pointer, schemaPath: '', params: {}, message: 'must not contain a NUL character' }];
      return false;
    }
    const validate = compiled();
    const valid = validate(data) as boolean;
    guarded.errors = validate.errors ?? null;
    return valid;
  };
  guarded.errors = null as FastifySchemaValidationError[] | null | undefined;
  return guarded;
};

// Several messages help a developer fix a payload in one go; more than this is noise.
const MAX_MESSAGES = 5;

function field(instancePath: string, child?: unknown): string {
  const parts = instancePath.split('/').slice(1).map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (typeof child === 'string') parts.push(child);
  return parts.reduce((out, part) => (/^\d+$/.test(part) ? `${out}[${part}]` : out ? `${out}.${part}` : part), '');
}

/** What ajv (and Fastify's FastifySchemaValidationError) reports per failed keyword. */
export interface ValidationIssue {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  message?: string;
}

function describe(error: ValidationIssue): string {
  const { params } = error;
  const at = field(error.instancePath) || 'payload';
  switch (error.keyword) {
    case 'required':
      return `${field(error.instancePath, params.missingProperty)}: is required`;
    case 'additionalProperties':
      return `${field(error.instancePath, params.additionalProperty)}: is not allowed`;
    case 'type':
      return `${at}: must be ${/^[aeiou]/.test(String(params.type)) ? 'an' : 'a'} ${String(params.type)}`;
    case 'minLength':
      return params.limit === 1 ? `${at}: must not be empty` : `${at}: must be at least ${String(params.limit)} characters`;
    case 'maxLength':
      return `${at}: must be at most ${String(params.limit)} characters`;
    case 'enum':
      return `${at}: must be one of ${(params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`;
    default:
      return `${at}: ${error.message ?? 'is invalid'}`;
  }
}

/** "siteId: is required; lang: must be a string" — plain messages naming each field. */
export function describeValidationErrors(errors: readonly ValidationIssue[]): string {
  // An if/then/else schema (svc/order: parking or shop by kind) reports the branch's own errors and an 'if' error naming the branch: noise.
  const messages = [...new Set(errors.filter((e) => e.keyword !== 'if').map(describe))];
  return messages.slice(0, MAX_MESSAGES).join('; ');
}
