/**
 * The public part of a schema, derived rather than written twice: every object property whose
 * schema is marked `x-secret` (directly or through a local `$ref`) is removed, with its `required`
 * entry. Definitions that hold no secret are referenced from the source file, so their generated
 * types are shared (one `Branding`, not two); a definition that does hold one gets a public copy
 * here, titled `Public<Title>`. The server strips the same subtrees from the values it serves
 * (server/tenants/public-tenant.ts), so the type of what it serves is this schema's.
 */
type SchemaObject = Record<string, unknown>;

const SECRET = 'x-secret';

const isObject = (value: unknown): value is SchemaObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export interface PublicSchemaOptions {
  /** File name of the source schema, relative to the derived one (e.g. tenant.schema.json). */
  sourceFile: string;
  $id: string;
  title: string;
  description: string;
  $comment: string;
}

function definitionOf(root: SchemaObject, ref: unknown): { name: string; schema: SchemaObject } | null {
  if (typeof ref !== 'string' || !ref.startsWith('#/$defs/')) return null;
  const name = ref.slice('#/$defs/'.length);
  const defs = root.$defs;
  const schema = isObject(defs) ? defs[name] : undefined;
  if (!isObject(schema) || name.includes('/')) throw new Error(`public schema: cannot follow $ref ${ref}`);
  return { name, schema };
}

/** The schema is marked secret itself or through the local $ref chain it starts. */
function isSecret(root: SchemaObject, schema: unknown, seen = new Set<string>()): boolean {
  if (!isObject(schema)) return false;
  if (schema[SECRET] === true) return true;
  const def = definitionOf(root, schema.$ref);
  if (!def || seen.has(def.name)) return false;
  return isSecret(root, def.schema, seen.add(def.name));
}

/** Some node below (following local $refs) is marked secret. */
function containsSecret(root: SchemaObject, node: unknown, seen = new Set<string>()): boolean {
  if (Array.isArray(node)) return node.some((item) => containsSecret(root, item, seen));
  if (!isObject(node)) return false;
  if (node[SECRET] === true) return true;
  const def = definitionOf(root, node.$ref);
  if (def && !seen.has(def.name) && containsSecret(root, def.schema, seen.add(def.name))) return true;
  return Object.entries(node).some(([key, value]) => key !== '$ref' && containsSecret(root, value, seen));
}

export function derivePublicSchema(source: SchemaObject, options: PublicSchemaOptions): SchemaObject {
  const publicDefs: Record<string, SchemaObject> = {};

  const rewrite = (node: unknown, pointer: string): unknown => {
    if (Array.isArray(node)) return node.map((item, i) => rewrite(item, `${pointer}/${i}`));
    if (!isObject(node)) return node;
    if (node[SECRET] === true)
      throw new Error(
        `public schema: ${pointer} is marked ${SECRET} but is not an object property; only properties can be left out`,
      );
    const properties = isObject(node.properties) ? node.properties : {};
    const secretNames = Object.keys(properties).filter((name) => isSecret(source, properties[name]));
    const out: SchemaObject = {};
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref') {
        out.$ref = publicRef(value, pointer);
      } else if (key === 'properties' && isObject(value)) {
        const kept = Object.entries(value).filter(([name]) => !secretNames.includes(name));
        out.properties = Object.fromEntries(
          kept.map(([name, schema]) => [name, rewrite(schema, `${pointer}/properties/${name}`)]),
        );
      } else if (key === 'required' && Array.isArray(value)) {
        out.required = value.filter((name) => !secretNames.includes(name as string));
      } else {
        out[key] = rewrite(value, `${pointer}/${key}`);
      }
    }
    return out;
  };

  const publicRef = (ref: unknown, pointer: string): unknown => {
    const def = definitionOf(source, ref);
    if (!def) {
      if (typeof ref === 'string' && ref.startsWith('#'))
        throw new Error(`public schema: cannot follow $ref ${ref} at ${pointer}`);
      return ref;
    }
    if (!containsSecret(source, def.schema)) return `${options.sourceFile}#/$defs/${def.name}`;
    if (!(def.name in publicDefs)) {
      publicDefs[def.name] = {};
      const copy = rewrite(def.schema, `#/$defs/${def.name}`) as SchemaObject;
      publicDefs[def.name] =
        typeof def.schema.title === 'string' ? { ...copy, title: `Public${def.schema.title}` } : copy;
    }
    return `#/$defs/${def.name}`;
  };

  const {
    $schema,
    $id: _id,
    title: _title,
    description: _description,
    $comment: _comment,
    $defs: _defs,
    ...body
  } = source;
  const derived: SchemaObject = {
    ...($schema === undefined ? {} : { $schema }),
    $id: options.$id,
    $comment: options.$comment,
    title: options.title,
    description: options.description,
    ...(rewrite(body, '#') as SchemaObject),
  };
  if (Object.keys(publicDefs).length > 0) derived.$defs = publicDefs;
  return derived;
}
