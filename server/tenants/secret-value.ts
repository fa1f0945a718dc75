/**
 * Tenant secrets are references to environment variables of the server (tenant.schema.json
 * SecretRef): the value never appears in a tenant file. Reading them through a source passed in
 * (process.env by default) lets tests give their own.
 */
import type { SecretRef } from '../../src/generated/tenant';

export type SecretSource = Readonly<Record<string, string | undefined>>;

/** The secret's value, or undefined when it is not referenced or its variable is unset or empty. */
export function secretValue(source: SecretSource, ref: SecretRef | undefined): string | undefined {
  const value = ref === undefined ? undefined : source[ref.env];
  return value === undefined || value === '' ? undefined : value;
}
