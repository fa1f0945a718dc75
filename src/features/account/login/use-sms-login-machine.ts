import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import type { CodeRequestReply, SessionReply } from '../../../../flows/accounts/account-replies';
import {
  smsLoginMachine,
  type LoginBySmsInput,
  type RequestCodeInput,
} from '../../../../flows/accounts/sms-login.machine';
import { loginBySms, requestVerificationCode } from '../../../api/endpoints/account';
import { useTenant } from '../../../tenant/use-tenant';
import { sitePhoneCountry } from '../phone/default-phone-country';
import { handTokenToSession } from '../session/hand-token-to-session';

/** The SMS login machine (flows/accounts/sms-login.machine.ts) with this tenant's effects. */
export function useSmsLoginMachine(initialPhone: string) {
  const { bundle } = useTenant();
  const cloud = bundle.api.cloud;
  // Numbers are read in the site's phone country (docs/rules.md#phone-country).
  const country = sitePhoneCountry(bundle);
  const [machine] = useState(() =>
    smsLoginMachine.provide({
      actors: {
        requestCode: fromPromise<CodeRequestReply, RequestCodeInput>(({ input }) =>
          requestVerificationCode(cloud, { ...input, country }),
        ),
        loginBySms: fromPromise<SessionReply, LoginBySmsInput>(({ input }) => loginBySms(cloud, { ...input, country })),
      },
      actions: {
        loggedIn: (_, params) => handTokenToSession(params.token),
      },
    }),
  );
  return useMachine(machine, { input: { phone: initialPhone } });
}
