/** localStorage key of the user token (docs/rules.md#session-storage), one per tenant: accounts belong to a tenant. */
export function userTokenKey(tenantId: string): string {
  return `kerbside.user-token.${tenantId}`;
}

/** Whether a token is stored (read without decrypting it: no cipher needed to know). */
export function hasStoredUserToken(tenantId: string, storage: Storage | undefined = globalThis.localStorage): boolean {
  try {
    return Boolean(storage?.getItem(userTokenKey(tenantId)));
  } catch {
    return false;
  }
}

/**
 * The key the stored token is encrypted with (docs/rules.md#session-storage): the tenant's payload
 * key where it has one (aes packaging), else one derived from the tenant id. Both are public: the
 * encryption keeps the legacy app's storage format, it does not hide the token from the phone's user.
 */
export function tokenStorageKey(tenant: { id: string; api: { payloadKey?: string } }): string {
  return tenant.api.payloadKey ?? `kerbside-token:${tenant.id}`.padEnd(32, '.').slice(0, 32);
}
