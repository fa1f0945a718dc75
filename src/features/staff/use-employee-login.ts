import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { fromPromise } from 'xstate';
import { employeeLoginMachine, type SignInReply, type UnlockReply } from '../../../flows/employee-login.machine';
import { staffLogout, staffSignIn, staffUnlock } from '../../api/endpoints/staff';
import type { StaffProfile } from '../../generated/api/staff-profile';
import { useLayoutLinks } from '../../tenant/use-layout-links';
import { STAFF_SCREENS, useStaffApi } from './use-staff-api';

/** The employee login machine with this tenant's staff calls; unlocked leads to function select. */
export function useEmployeeLogin() {
  const { cloud, session } = useStaffApi();
  const navigate = useNavigate();
  const links = useLayoutLinks();
  const [machine] = useState(() =>
    employeeLoginMachine.provide({
      actors: {
        signIn: fromPromise<SignInReply, { login: string; password: string }>(({ input }) => staffSignIn(cloud, input.login, input.password)),
        unlock: fromPromise<UnlockReply, { pin: string }>(({ input }) => staffUnlock(cloud, input.pin)),
        signOut: fromPromise<unknown, void>(() => staffLogout(cloud)),
      },
      actions: {
        storeToken: (_, params) => session.setToken(params.token),
        forgetToken: () => session.clear(),
        reportUnlocked: (_, params) => {
          session.setProfile(params.staff as StaffProfile);
          void navigate(links.href(STAFF_SCREENS.functions), { replace: true });
        },
      },
    }),
  );
  const [snapshot, send] = useMachine(machine, { input: { hasSession: session.token() !== null } });
  return { snapshot, send, staffName: session.profile()?.name ?? null };
}
