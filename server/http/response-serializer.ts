/**
 * Fastify's own response serialiser (fast-json-stringify, through the factory Fastify itself uses),
 * given only the shared schemas a route's answer refers to instead of all of them.
 *
 * Why: fast-json-stringify checks every shared schema it is handed (depth walks and a meta-schema
 * validation) each time it builds one route's serialiser, so with ~200 shared schemas and ~300
 * answers the start spent 2.7 s of CPU re-checking the same schemas (docs/architecture.md#fast-start).
 * Handing each route the schemas its answer reaches ($ref by $ref) builds the same serialiser.
 */
import { createRequire } from 'node:module';
import type { FastifyServerOptions } from 'fastify';
import { deferred } from './deferred-compile';
import { serializerSchema, serializerSchemas } from './serializer-schemas';

type Serializer = (doc: unknown) => string;
interface RouteDefinition {
  method: string;
  url: string;
  httpStatus: string;
  schema?: unknown;
}
type SerializerFactory = (externalSchemas?: unknown, options?: object) => (route: RouteDefinition) => Serializer;

// Resolved from Fastify's own folder: the very compiler Fastify would use by default.
const fastifyRequire = createRequire(createRequire(import.meta.url).resolve('fastify'));
const { SerializerSelector } = fastifyRequire('@fastify/fast-json-stringify-compiler') as {
  SerializerSelector: () => SerializerFactory;
};

/** The ids of the schemas `node` refers to (fragment dropped); local refs (#/...) are not ids. */
function refIds(node: unknown, out: Set<string>): Set<string> {
  if (Array.isArray(node)) {
    for (const item of node) refIds(item, out);
  } else if (typeof node === 'object' && node !== null) {
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string') {
        const id = value.split('#')[0] ?? '';
        if (id !== '') out.add(id);
      } else refIds(value, out);
    }
  }
  return out;
}

/** `schema`'s shared schemas, followed from schema to schema. */
export function reachableSchemas(schema: unknown, shared: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const pending = [...refIds(schema, new Set())];
  while (pending.length > 0) {
    const id = pending.pop() ?? '';
    if (id in out || !(id in shared)) continue;
    out[id] = shared[id];
    pending.push(...refIds(shared[id], new Set()));
  }
  return out;
}

/**
 * The unions of our answers reach the serialiser as `type` lists (serializer-schemas.ts), so it
 * compiles no validator for them. The one union left (svc/order's answer: a parking or a shop
 * order) is picked with ajv, which fast-json-stringify compiles at the first answer needing it;
 * without inlined refs and the code optimiser ajv compiles in about half the time, and a validator
 * that only picks a branch is not worth the slower compile (docs/architecture.md#fast-start).
 */
function withBranchValidators(options: object | undefined): object {
  const own = (options ?? {}) as { ajv?: object };
  return { ...own, ajv: { inlineRefs: false, code: { optimize: false }, ...own.ajv } };
}

/** For Fastify's `schemaController.compilersFactory.buildSerializer`. */
export const buildSerializer: SerializerFactory = (externalSchemas, options) => {
  const shared = (typeof externalSchemas === 'object' && externalSchemas !== null ? externalSchemas : {}) as Record<
    string,
    unknown
  >;
  // Built on first use or by the warm-up after the start (deferred-compile.ts).
  return (route) => {
    const serializer = deferred(() =>
      SerializerSelector()(
        serializerSchemas(reachableSchemas(route.schema, shared), shared),
        withBranchValidators(options),
      )({ ...route, schema: serializerSchema(route.schema) }),
    );
    return (doc) => serializer()(doc);
  };
};

export const serializerSchemaController: FastifyServerOptions['schemaController'] = {
  compilersFactory: { buildSerializer },
};
