import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import type { CardActionReply } from '../../../flows/wallet/membership-replies';
import { savedCardAddMachine, type ConfirmAddingInput } from '../../../flows/wallet/saved-card-add.machine';
import { savedCardAction } from '../../api/endpoints/membership';
// The gateway's card page returns to this layout's mycards (embed has none).
import { returnLayoutOf } from '../../payment/payment-replies';
import { useLatestRef } from '../../state/use-latest-ref';
import { useTenant } from '../../tenant/use-tenant';

/**
 * The saved-card add machine (flows/wallet/saved-card-add.machine.ts) with this shop's effects: the
 * registration is account/actionCcUser add, its outcome account/actionCcUser confirm.
 */
export function useSavedCardAddMachine(resumeSetupId: string | null, onSaved: () => void) {
  const { bundle, layout } = useTenant();
  const shop = bundle.api.shop;
  const latest = useLatestRef(onSaved);
  const [machine] = useState(() =>
    savedCardAddMachine.provide({
      actors: {
        startAdding: fromPromise<CardActionReply>(() =>
          savedCardAction(shop, { action: 'add', returnLayout: returnLayoutOf(layout) }),
        ),
        confirmAdding: fromPromise<CardActionReply, ConfirmAddingInput>(({ input }) =>
          savedCardAction(shop, { action: 'confirm', setupId: input.setupId }, true),
        ),
      },
      actions: {
        redirectToGateway: (_, params) => window.location.assign(params.gatewayUrl),
        reportSaved: () => latest.current(),
      },
    }),
  );
  return useMachine(machine, { input: resumeSetupId === null ? {} : { resumeSetupId } });
}
