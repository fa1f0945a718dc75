import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { cloudBaseOf } from '../../api/api-bases';
import { createApiClient, type ApiClient } from '../../api/client';
import { notify } from '../../feedback/feedback-store';
import { loadingHooks } from '../../feedback/loading-store';
import { messageNotification } from '../../feedback/message-notification';
import { staffSessionStore, type StaffSessionStore } from '../../session/staff-session';
import { layoutHref } from '../../lib/route-table';
import { useLayoutLinks } from '../../tenant/use-layout-links';
import { useTenant } from '../../tenant/use-tenant';

export const STAFF_SCREENS = {
  login: 'staff/login',
  functions: 'staff/functions',
  memberFind: 'staff/member/find',
  memberRegistration: 'staff/member/register',
  memberAssessment: (memberId: string) => `staff/member/${encodeURIComponent(memberId)}/assess`,
  pinpad: 'pinpad/home',
  singlePay: 'staff/singlepay',
  tableCodes: 'staff/tables',
  refundsOwed: 'staff/refunds',
} as const;

/** The tab's flag that the pinpad is handed over to a customer (docs/staff.md#pinpad). */
export const kioskFlagKey = (tenantId: string) => `kerbside.kiosk.${tenantId}`;

export interface StaffApi {
  /** The tenant's cloud base with the staff token (never the customer's). */
  cloud: ApiClient;
  session: StaffSessionStore;
}

/** The staff client of this tenant: an expired staff session is cleared and leads to employee login. */
export function useStaffApi(): StaffApi {
  const { bundle } = useTenant();
  const links = useLayoutLinks();
  const navigate = useNavigate();
  const loginHref = links.first([STAFF_SCREENS.login]) ?? layoutHref('app', bundle.shop, STAFF_SCREENS.login);
  return useMemo(() => {
    const session = staffSessionStore(bundle.tenant.id);
    const cloud = createApiClient({
      baseUrl: cloudBaseOf(bundle.tenant),
      codec: bundle.api.codec,
      getToken: () => session.token(),
      onSessionExpired: () => session.clear(),
      navigateToLogin: () => void navigate(loginHref),
      notify: ({ code }) => notify(messageNotification({ code })),
      loading: loadingHooks,
    });
    return { cloud, session };
  }, [bundle.tenant, bundle.api.codec, navigate, loginHref]);
}
