import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { staffLock, staffLogout, staffMe } from '../../api/endpoints/staff';
import type { StaffProfile } from '../../generated/api/staff-profile';
import { layoutHref } from '../../lib/route-table';
import { useLayoutLinks } from '../../tenant/use-layout-links';
import { useTenant } from '../../tenant/use-tenant';
import { idleSecondsFrom, useIdleLock } from './use-idle-lock';
import { kioskFlagKey, STAFF_SCREENS, useStaffApi } from './use-staff-api';

/**
 * What every staff screen after login shares: the staff member (checked with staff/me: a locked or
 * ended session leads to employee login), lock (now, or after idle time) and sign out.
 */
export function useStaffScreen() {
  const api = useStaffApi();
  const navigate = useNavigate();
  const location = useLocation();
  const links = useLayoutLinks();
  const { bundle } = useTenant();
  const [staff, setStaff] = useState<StaffProfile | null>(() => api.session.profile());
  // Employee login is in the app layout only: the company layout's pinpad signs in there too.
  const loginHref = links.first([STAFF_SCREENS.login]) ?? layoutHref('app', bundle.shop, STAFF_SCREENS.login);
  const toLogin = useCallback(() => void navigate(loginHref, { replace: true }), [navigate, loginHref]);

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
    let live = true;
    staffMe(api.cloud).then(
      (answer) => {
        if (!live) return;
        if (answer.success && answer.result.rtn > 0 && answer.result.staff) {
          api.session.setProfile(answer.result.staff);
          setStaff(answer.result.staff);
        } else toLogin();
      },
      // 403 (locked: the PIN is needed) or 401 (ended): employee login asks for what is missing.
      () => live && toLogin(),
    );
    return () => {
      live = false;
    };
  }, [api, toLogin, bundle.tenant.id]);

  const lock = useCallback(() => {
    staffLock(api.cloud).finally(toLogin);
  }, [api, toLogin]);
  const signOut = useCallback(() => {
    staffLogout(api.cloud).finally(() => {
      api.session.clear();
      toLogin();
    });
  }, [api, toLogin]);
  useIdleLock(lock, idleSecondsFrom(location.search));

  return { staff, lock, signOut, api, href: links.href };
}
