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
import { nulTextPointer } from '../services/shared/nul-text';

const ajv = new Ajv2020({
  allErrors: true,
  strict: true,
  useDefaults: true,
  coerceTypes: false,
  removeAdditional: false,
});
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
      guarded.errors = [
        {
          keyword: 'nul',
          instancePath: pointer,
          schemaPath: '',
          params: {},
          message: 'must not contain a NUL character',
        },
      ];
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
