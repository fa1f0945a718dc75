import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { fromPromise } from 'xstate';
import type { VoucherReply, VoucherViewReply } from '../../../flows/wallet/membership-replies';
import {
  voucherCollectMachine,
  type VoucherCodeInput,
  type VoucherHeldInput,
  type VoucherLinkInput,
} from '../../../flows/wallet/voucher-collect.machine';
import { claimVoucherLink, collectVoucher, loadVouchers, viewVoucherLink } from '../../api/endpoints/membership';
import type { Voucher } from '../../generated/api/voucher';
import { withReturnPath } from '../../navigation/return-path';
import { useSession } from '../../session/use-session';
import { useLatestRef } from '../../state/use-latest-ref';
import { useLayoutLinks } from '../../tenant/use-layout-links';
import { useTenant } from '../../tenant/use-tenant';

/**
 * The controller of voucher/{code}/collect and voucher/{code}/token/{token}/get: the voucher
 * collect machine with this shop's effects. Opening a link only shows it; the button claims it.
 */
export function useVoucherCollect() {
  const { code = '', token } = useParams();
  const shop = useTenant().bundle.api.shop;
  const session = useSession();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const links = useLayoutLinks();
  const latest = useLatestRef({ navigate, loginHref: withReturnPath(links.href('login'), pathname) });
  const [machine] = useState(() =>
    voucherCollectMachine.provide({
      actors: {
        viewLink: fromPromise<VoucherViewReply, VoucherLinkInput>(({ input }) => viewVoucherLink(shop, input)),
        collect: fromPromise<VoucherReply, VoucherCodeInput>(({ input }) =>
          input.token === null
            ? collectVoucher(shop, { code: input.code })
            : claimVoucherLink(shop, { code: input.code, token: input.token }),
        ),
        findHeld: fromPromise<Voucher | null, VoucherHeldInput>(async ({ input }) => {
          const reply = await loadVouchers(shop);
          const wanted = input.code.trim().toUpperCase();
          return (reply.result.vouchers ?? []).find((v) => v.campaignCode === wanted) ?? null;
        }),
      },
      actions: { goToLogin: () => void latest.current.navigate(latest.current.loginHref) },
    }),
  );
  const [snapshot, send] = useMachine(machine, {
    input: { code, ...(token === undefined ? {} : { token }), signedIn: session.status === 'loggedIn' },
  });
  const step = snapshot.value;
  return {
    code,
    byLink: token !== undefined,
    step,
    busy: snapshot.hasTag('busy'),
    signedIn: session.status === 'loggedIn',
    campaign: snapshot.context.campaign,
    voucher: snapshot.context.voucher,
    /** Re-opened by its owner: the voucher was in their wallet already. */
    alreadyHeld: step === 'alreadyHeld',
    message: snapshot.context.message,
    canCollect: snapshot.can({ type: 'COLLECT' }),
    canRetry: snapshot.can({ type: 'RETRY' }),
    collect: () => send({ type: 'COLLECT' }),
    retry: () => send({ type: 'RETRY' }),
    // The layout's own landing (company: site; embed: the shop layout's home), never a path it lacks.
    bookHref: links.home,
  };
}
