/**
 * Turns ajv errors into messages an operator can act on: what is wrong, what is allowed, and what
 * the file actually says. Raw ajv output ("must match pattern "^[a-z0-9](?:...") is not that.
 */
import type { ErrorObject } from 'ajv';
import { CONTENT_LINK_PATTERN, CONTENT_LINK_RULE } from '../../src/lib/safe-link';
import { closestName } from './near-miss';
import type { PointedMessage } from './problems';
import { childSchemas, expandSchema, hasAnnotation, isSchemaNode, type SchemaNode } from './schema-walk';

export type SchemaProblem = PointedMessage;

/** Plain-English reading of the patterns the schemas use. Unknown patterns fall back to the regex itself. */
const patternRules: ReadonlyArray<{ pattern: string; explain: (value: string) => string }> = [
  {
    pattern: '^[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])?$',
    explain: (v) =>
      /^[a-z0-9-]*$/.test(v)
        ? `must match lower-case letters, digits and dashes, 1 to 40 characters, not starting or ending with a dash (got ${quote(v)})`
        : `must match lower-case letters, digits and dashes (got ${quote(v)})`,
  },
  { pattern: '^[a-z0-9-]+$', explain: (v) => `must match lower-case letters, digits and dashes (got ${quote(v)})` },
  { pattern: '^[A-Za-z0-9_-]+$', explain: (v) => `must match letters, digits, dashes and underscores (got ${quote(v)})` },
  { pattern: '^#[0-9a-fA-F]{6}$', explain: (v) => `must be a colour written as #rrggbb, for example #1f6f8b (got ${quote(v)})` },
  {
    pattern: '^[\\x21-\\x7e]{32}$',
    // The payload key is public, but echoing it is no help: its length and bad characters are.
    explain: (v) =>
      [...v].length !== 32
        ? `must be exactly 32 ASCII characters without spaces (got ${[...v].length} characters)`
        : 'must be exactly 32 ASCII characters without spaces (it contains a space or a non-ASCII character)',
  },
  {
    pattern: '^(https://\\S+|[A-Za-z0-9._-]+(/[A-Za-z0-9._-]+)*)$',
    explain: (v) =>
      `must be a file path inside the tenant's asset folder (letters, digits, dots, dashes and underscores, folders separated by /) or an https:// URL (got ${quote(v)})`,
  },
  { pattern: CONTENT_LINK_PATTERN, explain: (v) => `${CONTENT_LINK_RULE} (got ${quote(v)})` },
  { pattern: '^https?://[^\\s/\\\\]\\S*$', explain: (v) => `must be an http:// or https:// URL of a site, such as https://example.com (got ${quote(v)})` },
  {
    pattern: '^[A-Z][A-Z0-9_]*$',
    explain: (v) => `must be an environment variable name: capital letters, digits and underscores, starting with a letter (got ${quote(v)})`,
  },
  { pattern: '^[A-Z]{3}$', explain: (v) => `must be a three-letter ISO 4217 currency code in capitals, for example NZD (got ${quote(v)})` },
  { pattern: '^[0-9]+(\\.[0-9]+)*$', explain: (v) => `must be a version number such as 3.2.0 (got ${quote(v)})` },
  {
    pattern: '^(\\+[1-9][0-9]{6,14}|(?=[A-Za-z0-9 ]*[A-Za-z])[A-Za-z0-9 ]{1,11})$',
    explain: (v) =>
      `must be a phone number in E.164 form such as +15005550006, or a sender id of 1 to 11 letters, digits and spaces with at least one letter (got ${quote(v)})`,
  },
  { pattern: '^MG[0-9a-fA-F]{32}$', explain: (v) => `must be a Messaging Service SID: MG and 32 hex digits (got ${quote(v)})` },
  { pattern: '^[^|]+(\\|[^|]+)*$', explain: (v) => `must be options separated by "|", none of them empty (got ${quote(v)})` },
];

const formatNames: Readonly<Record<string, string>> = {
  email: 'an email address such as help@example.com',
  uri: 'a full URL such as https://example.com',
  'date-time': 'a date and time such as 2025-01-31T09:30:00Z',
  date: 'a date such as 2025-01-31',
};

const typeNames: Readonly<Record<string, string>> = {
  string: 'text (a string in quotes)',
  integer: 'a whole number',
  number: 'a number',
  boolean: 'true or false',
  object: 'an object { ... }',
  array: 'a list [ ... ]',
  null: 'null',
};

export function quote(v: unknown): string {
  const s = JSON.stringify(v) ?? String(v);
  return s.length > 60 ? `${s.slice(0, 57)}...` : s;
}

function describeValue(v: unknown): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'a list';
  if (typeof v === 'object') return 'an object';
  if (typeof v === 'string') return `text ${quote(v)}`;
  return `${typeof v} ${quote(v)}`;
}

function stripPeriod(s: string): string {
  return s.replace(/\.\s*$/, '');
}

/** Description of a property, looking through a bare $ref to the definition it points at. */
function propertyDescription(parentSchema: unknown, root: unknown, name: string): string | undefined {
  if (!isSchemaNode(parentSchema) || !isSchemaNode(parentSchema.properties)) return undefined;
  const prop = parentSchema.properties[name];
  if (!isSchemaNode(prop)) return undefined;
  if (typeof prop.description === 'string') return prop.description;
  if (typeof prop.$ref === 'string' && prop.$ref.startsWith('#/$defs/') && isSchemaNode(root) && isSchemaNode(root.$defs)) {
    const def = root.$defs[prop.$ref.slice('#/$defs/'.length)];
    if (isSchemaNode(def) && typeof def.description === 'string') return def.description;
  }
  return undefined;
}

function describeOne(e: ErrorObject, root: unknown): SchemaProblem {
  const pointer = e.instancePath;
  const value: unknown = e.data;
  const params = e.params as Record<string, unknown>;
  switch (e.keyword) {
    case 'required': {
      const name = String(params.missingProperty);
      const about = propertyDescription(e.parentSchema, root, name);
      return { pointer, message: `missing required property ${quote(name)}${about ? ` (${stripPeriod(about)})` : ''}` };
    }
    case 'additionalProperties': {
      const name = String(params.additionalProperty);
      const props = isSchemaNode(e.parentSchema) && isSchemaNode(e.parentSchema.properties) ? e.parentSchema.properties : {};
      const allowed = Object.keys(props).filter((k) => k !== '$schema');
      const guess = closestName(name, allowed);
      const hint = guess ? `, did you mean ${quote(guess)}?` : '';
      return { pointer, message: `unknown property ${quote(name)}${hint} (allowed: ${allowed.join(', ')})` };
    }
    case 'enum': {
      const options = (Array.isArray(params.allowedValues) ? params.allowedValues : []).map((o) => String(o));
      return { pointer, message: `must be one of ${options.join(', ')} (got ${quote(value)})` };
    }
    case 'const':
      return { pointer, message: `must be ${quote(params.allowedValue)} (got ${quote(value)})` };
    case 'type': {
      const types = String(params.type).split(',');
      const wanted = types.map((t) => typeNames[t] ?? t).join(' or ');
      return { pointer, message: `must be ${wanted} (got ${describeValue(value)})` };
    }
    case 'pattern': {
      const pattern = String(params.pattern);
      const rule = patternRules.find((r) => r.pattern === pattern);
      const text = typeof value === 'string' ? value : String(value);
      return { pointer, message: rule ? rule.explain(text) : `must match the pattern ${pattern} (got ${quote(value)})` };
    }
    case 'format': {
      const name = String(params.format);
      return { pointer, message: `must be ${formatNames[name] ?? `in the ${name} format`} (got ${quote(value)})` };
    }
    case 'minLength': {
      const limit = Number(params.limit);
      if (limit === 1) return { pointer, message: 'must not be empty' };
      return { pointer, message: `must be at least ${limit} characters long (got ${String(value).length})` };
    }
    case 'maxLength':
      return { pointer, message: `must be at most ${Number(params.limit)} characters long (got ${[...String(value)].length})` };
    case 'minimum':
    case 'exclusiveMinimum':
    case 'maximum':
    case 'exclusiveMaximum': {
      const words: Record<string, string> = {
        minimum: 'at least',
        exclusiveMinimum: 'more than',
        maximum: 'at most',
        exclusiveMaximum: 'less than',
      };
      return { pointer, message: `must be ${words[e.keyword]} ${Number(params.limit)} (got ${quote(value)})` };
    }
    case 'multipleOf':
      return { pointer, message: `must be a multiple of ${Number(params.multipleOf)} (got ${quote(value)})` };
    case 'minItems': {
      const limit = Number(params.limit);
      const count = Array.isArray(value) ? value.length : 0;
      return { pointer, message: limit === 1 ? 'must list at least one item' : `must list at least ${limit} items (got ${count})` };
    }
    case 'maxItems':
      return { pointer, message: `must list at most ${Number(params.limit)} items (got ${Array.isArray(value) ? value.length : 0})` };
    case 'uniqueItems': {
      const i = Number(params.i);
      const j = Number(params.j);
      const item = Array.isArray(value) ? value[i] : undefined;
      return { pointer, message: `lists ${quote(item)} more than once (items ${Math.min(i, j)} and ${Math.max(i, j)}); each item must be different` };
    }
    default:
      return { pointer, message: e.message ?? `fails the ${e.keyword} rule` };
  }
}

/**
 * Errors in document order, without repeats (allErrors can report the same thing twice through $ref).
 * `root` is the schema that was validated against; its $defs supply descriptions of bare $ref properties.
 */
/** Whether the value at `pointer` lies in a subtree the schema marks `x-secret` (e.g. /secrets/...). */
function isSecretPointer(root: SchemaNode, pointer: string): boolean {
  try {
    let schemas = expandSchema(root, root);
    for (const raw of pointer.split('/').slice(1)) {
      if (hasAnnotation(schemas, 'x-secret')) return true;
      const token = raw.replace(/~1/g, '/').replace(/~0/g, '~');
      schemas = childSchemas(root, schemas, /^\d+$/.test(token) ? Number(token) : token);
    }
    return hasAnnotation(schemas, 'x-secret');
  } catch {
    // A schema that refers to another file (the theme presets' sections) has no secrets of its own.
    return false;
  }
}

/**
 * A problem inside a secret subtree never quotes the value (it may be a real key pasted inline,
 * and problems go to the server log): it says what is wrong and, where a secret reference is
 * written wrong, how to write it instead. Other settings of the subtree (a provider's name, its
 * sender) are described like any value, without it.
 */
function secretProblem(e: ErrorObject, root: SchemaNode): SchemaProblem {
  const unquoted = describeOne({ ...e, data: undefined }, root).message.replace(/ \(got [^)]*\)$/, '');
  if (!e.schemaPath.startsWith(SECRET_REF_PATH)) return { pointer: e.instancePath, message: unquoted };
  const inline = typeof e.data === 'string' || typeof e.data === 'number';
  const message = inline
    ? 'holds a secret written inline (value not shown): write { "env": "NAME" } and set the environment variable NAME on the server to the secret'
    : `${unquoted}; a secret is written as { "env": "NAME" }`;
  return { pointer: e.instancePath, message };
}

/** Where ajv places the errors of a value checked against the secretRef definition. */
const SECRET_REF_PATH = '#/$defs/secretRef/';

/** The property names of an anyOf whose every branch only requires one property ("from or messagingServiceSid"), else null. */
function requiredAlternatives(e: ErrorObject): string[] | null {
  if (e.keyword !== 'anyOf' || !Array.isArray(e.schema)) return null;
  const names = (e.schema as unknown[]).map((branch) =>
    isSchemaNode(branch) && Array.isArray(branch.required) && branch.required.length === 1 ? String(branch.required[0]) : null,
  );
  return names.every((name) => name !== null) ? (names as string[]) : null;
}

export function describeSchemaErrors(errors: readonly ErrorObject[], root: SchemaNode): SchemaProblem[] {
  const out: SchemaProblem[] = [];
  const seen = new Set<string>();
  // When a value has the wrong type, its other complaints (enum, pattern) only repeat the point less clearly.
  const wrongType = new Set(errors.filter((e) => e.keyword === 'type').map((e) => e.instancePath));
  // "Give one of these properties" is said once, not as one missing property per alternative.
  const alternatives = errors.filter((e) => requiredAlternatives(e) !== null).map((e) => `${e.schemaPath}/`);
  for (const e of errors) {
    if (e.keyword !== 'type' && wrongType.has(e.instancePath)) continue;
    // 'must match "then" schema' only sums up the conditional rule's own complaint (e.g. payloadKey missing with aes).
    if (e.keyword === 'if') continue;
    if (alternatives.some((prefix) => e.schemaPath.startsWith(prefix))) continue;
    const names = requiredAlternatives(e);
    const p = names
      ? { pointer: e.instancePath, message: `needs one of the properties ${names.map(quote).join(' or ')}` }
      : isSecretPointer(root, e.instancePath)
        ? secretProblem(e, root)
        : describeOne(e, root);
    const key = `${p.pointer}\u0000${p.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(p);
  }
  return out;
}
