import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import type { CodeCheckReply, CodeRequestReply, PlainReply } from '../../../../flows/accounts/account-replies';
import {
  passwordResetMachine,
  type RequestCodeInput,
  type ResetPasswordInput,
  type VerifyCodeInput,
} from '../../../../flows/accounts/password-reset.machine';
import { checkVerificationCode, requestVerificationCode, resetPassword } from '../../../api/endpoints/account';
import { useTenant } from '../../../tenant/use-tenant';
import { sitePhoneCountry } from '../phone/default-phone-country';

/** The password reset machine (flows/accounts/password-reset.machine.ts) with this tenant's effects. */
export function usePasswordResetMachine(initialPhone: string) {
  const { bundle } = useTenant();
  const cloud = bundle.api.cloud;
  // Numbers are read in the site's phone country (docs/rules.md#phone-country).
  const country = sitePhoneCountry(bundle);
  const [machine] = useState(() =>
    passwordResetMachine.provide({
      actors: {
        requestCode: fromPromise<CodeRequestReply, RequestCodeInput>(({ input }) =>
          requestVerificationCode(cloud, { ...input, country }),
        ),
        verifyCode: fromPromise<CodeCheckReply, VerifyCodeInput>(({ input }) =>
          checkVerificationCode(cloud, { ...input, country }),
        ),
        resetPassword: fromPromise<PlainReply, ResetPasswordInput>(({ input }) => resetPassword(cloud, input)),
      },
    }),
  );
  return useMachine(machine, { input: { phone: initialPhone } });
}
