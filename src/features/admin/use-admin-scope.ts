import { useCallback, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { cloudBaseOf } from '../../api/api-bases';
import { createAdminClient, type AdminClientOptions } from '../../api/endpoints/admin-content';
import { adminHref } from '../../lib/route-table';
import { staffSessionStore } from '../../session/staff-session';
import type { TenantBundle } from '../../tenant/tenant-loader';
import type { AdminScope, AdminStaff } from './admin-context';

const staffOf = (profile: AdminStaff | null): AdminStaff | null =>
  profile ? { staffCode: profile.staffCode, name: profile.name, roles: profile.roles, admin: profile.admin } : null;

/**
 * The admin area's scope for one tenant (docs/admin.md#screens): the staff session of this tab
 * (docs/staff.md#sessions, shared with the staff screens), the admin API client with its token, and
 * the signed-in staff member's roles. A 401 clears the session and opens the admin login.
 */
export function useAdminScope(bundle: TenantBundle, shop: string): AdminScope {
  const navigate = useNavigate();
  const session = useMemo(() => staffSessionStore(bundle.tenant.id), [bundle.tenant.id]);
  // Only an unlocked session has a profile (it is written at unlock).
  const [staff, setStaff] = useState<AdminStaff | null>(() => (session.token() ? staffOf(session.profile()) : null));
  const clientOptions = useMemo<AdminClientOptions>(
    () => ({
      cloudBase: cloudBaseOf(bundle.tenant),
      getToken: () => session.token(),
      onUnauthorised: () => {
        session.clear();
        setStaff(null);
        void navigate(adminHref(shop, 'login'));
      },
    }),
    [bundle.tenant, session, navigate, shop],
  );
  const client = useMemo(() => createAdminClient(clientOptions), [clientOptions]);
  const signedIn = useCallback(
    (profile: AdminStaff) => {
      session.setProfile(profile as Parameters<typeof session.setProfile>[0]);
      setStaff(staffOf(profile));
    },
    [session],
  );
  const signOut = useCallback(() => {
    session.clear();
    setStaff(null);
    void navigate(adminHref(shop, 'login'));
  }, [session, navigate, shop]);
  return useMemo(
    () => ({ shop, client, clientOptions, session, staff, signedIn, signOut }),
    [shop, client, clientOptions, session, staff, signedIn, signOut],
  );
}
