import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { fromPromise } from 'xstate';
import {
  invitationAcceptMachine,
  type InvitationCallInput,
} from '../../../flows/invitations/invitation-accept.machine';
import type { InvitationAcceptReply, InvitationViewReply } from '../../../flows/wallet/membership-replies';
import { acceptInvitation, viewInvitation } from '../../api/endpoints/membership';
import { withReturnPath } from '../../navigation/return-path';
import { useSession } from '../../session/use-session';
import { useLatestRef } from '../../state/use-latest-ref';
import { useLayoutLinks } from '../../tenant/use-layout-links';
import { useTenant } from '../../tenant/use-tenant';

/** The controller of merchant/{code}/invitation and member/{code}/invitation: the invitation accept machine with this shop's effects. */
export function useInvitationAccept(kind: 'merchant' | 'member', signedIn: boolean) {
  const { code = '' } = useParams();
  const shop = useTenant().bundle.api.shop;
  const session = useSession();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const links = useLayoutLinks();
  const latest = useLatestRef({
    navigate,
    session,
    loginHref: withReturnPath(links.href('login'), pathname),
    acceptedHref: links.href('invitation/accepted'),
  });
  const [machine] = useState(() =>
    invitationAcceptMachine.provide({
      actors: {
        view: fromPromise<InvitationViewReply, InvitationCallInput>(({ input }) => viewInvitation(shop, input)),
        accept: fromPromise<InvitationAcceptReply, InvitationCallInput>(({ input }) => acceptInvitation(shop, input)),
      },
      actions: {
        goToLogin: () => void latest.current.navigate(latest.current.loginHref),
        switchAccount: () => {
          latest.current.session.logout();
          void latest.current.navigate(latest.current.loginHref);
        },
        goToAccepted: (_, p) =>
          void latest.current.navigate(
            `${latest.current.acceptedHref}?${new URLSearchParams({ programme: p.programme, card: p.cardNumber }).toString()}`,
            { replace: true },
          ),
      },
    }),
  );
  const [snapshot, send] = useMachine(machine, {
    input: { kind, token: code, signedIn },
  });
  return {
    step: snapshot.value,
    busy: snapshot.hasTag('busy'),
    signedIn,
    programme: snapshot.context.programme,
    message: snapshot.context.message,
    canAccept: snapshot.can({ type: 'ACCEPT' }),
    canSwitch: snapshot.can({ type: 'SWITCH_ACCOUNT' }),
    canRetry: snapshot.can({ type: 'RETRY' }),
    accept: () => send({ type: 'ACCEPT' }),
    switchAccount: () => send({ type: 'SWITCH_ACCOUNT' }),
    retry: () => send({ type: 'RETRY' }),
  };
}
