import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { staffLock, staffLogout, staffMe } from '../../api/endpoints/staff';
import type { StaffProfile } from '../../generated/api/staff-profile';
import { layoutHref } from '../../lib/route-table';
import { staffKeys } from '../../queries/query-keys';
import { RefusedRead } from '../../queries/refused-read';
import { useLayoutLinks } from '../../tenant/use-layout-links';
import { useTenant } from '../../tenant/use-tenant';
import { idleSecondsFrom, useIdleLock } from './use-idle-lock';
import { kioskFlagKey, STAFF_SCREENS, useStaffApi } from './use-staff-api';

/**
 * What every staff screen after login shares: the staff member (checked with staff/me: a locked or
 * ended session leads to employee login), lock (now, or after idle time, except a pinpad handed over
 * to customers) and sign out.
 */
export function useStaffScreen() {
  const api = useStaffApi();
  const navigate = useNavigate();
  const location = useLocation();
  const links = useLayoutLinks();
  const { bundle } = useTenant();
  // Employee login is in the app layout only: the company layout's pinpad signs in there too.
  const loginHref = links.first([STAFF_SCREENS.login]) ?? layoutHref('app', bundle.shop, STAFF_SCREENS.login);
  const toLogin = useCallback(() => void navigate(loginHref, { replace: true }), [navigate, loginHref]);
  // staff/me is asked once the session may be checked: there is a token, and the kiosk was not left.
  const [checking, setChecking] = useState(false);

  useEffect(() => {
    if (api.session.token() === null) {
      toLogin();
      return;
    }
    // The pinpad was left while handed over to a customer (a reload, another page): lock first.
    const kiosk = kioskFlagKey(bundle.tenant.id);
    if (sessionStorage.getItem(kiosk) !== null) {
      sessionStorage.removeItem(kiosk);
      staffLock(api.cloud).finally(toLogin);
      return;
    }
    setChecking(true);
  }, [api, toLogin, bundle.tenant.id]);

  // Checked each time a staff screen opens (never kept): the session may have been locked meanwhile.
  const me = useQuery({
    queryKey: staffKeys.me(bundle.tenant.id),
    queryFn: async (): Promise<StaffProfile> => {
      const answer = await staffMe(api.cloud);
      if (!(answer.success && answer.result.rtn > 0 && answer.result.staff)) throw new RefusedRead(answer.result);
      api.session.setProfile(answer.result.staff);
      return answer.result.staff;
    },
    enabled: checking,
    gcTime: 0,
  });
  // A refusal, 403 (locked: the PIN is needed) or 401 (ended): employee login asks for what is missing.
  const failed = me.status === 'error';
  useEffect(() => {
    if (failed) toLogin();
  }, [failed, toLogin]);
  const staff = me.data ?? api.session.profile();

  const lock = useCallback(() => {
    staffLock(api.cloud).finally(toLogin);
  }, [api, toLogin]);
  const signOut = useCallback(() => {
    staffLogout(api.cloud).finally(() => {
      api.session.clear();
      toLogin();
    });
  }, [api, toLogin]);
  // A pinpad handed over waits for customers between sales: the server holds that session to the
  // pinpad (docs/staff.md#kiosk-server) and only the staff PIN leaves it, so idle time does not lock it.
  const lockUnlessKiosk = useCallback(() => {
    if (sessionStorage.getItem(kioskFlagKey(bundle.tenant.id)) !== null) return;
    lock();
  }, [lock, bundle.tenant.id]);
  useIdleLock(lockUnlessKiosk, idleSecondsFrom(location.search));

  return { staff, lock, signOut, api, href: links.href };
}
