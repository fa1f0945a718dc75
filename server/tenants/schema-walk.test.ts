import { readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { readTenantDir } from './read';
import { catalogueWalkSchema, tenantSchema } from './schema-validator';
import { escapePointerToken, mayHoldBelow, walkWithSchema, expandSchema, type SchemaNode, type SchemaTest, type SchemaVisit } from './schema-walk';

const root = path.resolve(import.meta.dirname, '../..');
let demoTenants: unknown[] = [];

beforeAll(async () => {
  const reads = await readTenantDir(path.join(root, 'tenants'));
  demoTenants = reads.flatMap((r) => ('json' in r ? [r.json] : []));
});

function visits(schema: SchemaNode, value: unknown, only?: SchemaTest): SchemaVisit[] {
  const out: SchemaVisit[] = [];
  walkWithSchema(schema, value, (v) => void out.push(v), only);
  return out;
}

const isAssetPath: SchemaTest = (s) => s === (tenantSchema.$defs as Record<string, SchemaNode>).assetPath;
const isSecret: SchemaTest = (s) => s['x-secret'] === true;

describe('walkWithSchema with `only`', () => {
  it.each([
    ['assetPath', isAssetPath],
    ['x-secret', isSecret],
  ])('skips only subtrees where no %s schema can apply (every demo tenant)', (_name, test) => {
    expect(demoTenants.length).toBeGreaterThanOrEqual(3);
    for (const tenant of demoTenants) {
      const all = visits(tenantSchema, tenant).filter((v) => v.schemas.some(test));
      const pruned = visits(tenantSchema, tenant, test);
      expect(all.length).toBeGreaterThan(0);
      // Every value such a schema governs is still visited, with the same schemas.
      expect(pruned.filter((v) => v.schemas.some(test))).toEqual(all);
      // And the walk is shorter: site content and most of the sites are skipped.
      expect(pruned.length).toBeLessThan(visits(tenantSchema, tenant).length);
    }
  });

  it('finds a node reachable only through a schema that refers to itself', () => {
    const schema: SchemaNode = {
      $defs: {
        section: {
          type: 'object',
          properties: { children: { type: 'array', items: { $ref: '#/$defs/section' } }, image: { $ref: '#/$defs/image' } },
        },
        image: { type: 'string', 'x-mark': true },
      },
      type: 'object',
      properties: { plain: { type: 'object', properties: { text: { type: 'string' } } }, page: { $ref: '#/$defs/section' } },
    };
    const marked: SchemaTest = (s) => s['x-mark'] === true;
    const top = expandSchema(schema, schema);
    expect(mayHoldBelow(schema, top, marked)).toBe(true);
    const doc = { plain: { text: 'a' }, page: { children: [{ children: [{ image: 'deep.png' }] }] } };
    const found = visits(schema, doc, marked).filter((v) => v.schemas.some(marked));
    expect(found.map((v) => [v.pointer, v.value])).toEqual([['/page/children/0/children/0/image', 'deep.png']]);
    // The plain branch, where nothing is marked, is not walked.
    expect(visits(schema, doc, marked).some((v) => v.pointer.startsWith('/plain'))).toBe(false);
  });

  it("walks a catalogue to every image (the demo shop's)", () => {
    const catalogue: unknown = JSON.parse(readFileSync(path.join(root, 'tenants/harbourpark/catalogue/harbour-wharf.json'), 'utf8'));
    const all = visits(catalogueWalkSchema, catalogue).filter((v) => v.schemas.some(isAssetPath));
    expect(all.length).toBeGreaterThan(3);
    expect(visits(catalogueWalkSchema, catalogue, isAssetPath).filter((v) => v.schemas.some(isAssetPath))).toEqual(all);
  });
});

describe('escapePointerToken', () => {
  it('escapes ~ and / as RFC 6901 says, and leaves other keys as they are', () => {
    fc.assert(
      fc.property(fc.string(), (key) => {
        const escaped = escapePointerToken(key);
        expect(escaped).toBe(key.replace(/~/g, '~0').replace(/\//g, '~1'));
        expect(escaped.replace(/~1/g, '/').replace(/~0/g, '~')).toBe(key);
      }),
    );
  });
});
