import { createRequire } from 'node:module';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apiSchemas, schemaRef } from './api-schemas';
import { reachableSchemas } from './response-serializer';
import { serializerSchema, serializerSchemas } from './serializer-schemas';

const fastJsonStringify = createRequire(createRequire(import.meta.url).resolve('fastify'))('fast-json-stringify') as (
  schema: unknown,
  options: object,
) => ((doc: unknown) => string) & { code?: string };

const shared: Record<string, unknown> = {};
for (const { $id, schema } of apiSchemas.values()) shared[$id] = schema;

const perLanguage = {
  type: 'object',
  additionalProperties: false,
  minProperties: 1,
  properties: { 'en-gb': { type: 'string', minLength: 1 }, 'zh-hans': { type: 'string' } },
};
const textUnion = { title: 'Text', anyOf: [{ type: 'string', maxLength: 40 }, perLanguage] };

describe('serializerSchema', () => {
  it('turns a union of differently typed branches into a type list, keeping the object shape', () => {
    expect(serializerSchema(textUnion)).toEqual({
      title: 'Text',
      type: ['string', 'object'],
      additionalProperties: false,
      properties: perLanguage.properties,
    });
    expect(serializerSchema({ oneOf: [{ type: 'null' }, { type: 'number' }] })).toEqual({ type: ['null', 'number'] });
    expect(serializerSchema({ anyOf: [{ type: 'string' }, { type: 'number' }, { type: 'boolean' }] })).toEqual({
      type: ['string', 'number', 'boolean'],
    });
  });

  it('takes in a referenced branch that refers to nothing further, from the file the ref is in', () => {
    const files = {
      'https://x.test/a.json': { $defs: { text: textUnion } },
      'https://x.test/api/b.json': {
        type: 'object',
        properties: { name: { anyOf: [{ $ref: '../a.json#/$defs/text' }, { type: 'null' }] } },
      },
    };
    const out = serializerSchemas(files) as Record<string, { properties: { name: unknown } }>;
    expect(out['https://x.test/api/b.json']?.properties.name).toEqual({
      type: ['string', 'object', 'null'],
      additionalProperties: false,
      properties: perLanguage.properties,
    });
  });

  it('leaves a union that only a validator can tell apart', () => {
    const twoObjects = {
      anyOf: [
        { type: 'object', properties: { a: { type: 'string' } } },
        { type: 'object', properties: { b: { type: 'string' } } },
      ],
    };
    const withConst = { anyOf: [{ type: 'string', const: 'x' }, { type: 'number' }] };
    const numberOrInteger = { anyOf: [{ type: 'number' }, { type: 'integer' }] };
    const untyped = { anyOf: [{ minLength: 2 }, { type: 'number' }] };
    const refGoingFurther = { anyOf: [{ $ref: 'https://x.test/c.json' }, { type: 'null' }] };
    for (const union of [twoObjects, withConst, numberOrInteger, untyped])
      expect(serializerSchema(union)).toEqual(union);
    expect(
      serializerSchemas({
        'https://x.test/c.json': { type: 'object', properties: { d: { $ref: '#/$defs/d' } } },
        'https://x.test/e.json': refGoingFurther,
      })['https://x.test/e.json'],
    ).toEqual(refGoingFurther);
  });

  it('drops an if/then that only makes a declared property required, and keeps one that adds a shape', () => {
    const base = {
      type: 'object',
      required: ['mode'],
      properties: { mode: { type: 'string' }, key: { type: 'string' } },
    };
    const requiring = {
      ...base,
      if: { properties: { mode: { const: 'aes' } } },
      then: { type: 'object', properties: { key: { description: 'Needed with aes.' } }, required: ['key'] },
    };
    expect(serializerSchema(requiring)).toEqual(base);
    const shaping = {
      ...base,
      if: { properties: { mode: { const: 'aes' } } },
      then: { properties: { extra: { type: 'number' } } },
    };
    expect(serializerSchema(shaping)).toEqual(shaping);
  });

  it('leaves the schema it is given as it was', () => {
    const before = JSON.stringify(textUnion);
    serializerSchema(textUnion);
    expect(JSON.stringify(textUnion)).toBe(before);
  });
});

describe('the serialiser on the rewritten schemas', () => {
  const build = (schema: unknown, rewritten: boolean) =>
    rewritten
      ? fastJsonStringify(serializerSchema(schema, shared), {
          schema: serializerSchemas(reachableSchemas(schema, shared), shared),
        })
      : fastJsonStringify(schema, { schema: reachableSchemas(schema, shared) });

  it('writes what the union writes, for any text or per-language text', () => {
    const schema = {
      type: 'object',
      properties: {
        name: { $ref: 'https://kerbside.dev/schemas/tenant.schema.json#/$defs/tenantText' },
        booked: { $ref: 'https://kerbside.dev/schemas/api/parking-booking.json#/properties/offerNames' },
      },
    };
    const [before, after] = [build(schema, false), build(schema, true)];
    const text = fc.oneof(
      fc.string(),
      fc.record(
        { 'en-gb': fc.string({ minLength: 1 }), 'zh-hans': fc.string({ minLength: 1 }) },
        { requiredKeys: ['en-gb'] },
      ),
    );
    fc.assert(
      fc.property(fc.record({ name: text, booked: fc.option(text) }), (doc) => {
        expect(after(doc)).toBe(before(doc));
        expect(JSON.parse(after(doc))).toEqual(doc);
      }),
    );
  });

  it('needs no validator for any answer but svc/order (parking or shop, two objects)', () => {
    const branchRefs = new Set<string>();
    for (const { $id } of apiSchemas.values()) {
      if (!$id.endsWith('.response.json')) continue;
      const schema = schemaRef($id.replace(/^.*\/api\//, '').replace(/\.json$/, ''));
      const built = fastJsonStringify(serializerSchema(schema, shared), {
        schema: serializerSchemas(reachableSchemas(schema, shared), shared),
        mode: 'debug',
      });
      for (const match of String(built.code ?? built).matchAll(/getSchemaValidator\("([^"]+)"\)/g))
        branchRefs.add(match[1] ?? '');
    }
    expect([...branchRefs].sort()).toEqual([
      'https://kerbside.dev/schemas/api/parking-order.response.json#',
      'https://kerbside.dev/schemas/api/shop-order.response.json#',
    ]);
  });
});

describe('serializerSchema, schema positions only', () => {
  it('leaves a property named like a keyword, and values (const, default) that look like schemas', () => {
    const schema = {
      type: 'object',
      properties: { if: { type: 'string' }, anyOf: { type: 'number' } },
      default: { anyOf: [{ type: 'string' }, { type: 'number' }] },
    };
    expect(serializerSchema(schema)).toEqual(schema);
    const nested = { type: 'object', properties: { name: { anyOf: [{ type: 'string' }, { type: 'null' }] } } };
    expect(serializerSchema(nested)).toEqual({ type: 'object', properties: { name: { type: ['string', 'null'] } } });
  });
});
