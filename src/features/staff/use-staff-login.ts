import { useNavigate } from 'react-router';
import { useEmployeeLogin } from '../../components/staff-login/use-employee-login';
import { useLayoutLinks } from '../../tenant/use-layout-links';
import { useTenant } from '../../tenant/use-tenant';
import { STAFF_SCREENS, useStaffApi } from './use-staff-api';

/** The employee login of the staff screens: unlocked keeps the profile and opens function select (docs/staff.md#sign-in). */
export function useStaffLogin() {
  const { cloud, session } = useStaffApi();
  const navigate = useNavigate();
  const links = useLayoutLinks();
  const { bundle } = useTenant();
  return useEmployeeLogin({
    cloud,
    session,
    // Signed in at this site, the device may switch staff by PIN (docs/staff.md#staff-switch).
    site: bundle.shop,
    onUnlocked: (staff) => {
      session.setProfile(staff);
      void navigate(links.href(STAFF_SCREENS.functions), { replace: true });
    },
  });
}
