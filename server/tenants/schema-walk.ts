/**
 * Walks a JSON Schema alongside a value, so that rules which depend on schema annotations
 * (`x-secret`, the assetPath definition) follow the schema instead of a hand-kept list of paths.
 * A property added to the schema later is then handled without touching this code.
 */

export type SchemaNode = { readonly [keyword: string]: unknown };

/** A value paired with every schema node that applies to it (after $ref and combinators). */
export interface SchemaVisit {
  value: unknown;
  pointer: string;
  schemas: readonly SchemaNode[];
}

export function isSchemaNode(x: unknown): x is SchemaNode {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

export function escapePointerToken(token: string): string {
  // Almost every key has neither character; a walk over a thousand tenants escapes each key it meets.
  if (!token.includes('~') && !token.includes('/')) return token;
  return token.replace(/~/g, '~0').replace(/\//g, '~1');
}

function unescapePointerToken(token: string): string {
  return token.replace(/~1/g, '/').replace(/~0/g, '~');
}

/** Resolves a local reference such as `#/$defs/assetPath` inside `root`. */
export function resolveLocalRef(root: SchemaNode, ref: string): SchemaNode {
  if (!ref.startsWith('#')) {
    throw new Error(`schema walk supports local $ref only, got "${ref}"`);
  }
  let node: unknown = root;
  const fragment = ref.slice(1);
  for (const raw of fragment === '' ? [] : fragment.slice(1).split('/')) {
    const token = decodeURIComponent(unescapePointerToken(raw));
    node = isSchemaNode(node) ? node[token] : undefined;
  }
  if (!isSchemaNode(node)) throw new Error(`schema $ref "${ref}" does not point to a schema`);
  return node;
}

// Memos, per schema root: a tenant set's walk (1,000 tenant files) asks the same questions of
// the same schema nodes for every file. The lists handed out are shared: callers must not change them.
const expandedMemo = new WeakMap<SchemaNode, WeakMap<SchemaNode, SchemaNode[]>>();
const childrenMemo = new WeakMap<SchemaNode, WeakMap<readonly SchemaNode[], Map<string, SchemaNode[]>>>();
const patterns = new Map<string, RegExp>();

function patternOf(source: string): RegExp {
  let re = patterns.get(source);
  if (!re) {
    re = new RegExp(source, 'u');
    patterns.set(source, re);
  }
  return re;
}

function memoOf<K extends object, V>(outer: WeakMap<SchemaNode, WeakMap<K, V>>, root: SchemaNode): WeakMap<K, V> {
  let inner = outer.get(root);
  if (!inner) {
    inner = new WeakMap();
    outer.set(root, inner);
  }
  return inner;
}

/**
 * The node itself plus everything it pulls in through $ref, allOf, anyOf and oneOf.
 * anyOf/oneOf branches are all included: when in doubt a rule should see more schema, not less
 * (a secret marked in any branch is treated as secret). The list is shared (memoised): do not change it.
 */
export function expandSchema(root: SchemaNode, node: SchemaNode): SchemaNode[] {
  const memo = memoOf(expandedMemo, root);
  const known = memo.get(node);
  if (known) return known;
  const out: SchemaNode[] = [];
  const seen = new Set<SchemaNode>();
  const visit = (n: SchemaNode): void => {
    if (seen.has(n)) return;
    seen.add(n);
    out.push(n);
    // A $ref to another schema file (the tenant file's siteContent items $ref schemas/content) is
    // not followed: those documents hold no secrets and no assetPath (site-content-rules.ts checks
    // their images), so the walk sees them as values of an unannotated schema.
    if (typeof n.$ref === 'string' && n.$ref.startsWith('#')) visit(resolveLocalRef(root, n.$ref));
    for (const combinator of ['allOf', 'anyOf', 'oneOf'] as const) {
      const branches = n[combinator];
      if (Array.isArray(branches)) for (const b of branches) if (isSchemaNode(b)) visit(b);
    }
  };
  visit(node);
  memo.set(node, out);
  return out;
}

/**
 * Schemas (expanded) that apply to `key` of an object, or index `key` of an array, governed by
 * `parents`. The list is shared (memoised per `parents` list and key): do not change it.
 */
export function childSchemas(root: SchemaNode, parents: readonly SchemaNode[], key: string | number): SchemaNode[] {
  const byParents = memoOf(childrenMemo, root);
  let byKey = byParents.get(parents);
  if (!byKey) {
    byKey = new Map();
    byParents.set(parents, byKey);
  }
  const memoKey = typeof key === 'number' ? `#${key}` : `.${key}`;
  const known = byKey.get(memoKey);
  if (known) return known;
  const direct: SchemaNode[] = [];
  for (const p of parents) {
    if (typeof key === 'number') {
      const prefix = p.prefixItems;
      if (Array.isArray(prefix) && key < prefix.length && isSchemaNode(prefix[key])) direct.push(prefix[key]);
      else if (isSchemaNode(p.items)) direct.push(p.items);
      continue;
    }
    const props = p.properties;
    if (isSchemaNode(props) && Object.hasOwn(props, key) && isSchemaNode(props[key])) {
      direct.push(props[key]);
      continue;
    }
    const patternProperties = p.patternProperties;
    let matchedPattern = false;
    if (isSchemaNode(patternProperties)) {
      for (const [re, s] of Object.entries(patternProperties)) {
        if (isSchemaNode(s) && patternOf(re).test(key)) {
          direct.push(s);
          matchedPattern = true;
        }
      }
    }
    if (!matchedPattern && isSchemaNode(p.additionalProperties)) direct.push(p.additionalProperties);
  }
  const out = direct.flatMap((s) => expandSchema(root, s));
  byKey.set(memoKey, out);
  return out;
}

/** A question a walk asks of schema nodes (is this the assetPath definition? is it marked secret?). */
export type SchemaTest = (node: SchemaNode) => boolean;

const reachMemo = new WeakMap<SchemaNode, WeakMap<SchemaTest, WeakMap<readonly SchemaNode[], boolean>>>();

/** The schema nodes one node hands to its properties and items, as childSchemas finds them, before expansion. */
function childNodes(node: SchemaNode): SchemaNode[] {
  const out: SchemaNode[] = [];
  for (const keyword of ['properties', 'patternProperties'] as const) {
    const byName = node[keyword];
    if (isSchemaNode(byName)) for (const s of Object.values(byName)) if (isSchemaNode(s)) out.push(s);
  }
  if (isSchemaNode(node.additionalProperties)) out.push(node.additionalProperties);
  if (isSchemaNode(node.items)) out.push(node.items);
  if (Array.isArray(node.prefixItems)) for (const s of node.prefixItems) if (isSchemaNode(s)) out.push(s);
  return out;
}

/**
 * Whether `test` holds for one of `schemas` or for any schema a walk can reach below them. When it
 * does not, nothing under a value those schemas govern can be what the walk looks for, and it may
 * skip the subtree: a tenant's site content and most of its sites hold no asset path and no secret.
 * Memoised per (expanded, shared) schema list, so a thousand files ask each question once.
 */
export function mayHoldBelow(root: SchemaNode, schemas: readonly SchemaNode[], test: SchemaTest): boolean {
  const byTest = memoOf(reachMemo, root);
  let byList = byTest.get(test);
  if (!byList) {
    byList = new WeakMap();
    byTest.set(test, byList);
  }
  const known = byList.get(schemas);
  if (known !== undefined) return known;
  // A search of the schema graph from this list, not a recursion memoised per node: the tenant
  // schema's sections refer to themselves, and a node's answer found inside a cycle would be partial.
  const seen = new Set<SchemaNode>(schemas);
  const pending = [...schemas];
  let found = false;
  while (pending.length > 0 && !found) {
    const node = pending.pop() as SchemaNode;
    if (test(node)) found = true;
    for (const child of childNodes(node)) {
      for (const s of expandSchema(root, child)) {
        if (!seen.has(s)) {
          seen.add(s);
          pending.push(s);
        }
      }
    }
  }
  byList.set(schemas, found);
  return found;
}

export function hasAnnotation(schemas: readonly SchemaNode[], keyword: string): boolean {
  return schemas.some((s) => s[keyword] === true);
}

/**
 * Visits `value` and every value inside it, depth first, with the schemas that govern it.
 * Return false from `visit` to skip a subtree. With `only`, a value is visited only when some
 * schema at it or below it passes `only` (mayHoldBelow): give it when `visit` acts on nothing else.
 */
export function walkWithSchema(root: SchemaNode, value: unknown, visit: (v: SchemaVisit) => boolean | void, only?: SchemaTest): void {
  const step = (v: unknown, pointer: string, schemas: SchemaNode[]): void => {
    if (only && !mayHoldBelow(root, schemas, only)) return;
    if (visit({ value: v, pointer, schemas }) === false) return;
    if (Array.isArray(v)) {
      v.forEach((item, i) => step(item, `${pointer}/${i}`, childSchemas(root, schemas, i)));
    } else if (isSchemaNode(v)) {
      for (const [k, item] of Object.entries(v)) {
        step(item, `${pointer}/${escapePointerToken(k)}`, childSchemas(root, schemas, k));
      }
    }
  };
  step(value, '', expandSchema(root, root));
}
