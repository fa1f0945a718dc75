import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Tenant } from '../../src/generated/tenant';
import { publicTenant, stripSecrets } from './public-tenant';
import { readTenantDir } from './read';
import { tenantSchema } from './schema-validator';
import type { SchemaNode } from './schema-walk';

const root = path.resolve(import.meta.dirname, '../..');

let demoTenants: Tenant[] = [];

beforeAll(async () => {
  const reads = await readTenantDir(path.join(root, 'tenants'));
  // The demo files are known to be valid (validate.test.ts checks that); here only their shape matters.
  demoTenants = reads.flatMap((r) => ('json' in r ? [r.json as Tenant] : []));
});

describe('publicTenant', () => {
  it('has demo tenants with secrets to strip', () => {
    expect(demoTenants.length).toBeGreaterThanOrEqual(3);
    expect(demoTenants.every((t) => t.secrets !== undefined)).toBe(true);
  });

  it('drops secrets and keeps every other property, deeply', () => {
    for (const t of demoTenants) {
      const pub = publicTenant(t);
      expect(pub).not.toHaveProperty('secrets');
      const { secrets: _secrets, ...rest } = t;
      expect(pub).toEqual(rest);
    }
  });

  it('leaks no secret reference into the JSON served to the browser', () => {
    for (const t of demoTenants) {
      const served = JSON.stringify(publicTenant(t));
      for (const ref of Object.values(t.secrets ?? {})) expect(served).not.toContain(ref.env);
    }
  });

  it('serves what public-tenant.schema.json (its type, PublicTenant) describes, and a tenant with secrets is not that', () => {
    const ajv = new Ajv2020({ strict: true });
    addFormats(ajv);
    ajv.addKeyword({ keyword: 'x-secret', schemaType: 'boolean' });
    const schemaOf = (file: string) => JSON.parse(readFileSync(path.join(root, 'schemas', file), 'utf8')) as object;
    ajv.addSchema(schemaOf('tenant.schema.json'));
    // The starting content (siteContent) $refs the content types.
    ajv.addKeyword({ keyword: 'x-editor', schemaType: 'string' });
    for (const file of readdirSync(path.join(root, 'schemas/content'))) ajv.addSchema(schemaOf(`content/${file}`));
    const validate = ajv.compile(schemaOf('public-tenant.schema.json'));
    for (const t of demoTenants) {
      expect(validate(publicTenant(t)), JSON.stringify(validate.errors)).toBe(true);
      expect(validate(t)).toBe(false);
    }
  });

  it('returns a copy and leaves the tenant untouched', () => {
    const t = demoTenants[0];
    const before = JSON.stringify(t);
    const pub = publicTenant(t);
    expect(JSON.stringify(t)).toBe(before);
    expect(pub.sites).not.toBe(t.sites);
  });
});

describe('stripSecrets follows the schema, not a list of names', () => {
  it('drops a property newly marked x-secret in the tenant schema without code changes', () => {
    const schema = structuredClone(tenantSchema) as { $defs: { apiConfig: { properties: { payloadKey: Record<string, unknown> } } } };
    schema.$defs.apiConfig.properties.payloadKey['x-secret'] = true;
    for (const t of demoTenants) {
      const pub = stripSecrets(schema as unknown as SchemaNode, t) as Tenant;
      expect(pub.api).not.toHaveProperty('payloadKey');
      expect(pub.api.packaging).toBe(t.api.packaging);
      expect(pub).not.toHaveProperty('secrets');
    }
  });

  it('finds secrets behind $ref, inside array items and through allOf/anyOf', () => {
    const schema: SchemaNode = {
      type: 'object',
      properties: {
        name: { type: 'string' },
        creds: { $ref: '#/$defs/cred' },
        items: { type: 'array', items: { $ref: '#/$defs/item' } },
        mixed: { allOf: [{ $ref: '#/$defs/withToken' }] },
        either: { anyOf: [{ type: 'string' }, { type: 'object', 'x-secret': true }] },
      },
      $defs: {
        cred: { type: 'object', 'x-secret': true },
        item: { type: 'object', properties: { label: { type: 'string' }, pin: { type: 'string', 'x-secret': true } } },
        withToken: { type: 'object', properties: { token: { 'x-secret': true }, keep: { type: 'number' } } },
      },
    };
    const value = {
      name: 'n',
      creds: { user: 'u', pass: 'p' },
      items: [
        { label: 'a', pin: '1234' },
        { label: 'b', pin: '5678' },
      ],
      mixed: { token: 't', keep: 1 },
      either: 'secret-or-not',
      unknown: { stays: true },
    };
    expect(stripSecrets(schema, value)).toEqual({
      name: 'n',
      items: [{ label: 'a' }, { label: 'b' }],
      mixed: { keep: 1 },
      unknown: { stays: true },
    });
  });
});
