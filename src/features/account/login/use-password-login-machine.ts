import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { fromPromise } from 'xstate';
import type { SessionReply } from '../../../../flows/accounts/account-replies';
import { passwordLoginMachine, type SignInInput } from '../../../../flows/accounts/password-login.machine';
import { signIn } from '../../../api/endpoints/account';
import { useLayoutLinks } from '../../../tenant/use-layout-links';
import { useTenant } from '../../../tenant/use-tenant';
import { sitePhoneCountry } from '../phone/default-phone-country';
import { useLatestRef } from '../../../state/use-latest-ref';
import type { PhoneState } from '../navigation/phone-state';
import { handTokenToSession } from '../session/hand-token-to-session';

/** The password login machine (flows/accounts/password-login.machine.ts) with this tenant's effects. */
export function usePasswordLoginMachine(initialPhone: string) {
  const { bundle } = useTenant();
  const cloud = bundle.api.cloud;
  // Numbers are read in the site's phone country (docs/rules.md#phone-country).
  const country = sitePhoneCountry(bundle);
  const links = useLayoutLinks();
  const navigate = useNavigate();
  const latest = useLatestRef({ navigate, resetHref: links.href('forgotpassword') });
  const [machine] = useState(() =>
    passwordLoginMachine.provide({
      actors: {
        signIn: fromPromise<SessionReply, SignInInput>(({ input }) =>
          signIn(cloud, { userName: input.phone, password: input.password, country }),
        ),
      },
      actions: {
        loggedIn: (_, params) => handTokenToSession(params.token),
        openPasswordReset: (_, params) => {
          const state: PhoneState = { phone: params.phone };
          void latest.current.navigate(latest.current.resetHref, { state });
        },
      },
    }),
  );
  return useMachine(machine, { input: { phone: initialPhone } });
}
