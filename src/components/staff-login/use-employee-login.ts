import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import {
  employeeLoginMachine,
  type SignInReply,
  type SwitchListReply,
  type SwitchReply,
  type UnlockReply,
} from '../../../flows/staff/employee-login.machine';
import type { ApiClient } from '../../api/client';
import { staffLogout, staffSignIn, staffSwitch, staffSwitchList, staffUnlock } from '../../api/endpoints/staff';
import type { StaffProfile } from '../../generated/api/staff-profile';

export interface EmployeeLoginOptions {
  /** The tenant's cloud client carrying the staff token (never the customer's). */
  cloud: ApiClient;
  /**
   * The tab's staff session (docs/staff.md#sessions; src/session/staff-session.ts), as much of it as
   * signing in needs: said here, so src/components does not import src/session, which imports it.
   */
  session: { token(): string | null; setToken(token: string): void; profile(): StaffProfile | null; clear(): void };
  /** The session is unlocked: keep the profile and open what comes next (function select, the admin home). */
  onUnlocked(staff: StaffProfile): void;
  /**
   * The site (shop code) whose staff screens sign in here: the device may then switch staff by PIN
   * (docs/staff.md#staff-switch). Left out by the admin area, which offers no switch.
   */
  site?: string;
}

/**
 * The employee login machine (flows/staff/employee-login.machine.ts, docs/staff.md#sign-in) with the
 * tenant's staff calls: the one hook that provides its effects, for the staff screens' sign-in and
 * the admin area's (docs/admin.md#screens-login). Only what happens once unlocked differs.
 */
export function useEmployeeLogin({ cloud, session, onUnlocked, site }: EmployeeLoginOptions) {
  const [machine] = useState(() =>
    employeeLoginMachine.provide({
      actors: {
        signIn: fromPromise<SignInReply, { login: string; password: string }>(({ input }) =>
          staffSignIn(cloud, input.login, input.password, site),
        ),
        switchList: fromPromise<SwitchListReply, void>(() => staffSwitchList(cloud, site ?? '')),
        switchStaff: fromPromise<SwitchReply, { staffId: string; pin: string }>(({ input }) =>
          staffSwitch(cloud, site ?? '', input.staffId, input.pin),
        ),
        unlock: fromPromise<UnlockReply, { pin: string }>(({ input }) => staffUnlock(cloud, input.pin)),
        signOut: fromPromise<unknown, void>(() => staffLogout(cloud)),
      },
      actions: {
        storeToken: (_, params) => session.setToken(params.token),
        forgetToken: () => session.clear(),
        // The server's unlock answer is a staff profile (schemas/api/staff-profile.json).
        reportUnlocked: (_, params) => onUnlocked(params.staff as StaffProfile),
      },
    }),
  );
  const [snapshot, send] = useMachine(machine, {
    input: { hasSession: session.token() !== null, canSwitch: site !== undefined },
  });
  return { snapshot, send, staffName: session.profile()?.name ?? null };
}

export type EmployeeLogin = ReturnType<typeof useEmployeeLogin>;
