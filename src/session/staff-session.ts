/**
 * The staff session of this browser tab (docs/staff.md#sessions): the staff token and the signed-in
 * staff member, kept in sessionStorage per tenant, apart from the customer's session. A shared
 * counter device keeps the (locked) session when a staff screen locks; signing out or an expired
 * session clears it. Nothing here is secret from the device: the server checks every staff call.
 */
import type { StaffProfile } from '../generated/api/staff-profile';

export interface StaffSessionStore {
  token(): string | null;
  setToken(token: string): void;
  profile(): StaffProfile | null;
  setProfile(profile: StaffProfile): void;
  clear(): void;
}

const PREFIX = 'kerbside.staff.';

export function staffSessionStore(
  tenantId: string,
  storage: Storage | undefined = globalThis.sessionStorage,
): StaffSessionStore {
  const tokenKey = `${PREFIX}${tenantId}.token`;
  const profileKey = `${PREFIX}${tenantId}.profile`;
  const read = (key: string): string | null => {
    try {
      return storage?.getItem(key) ?? null;
    } catch {
      return null;
    }
  };
  const write = (key: string, value: string | null) => {
    try {
      if (value === null) storage?.removeItem(key);
      else storage?.setItem(key, value);
    } catch {
      // Storage disabled: the session lasts as long as the page.
    }
  };
  return {
    token: () => read(tokenKey),
    setToken: (token) => write(tokenKey, token),
    profile() {
      const text = read(profileKey);
      if (text === null) return null;
      try {
        return JSON.parse(text) as StaffProfile;
      } catch {
        return null;
      }
    },
    setProfile: (profile) => write(profileKey, JSON.stringify(profile)),
    clear() {
      write(tokenKey, null);
      write(profileKey, null);
    },
  };
}
