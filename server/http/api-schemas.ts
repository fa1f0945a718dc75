/**
 * The JSON Schemas of the API (schemas/api/*.json, plus the tenant, public tenant and theme schemas
 * the tenant config answer refers to), loaded once at start. Fastify gets them for serialisation and the
 * OpenAPI document; the request validator compiles them once with its own ajv (request-validator.ts).
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { SCHEMAS_DIR } from '../config/project-paths';

export interface LoadedSchema {
  /** File name without .json, e.g. "spot-config.request". */
  name: string;
  $id: string;
  schema: Record<string, unknown>;
}

/**
 * Files refer to each other by relative path (../tenant.schema.json) so json2ts and editors can
 * follow them; fast-json-stringify only resolves absolute ids, so refs are made absolute here.
 */
function absoluteRefs(node: unknown, base: string): unknown {
  if (Array.isArray(node)) return node.map((item) => absoluteRefs(item, base));
  if (typeof node !== 'object' || node === null) return node;
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) => [
      key,
      key === '$ref' && typeof value === 'string' && !value.startsWith('#')
        ? new URL(value, base).href
        : absoluteRefs(value, base),
    ]),
  );
}

function load(file: string, name: string): LoadedSchema {
  const raw = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  const $id = raw.$id;
  if (typeof $id !== 'string') throw new Error(`${file} has no $id`);
  return { name, $id, schema: absoluteRefs(raw, $id) as Record<string, unknown> };
}

function loadAll(): Map<string, LoadedSchema> {
  const all = new Map<string, LoadedSchema>();
  for (const name of ['tenant.schema', 'public-tenant.schema', 'theme.schema', 'catalogue.schema'])
    all.set(name, load(path.join(SCHEMAS_DIR, `${name}.json`), name));
  const apiDir = path.join(SCHEMAS_DIR, 'api');
  for (const file of readdirSync(apiDir)
    .filter((f) => f.endsWith('.json'))
    .sort()) {
    const name = file.replace(/\.json$/, '');
    all.set(name, load(path.join(apiDir, file), name));
  }
  // The content types: the tenant file's siteContent (and so the served public tenant) $refs them.
  const contentDir = path.join(SCHEMAS_DIR, 'content');
  for (const file of readdirSync(contentDir)
    .filter((f) => f.endsWith('.json'))
    .sort()) {
    const name = `content/${file.replace(/\.json$/, '')}`;
    all.set(name, load(path.join(contentDir, file), name));
  }
  return all;
}

export const apiSchemas: ReadonlyMap<string, LoadedSchema> = loadAll();

/** A `$ref` to a loaded schema by file name; throws at start when the file does not exist. */
export function schemaRef(name: string): { $ref: string } {
  const loaded = apiSchemas.get(name);
  if (!loaded) throw new Error(`No schema ${name}.json in schemas/api`);
  return { $ref: loaded.$id };
}
