/**
 * The schemas the answer serialiser (fast-json-stringify) is handed, with the unions it would pick
 * a branch of by running ajv rewritten into forms it picks by `typeof`.
 *
 * Why: for an `anyOf` or an `if`, fast-json-stringify compiles ajv validators at the first answer
 * that reaches one, and ajv compiles the whole schema file the branch lives in: the first
 * /tenant-config answer compiled all of tenant.schema.json in one piece of 90-170 ms of CPU that no
 * slicing could split (bench:tenants' reload stall; docs/architecture.md#fast-start). The unions
 * in our answers only tell a string from an object or a number (tenantText, a payment method's
 * name, a map coordinate, a configuration value), which a `type` list says as well: the serialiser
 * then checks `typeof` and writes the branch of that type, with no validator at all. An `if`/`then`
 * that only makes a property required (the tenant's apiConfig) changes nothing in what is written,
 * so the serialiser's copy leaves it out. Requests are still validated against the schemas as
 * written (server/http/request-validator.ts); only the serialiser sees these copies.
 */

type Schema = Record<string, unknown>;

/** Keywords that describe and never change what is written. */
const ANNOTATIONS = new Set([
  'title',
  'description',
  '$comment',
  'examples',
  'default',
  'deprecated',
  'readOnly',
  'writeOnly',
]);
/** Keywords that only constrain a value the serialiser writes as it is. */
const VALUE_CONSTRAINTS = new Set([
  'minLength',
  'maxLength',
  'pattern',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'minProperties',
  'maxProperties',
]);
/** Keywords that shape how a value of the type is written, which the type's branch keeps. */
const SHAPE_OF_TYPE: Readonly<Record<string, ReadonlySet<string>>> = {
  object: new Set(['properties', 'additionalProperties', 'patternProperties', 'required']),
  array: new Set(['items']),
};

function isSchema(value: unknown): value is Schema {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const TYPE_OF_BRANCH = new Set(['string', 'number', 'integer', 'boolean', 'object', 'array', 'null']);

/**
 * `anyOf` branches as one schema with a `type` list, when each branch has its own single type and
 * no keyword but its type's shape, value constraints and annotations (a `const`, `enum` or
 * `format` would apply to every type of the list, so such a union is left as it is); null otherwise.
 */
function asTypeList(branches: unknown[]): Schema | null {
  const merged: Schema = {};
  const types: string[] = [];
  for (const branch of branches) {
    if (!isSchema(branch)) return null;
    // A branch may itself be a type list (a union rewritten before).
    const own =
      typeof branch.type === 'string' ? [branch.type] : Array.isArray(branch.type) ? (branch.type as unknown[]) : [];
    if (own.length === 0) return null;
    for (const type of own) {
      if (typeof type !== 'string' || !TYPE_OF_BRANCH.has(type) || types.includes(type)) return null;
      // integer and number overlap: which one a value is needs more than typeof.
      if ((type === 'integer' && types.includes('number')) || (type === 'number' && types.includes('integer')))
        return null;
      types.push(type);
    }
    for (const [key, value] of Object.entries(branch)) {
      if (key === 'type' || ANNOTATIONS.has(key) || VALUE_CONSTRAINTS.has(key)) continue;
      if (!own.some((type) => SHAPE_OF_TYPE[type as string]?.has(key)) || key in merged) return null;
      merged[key] = value;
    }
  }
  return { ...merged, type: types };
}

/** Whether a `then`/`else` only asserts (required, annotations) what the schema already declares. */
function onlyAsserts(branch: unknown, properties: Schema): boolean {
  if (branch === undefined) return true;
  if (!isSchema(branch)) return false;
  return Object.entries(branch).every(([key, value]) => {
    if (key === 'type') return value === 'object';
    if (key === 'required' || ANNOTATIONS.has(key)) return true;
    if (key !== 'properties' || !isSchema(value)) return false;
    return Object.entries(value).every(
      ([name, property]) =>
        name in properties && isSchema(property) && Object.keys(property).every((k) => ANNOTATIONS.has(k)),
    );
  });
}

/** Where a `$ref` leads, from the schema file `base`; undefined when it is not among `shared`. */
function resolveRef(ref: string, base: string | undefined, shared: Readonly<Record<string, unknown>>): unknown {
  if (base === undefined && !/^[a-z]+:/i.test(ref)) return undefined;
  const url = new URL(ref, base);
  const pointer = decodeURIComponent(url.hash.slice(1));
  url.hash = '';
  let target: unknown = shared[url.href];
  for (const token of pointer.split('/').slice(1)) {
    if (!isSchema(target)) return undefined;
    target = target[token.replace(/~1/g, '/').replace(/~0/g, '~')];
  }
  return target;
}

function hasRef(node: unknown): boolean {
  if (Array.isArray(node)) return node.some(hasRef);
  return isSchema(node) && Object.entries(node).some(([key, value]) => key === '$ref' || hasRef(value));
}

interface Context {
  /** The $id of the schema file being rewritten: what its relative `$ref`s start from. */
  base: string | undefined;
  shared: Readonly<Record<string, unknown>>;
}

/**
 * A union's branch as the type list may take it in: a `$ref` to a schema that refers to nothing
 * further is taken in as that schema (its own refs would not resolve from here), rewritten.
 */
function inlined(branch: unknown, context: Context): unknown {
  if (
    !isSchema(branch) ||
    typeof branch.$ref !== 'string' ||
    !Object.keys(branch).every((key) => key === '$ref' || ANNOTATIONS.has(key))
  )
    return branch;
  const target = resolveRef(branch.$ref, context.base, context.shared);
  return target === undefined || hasRef(target) ? branch : rewrite(target, context);
}

/** Keywords whose value is a schema or a list of schemas; a map of schemas. Others (const, enum, default) are values. */
const SUBSCHEMA = new Set([
  'items',
  'prefixItems',
  'additionalProperties',
  'not',
  'if',
  'then',
  'else',
  'contains',
  'propertyNames',
  'anyOf',
  'oneOf',
  'allOf',
]);
const SUBSCHEMA_MAP = new Set(['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas']);

function rewrite(node: unknown, context: Context): unknown {
  if (!isSchema(node)) return node;
  const sub = (value: unknown) =>
    Array.isArray(value) ? value.map((item) => rewrite(item, context)) : rewrite(value, context);
  let out: Schema = {};
  for (const [key, value] of Object.entries(node)) {
    if (SUBSCHEMA.has(key)) out[key] = sub(value);
    else if (SUBSCHEMA_MAP.has(key) && isSchema(value))
      out[key] = Object.fromEntries(Object.entries(value).map(([name, schema]) => [name, rewrite(schema, context)]));
    else out[key] = value;
  }
  // Branches of different types: anyOf and oneOf mean the same.
  for (const union of ['anyOf', 'oneOf'] as const) {
    const branches = out[union];
    if (!Array.isArray(branches) || out.type !== undefined) continue;
    const typed = asTypeList(branches.map((branch) => inlined(branch, context)));
    if (typed) {
      const { [union]: _union, ...rest } = out;
      out = { ...rest, ...typed };
    }
  }
  if (
    out.if !== undefined &&
    isSchema(out.properties) &&
    onlyAsserts(out.then, out.properties) &&
    onlyAsserts(out.else, out.properties)
  ) {
    const { if: _if, then: _then, else: _else, ...rest } = out;
    out = rest;
  }
  return out;
}

const rewritten = new WeakMap<object, unknown>();

/**
 * `schema` as the serialiser is handed it, the schema file `base` (its $id) being where its
 * relative refs start; the same object in, the same copy out.
 */
export function serializerSchema(
  schema: unknown,
  shared: Readonly<Record<string, unknown>> = {},
  base?: string,
): unknown {
  if (!isSchema(schema)) return schema;
  let copy = rewritten.get(schema);
  if (copy === undefined) {
    copy = rewrite(schema, { base, shared });
    rewritten.set(schema, copy);
  }
  return copy;
}

/** Every schema of a map of shared schemas (by $id), as the serialiser is handed them. */
export function serializerSchemas(
  shared: Readonly<Record<string, unknown>>,
  all: Readonly<Record<string, unknown>> = shared,
): Record<string, unknown> {
  return Object.fromEntries(Object.entries(shared).map(([id, schema]) => [id, serializerSchema(schema, all, id)]));
}
