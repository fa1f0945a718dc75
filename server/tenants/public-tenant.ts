/**
 * The part of a tenant that may reach the browser. Driven by the schema's `x-secret` markers, not by a
 * list of property names, so a secret added to the schema later is dropped without a code change here.
 */
import type { PublicTenant } from '../../src/generated/public-tenant';
import type { Tenant } from '../../src/generated/tenant';
import { tenantSchema } from './schema-validator';
import { childSchemas, expandSchema, hasAnnotation, isSchemaNode, mayHoldBelow, type SchemaNode } from './schema-walk';

export type { PublicTenant };

export const secretKeyword = 'x-secret';

const isSecret = (s: SchemaNode): boolean => s[secretKeyword] === true;

function withoutSecrets(root: SchemaNode, value: unknown, schemas: readonly SchemaNode[]): unknown {
  // Most of a tenant (its sites, its site content) can hold no secret: copied without asking the schema at every value.
  if (!mayHoldBelow(root, schemas, isSecret)) return structuredClone(value);
  if (Array.isArray(value)) {
    return value
      .map((item, i) => ({ item, schemas: childSchemas(root, schemas, i) }))
      .filter((c) => !hasAnnotation(c.schemas, secretKeyword))
      .map((c) => withoutSecrets(root, c.item, c.schemas));
  }
  if (isSchemaNode(value)) {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      const itemSchemas = childSchemas(root, schemas, key);
      if (hasAnnotation(itemSchemas, secretKeyword)) continue;
      out[key] = withoutSecrets(root, item, itemSchemas);
    }
    return out;
  }
  return value;
}

/** Strips every value the given schema marks `x-secret`; returns a deep copy (the input is not changed). */
export function stripSecrets(root: SchemaNode, value: unknown): unknown {
  return withoutSecrets(root, value, expandSchema(root, root));
}

export function publicTenant(t: Tenant): PublicTenant {
  // The walk removes exactly the x-secret subtrees, the ones public-tenant.schema.json leaves out; the cast records that.
  return stripSecrets(tenantSchema, t) as PublicTenant;
}
