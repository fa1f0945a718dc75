import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { cloudBaseOf } from '../../api/api-bases';
import { createApiClient } from '../../api/client';
import { useEmployeeLogin } from '../../components/staff-login/use-employee-login';
import { notify } from '../../feedback/feedback-store';
import { loadingHooks } from '../../feedback/loading-store';
import { messageNotification } from '../../feedback/message-notification';
import { adminHref } from '../../lib/route-table';
import { useTenant } from '../../tenant/use-tenant';
import { useAdmin } from './admin-context';

/**
 * Admin sign-in reuses the staff accounts and the employee login flow (docs/staff.md#sign-in):
 * password, then the counter PIN; the unlocked session's roles open the admin routes.
 */
export function useAdminLogin() {
  const { bundle } = useTenant();
  const admin = useAdmin();
  const navigate = useNavigate();
  const cloud = useMemo(
    () =>
      createApiClient({
        baseUrl: cloudBaseOf(bundle.tenant),
        codec: bundle.api.codec,
        getToken: () => admin.session.token(),
        onSessionExpired: () => admin.session.clear(),
        navigateToLogin: () => {},
        notify: ({ code }) => notify(messageNotification({ code })),
        loading: loadingHooks,
      }),
    [bundle.tenant, bundle.api.codec, admin.session],
  );
  return useEmployeeLogin({
    cloud,
    session: admin.session,
    onUnlocked: (staff) => {
      admin.signedIn(staff);
      void navigate(adminHref(admin.shop), { replace: true });
    },
  });
}
