import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import Ajv2020 from 'ajv/dist/2020';
import { describe, expect, it } from 'vitest';
import { tenantSchema, themeSchema } from './schema-validator';
import { isSchemaNode, resolveLocalRef, type SchemaNode } from './schema-walk';

/** Every subschema of `root` with its location, found by walking the keywords that hold schemas. */
function subschemas(root: SchemaNode): Array<{ at: string; node: SchemaNode }> {
  const out: Array<{ at: string; node: SchemaNode }> = [];
  const visit = (node: SchemaNode, at: string): void => {
    out.push({ at, node });
    for (const key of ['properties', '$defs', 'patternProperties'] as const) {
      const map = node[key];
      if (isSchemaNode(map)) for (const [k, v] of Object.entries(map)) if (isSchemaNode(v)) visit(v, `${at}/${key}/${k}`);
    }
    for (const key of ['items', 'additionalProperties', 'not', 'if', 'then', 'else'] as const) {
      if (isSchemaNode(node[key])) visit(node[key], `${at}/${key}`);
    }
    for (const key of ['allOf', 'anyOf', 'oneOf', 'prefixItems'] as const) {
      const list = node[key];
      if (Array.isArray(list)) list.forEach((v, i) => isSchemaNode(v) && visit(v, `${at}/${key}/${i}`));
    }
  };
  visit(root, '#');
  return out;
}

function describedAfterRef(root: SchemaNode, node: SchemaNode): boolean {
  if (typeof node.description === 'string' && node.description.trim() !== '') return true;
  if (typeof node.$ref === 'string' && node.$ref.startsWith('#')) return describedAfterRef(root, resolveLocalRef(root, node.$ref));
  return false;
}

function openObjects(schema: SchemaNode): string[] {
  return subschemas(schema)
    .filter(({ node }) => node.type === 'object' || isSchemaNode(node.properties))
    .filter(({ node }) => node.additionalProperties !== false)
    // An if/then/else branch (and an alternative inside one: "from or messagingServiceSid") only adds
    // conditions to the object it sits in (which is closed itself): closing it would refuse every other property.
    .filter(({ at }) => !/\/(if|then|else)(\/(anyOf|oneOf)\/\d+)?$/.test(at))
    .map(({ at }) => at);
}

function undescribedProperties(schema: SchemaNode): string[] {
  const out: string[] = [];
  for (const { at, node } of subschemas(schema)) {
    if (!isSchemaNode(node.properties)) continue;
    for (const [name, prop] of Object.entries(node.properties)) {
      // A $ref into another schema file (theme -> tenant) is described there and checked by its own run.
      if (isSchemaNode(prop) && typeof prop.$ref === 'string' && !prop.$ref.startsWith('#')) continue;
      if (!isSchemaNode(prop) || !describedAfterRef(schema, prop)) out.push(`${at}/properties/${name}`);
    }
  }
  return out;
}

describe('the structure checks themselves', () => {
  const sloppy: SchemaNode = {
    type: 'object',
    additionalProperties: false,
    properties: {
      ok: { description: 'fine', type: 'string' },
      viaRef: { $ref: '#/$defs/thing' },
      bare: { type: 'string' },
      nested: { description: 'an open object', type: 'object', properties: { x: { type: 'number' } } },
    },
    $defs: { thing: { description: 'a thing', type: 'object', additionalProperties: false, properties: {} } },
  };

  it('catch an open object and undescribed properties', () => {
    expect(openObjects(sloppy)).toEqual(['#/properties/nested']);
    expect(undescribedProperties(sloppy)).toEqual(['#/properties/bare', '#/properties/nested/properties/x']);
  });
});

describe.each([
  ['tenant.schema.json', tenantSchema],
  ['theme.schema.json', themeSchema],
])('%s structure', (_name, schema) => {
  it('closes every object with additionalProperties: false', () => {
    expect(openObjects(schema)).toEqual([]);
  });

  it('describes every property (directly, or through the definition it refers to)', () => {
    expect(undescribedProperties(schema)).toEqual([]);
  });

  it('describes the schema itself', () => {
    expect(typeof schema.description).toBe('string');
  });
});

describe('x-secret markers', () => {
  it('marks the secrets definition, which is what publicTenant relies on', () => {
    const defs = tenantSchema.$defs;
    expect(isSchemaNode(defs) && isSchemaNode(defs.secrets) && defs.secrets['x-secret']).toBe(true);
  });
});

describe('the JSON Schema meta-schema', () => {
  // The server's validator does not check its schemas at start (validateSchema: false): this does.
  const folder = path.resolve(import.meta.dirname, '../../schemas');
  const files = ['tenant.schema.json', 'theme.schema.json', 'catalogue.schema.json', ...readdirSync(path.join(folder, 'content')).map((f) => `content/${f}`)];
  const ajv = new Ajv2020({ strict: true });

  it.each(files)('accepts %s', (file) => {
    const schema = JSON.parse(readFileSync(path.join(folder, file), 'utf8')) as object;
    expect(ajv.validateSchema(schema), JSON.stringify(ajv.errors)).toBe(true);
  });

  it('refuses a broken schema (the check can fail)', () => {
    expect(ajv.validateSchema({ type: 'object', properties: { a: { type: 'strnig' } } })).toBe(false);
  });
});
