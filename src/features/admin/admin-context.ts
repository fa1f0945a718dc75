import { createContext, useContext } from 'react';
import type { AdminClient, AdminClientOptions } from '../../api/endpoints/admin-content';
import type { StaffSessionStore } from '../../session/staff-session';

/** Who is signed in to the admin area: the roles the staff session holds (docs/admin.md#roles). */
export interface AdminStaff {
  staffCode: string;
  name: string;
  roles: readonly string[];
  admin: boolean;
}

/** The admin area of one tenant: its shop code (the URL's), the staff client and who is signed in. */
export interface AdminScope {
  shop: string;
  client: AdminClient;
  clientOptions: AdminClientOptions;
  session: StaffSessionStore;
  staff: AdminStaff | null;
  /** The staff session was unlocked: its roles open the admin routes. */
  signedIn(profile: AdminStaff): void;
  signOut(): void;
}

export const AdminContext = createContext<AdminScope | null>(null);

export function useAdmin(): AdminScope {
  const scope = useContext(AdminContext);
  if (!scope) throw new Error('useAdmin() is only available inside the admin area');
  return scope;
}
