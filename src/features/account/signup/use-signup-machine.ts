import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import type {
  CodeCheckReply,
  CodeRequestReply,
  PhoneCheckReply,
  SessionReply,
} from '../../../../flows/accounts/account-replies';
import {
  signupMachine,
  type CheckPhoneInput,
  type RegisterInput,
  type RequestCodeInput,
  type VerifyCodeInput,
} from '../../../../flows/accounts/signup.machine';
import { checkPhone, checkVerificationCode, register, requestVerificationCode } from '../../../api/endpoints/account';
import { toast } from '../../../feedback/feedback-store';
import { useTenant } from '../../../tenant/use-tenant';
import { sitePhoneCountry } from '../phone/default-phone-country';
import { handTokenToSession } from '../session/hand-token-to-session';

/** The sign-up machine (flows/accounts/signup.machine.ts) with this tenant's effects. */
export function useSignupMachine(initialPhone: string) {
  const { bundle } = useTenant();
  const cloud = bundle.api.cloud;
  // Numbers are read in the site's phone country (docs/rules.md#phone-country).
  const country = sitePhoneCountry(bundle);
  const [machine] = useState(() =>
    signupMachine.provide({
      actors: {
        checkPhone: fromPromise<PhoneCheckReply, CheckPhoneInput>(({ input }) =>
          checkPhone(cloud, { ...input, country }),
        ),
        requestCode: fromPromise<CodeRequestReply, RequestCodeInput>(({ input }) =>
          requestVerificationCode(cloud, { ...input, country }),
        ),
        verifyCode: fromPromise<CodeCheckReply, VerifyCodeInput>(({ input }) =>
          checkVerificationCode(cloud, { ...input, country }),
        ),
        register: fromPromise<SessionReply, RegisterInput>(({ input }) =>
          register(cloud, {
            verificationToken: input.verificationToken,
            password: input.password,
            firstName: input.firstName,
            lastName: input.lastName,
            email: input.email,
            licensePlate: input.licensePlate,
            birthday: input.birthday,
            acceptTerms: input.acceptTerms,
            acceptWeakPassword: input.acceptWeakPassword,
          }),
        ),
      },
      actions: {
        loggedIn: ({ context }, params) => {
          handTokenToSession(params.token);
          toast({ key: 'account:signup.welcome', values: { name: context.details.firstName.trim() } });
        },
      },
    }),
  );
  return useMachine(machine, { input: { phone: initialPhone } });
}
