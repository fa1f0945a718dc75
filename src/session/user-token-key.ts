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
