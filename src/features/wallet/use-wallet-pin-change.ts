import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import {
  walletPinChangeMachine,
  type ChangePinInput,
  type ChangePinReply,
} from '../../../flows/wallet/wallet-pin-change.machine';
import { changeWalletPin } from '../../api/endpoints/wallet';
import { useLatestRef } from '../../state/use-latest-ref';
import { useTenant } from '../../tenant/use-tenant';

/** The wallet PIN change machine with this shop's account/valuePassChgPwd. */
export function useWalletPinChange(cardId: string, pinSet: boolean, onChanged: () => void) {
  const { bundle } = useTenant();
  const shop = bundle.api.shop;
  const latest = useLatestRef(onChanged);
  const [machine] = useState(() =>
    walletPinChangeMachine.provide({
      actors: {
        changePin: fromPromise<ChangePinReply, ChangePinInput>(({ input }) =>
          changeWalletPin(shop, {
            cardId: input.cardId,
            newPin: input.newPin,
            confirmPin: input.confirmPin,
            ...(input.pinSet ? { oldPin: input.oldPin } : {}),
          }),
        ),
      },
      actions: { reportChanged: () => latest.current() },
    }),
  );
  const [snapshot, send] = useMachine(machine, { input: { cardId, pinSet } });
  return { snapshot, send };
}
