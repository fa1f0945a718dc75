import { useMachine } from '@xstate/react';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { fromPromise } from 'xstate';
import { employeeLoginMachine, type SignInReply, type UnlockReply } from '../../../flows/employee-login.machine';
import { cloudBaseOf } from '../../api/api-bases';
import { createApiClient } from '../../api/client';
import { staffLogout, staffSignIn, staffUnlock } from '../../api/endpoints/staff';
import { notify } from '../../feedback/feedback-store';
import { loadingHooks } from '../../feedback/loading-store';
import { messageNotification } from '../../feedback/message-notification';
import type { StaffProfile } from '../../generated/api/staff-profile';
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
  const [machine] = useState(() =>
    employeeLoginMachine.provide({
      actors: {
        signIn: fromPromise<SignInReply, { login: string; password: string }>(({ input }) => staffSignIn(cloud, input.login, input.password)),
        unlock: fromPromise<UnlockReply, { pin: string }>(({ input }) => staffUnlock(cloud, input.pin)),
        signOut: fromPromise<unknown, void>(() => staffLogout(cloud)),
      },
      actions: {
        storeToken: (_, params) => admin.session.setToken(params.token),
        forgetToken: () => admin.session.clear(),
        reportUnlocked: (_, params) => {
          admin.signedIn(params.staff as StaffProfile);
          void navigate(adminHref(admin.shop), { replace: true });
        },
      },
    }),
  );
  const [snapshot, send] = useMachine(machine, { input: { hasSession: admin.session.token() !== null } });
  return { snapshot, send, staffName: admin.session.profile()?.name ?? null };
}
