/**
 * CPU of compiling the branch validators (anyOf/oneOf/if) of GET /tenant-config's answer serialiser:
 * ajv's defaults, the options server/http/response-serializer.ts uses, and the serialiser's copies
 * of the schemas (none left to compile), interleaved, ROUNDS
 * (5) rounds each in one process: the one piece of work the warm-up after the start cannot slice
 * (docs/architecture.md#fast-start). CPU time, not wall time, so a busy machine changes it less.
 *   npx tsx scripts/bench/branch-validators.ts
 */
import { createRequire } from 'node:module';
import { apiSchemas, schemaRef } from '../../server/http/api-schemas';
import { reachableSchemas } from '../../server/http/response-serializer';
import { serializerSchema, serializerSchemas } from '../../server/http/serializer-schemas';

const ROUNDS = Number(process.env.ROUNDS || 5);
interface DebugBuild {
  code: string;
  validator: { getSchemaValidator(ref: string): unknown };
}
const fastJsonStringify = createRequire(createRequire(import.meta.url).resolve('fastify'))('fast-json-stringify') as (
  schema: unknown,
  options: object,
) => DebugBuild;

const shared: Record<string, unknown> = {};
for (const { $id, schema } of apiSchemas.values()) shared[$id] = schema;
const schema = schemaRef('tenant-config.response');

/**
 * CPU ms to compile every branch validator of a fresh serialiser built with these ajv options, on
 * the schemas as written or on the serialiser's copies (server/http/serializer-schemas.ts).
 */
function compileCpuMs(ajv: object | undefined, copies = false): number {
  const built = copies
    ? fastJsonStringify(serializerSchema(schema, shared), {
        schema: serializerSchemas(reachableSchemas(schema, shared), shared),
        mode: 'debug',
        ajv,
      })
    : fastJsonStringify(schema, { schema: reachableSchemas(schema, shared), mode: 'debug', ajv });
  const refs = new Set([...built.code.matchAll(/getSchemaValidator\("([^"]+)"\)/g)].map((m) => m[1] ?? ''));
  const before = process.cpuUsage();
  for (const ref of refs) built.validator.getSchemaValidator(ref);
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1000;
}

const served = { inlineRefs: false, code: { optimize: false } };
const variants: Record<string, [object | undefined, boolean]> = {
  'ajv defaults, schemas as written (before 7c49577)': [undefined, false],
  'inlineRefs false, optimize off, as written (7c49577)': [served, false],
  'the serialiser copies, unions as type lists (now)': [served, true],
};
const figures = new Map<string, number[]>(Object.keys(variants).map((k) => [k, []]));
compileCpuMs(undefined); // warms the compiler's own code
for (let round = 0; round < ROUNDS; round += 1) {
  for (const [name, [options, copies]] of Object.entries(variants))
    figures.get(name)?.push(compileCpuMs(options, copies));
}
for (const [name, ms] of figures) {
  const sorted = [...ms].sort((a, b) => a - b);
  console.log(
    `${name}: median ${sorted[Math.floor(sorted.length / 2)]?.toFixed(0)} ms CPU (min ${sorted[0]?.toFixed(0)}, max ${sorted.at(-1)?.toFixed(0)})`,
  );
}
