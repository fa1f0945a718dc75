import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import type { PlainReply } from '../../../../flows/accounts/account-replies';
import { passwordChangeMachine, type ChangePasswordInput } from '../../../../flows/accounts/password-change.machine';
import { changePassword } from '../../../api/endpoints/account';
import { toast } from '../../../feedback/feedback-store';
import { useLatestRef } from '../../../state/use-latest-ref';
import { useTenant } from '../../../tenant/use-tenant';

/**
 * The password change machine (flows/accounts/password-change.machine.ts) with this tenant's effects: the
 * call, and once the password is changed the toast and `onChanged` (the card closes the form).
 */
export function usePasswordChangeMachine(onChanged: () => void) {
  const { bundle } = useTenant();
  const cloud = bundle.api.cloud;
  const latest = useLatestRef({ onChanged });
  const [machine] = useState(() =>
    passwordChangeMachine.provide({
      actors: {
        changePassword: fromPromise<PlainReply, ChangePasswordInput>(({ input }) => changePassword(cloud, input)),
      },
      actions: {
        passwordChanged: () => {
          toast({ key: 'account:profile.passwordChanged' });
          latest.current.onChanged();
        },
      },
    }),
  );
  return useMachine(machine);
}
