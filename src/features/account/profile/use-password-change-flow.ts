import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import type { PlainReply } from '../../../../flows/account-replies';
import { passwordChangeMachine, type ChangePasswordInput } from '../../../../flows/password-change.machine';
import { changePassword } from '../../../api/endpoints/account';
import { useTenant } from '../../../tenant/use-tenant';

/** The password change machine (flows/password-change.machine.ts) with this tenant's effect. */
export function usePasswordChangeFlow() {
  const { bundle } = useTenant();
  const cloud = bundle.api.cloud;
  const [machine] = useState(() =>
    passwordChangeMachine.provide({
      actors: {
        changePassword: fromPromise<PlainReply, ChangePasswordInput>(({ input }) => changePassword(cloud, input)),
      },
    }),
  );
  return useMachine(machine);
}
