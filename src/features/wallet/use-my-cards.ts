import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { savedCardAction } from '../../api/endpoints/membership';
import type { SavedCard } from '../../generated/api/saved-card';
import { type Message } from '../../protocol/message';
import { refusalMessage } from '../../protocol/message-codes';
import { acceptedResult, refusalOf } from '../../queries/refused-read';
import { useSavedCards } from '../../queries/use-saved-cards';
import { useTenant } from '../../tenant/use-tenant';
import { useSavedCardAddMachine } from './use-saved-card-add-machine';

type CardChange = { action: 'delete' | 'setDefault'; cardId: string };

/** The gateway's card page comes back to mycards?setup={id} (a REDIRECT registration). */
export const SETUP_PARAM = 'setup';
/** Windcave's page names its session instead: mycards?sessionId={id} (docs/payment-providers.md#windcave). */
export const WINDCAVE_SETUP_PARAM = 'sessionId';

/**
 * The controller of mycards: the saved cards, the add flow (its machine), delete and set default
 * (single calls: the server answers the list as it now is).
 */
export function useMyCards() {
  const shop = useTenant().bundle.api.shop;
  const [params] = useSearchParams();
  const cards = useSavedCards();
  const [snapshot, send] = useSavedCardAddMachine(
    params.get(SETUP_PARAM) ?? params.get(WINDCAVE_SETUP_PARAM),
    cards.reload,
  );
  const [message, setMessage] = useState<Message | null>(null);
  const [deleting, setDeleting] = useState<SavedCard | null>(null);

  // Each change answers the list as it now is, which replaces the one read.
  const change = useMutation({
    mutationFn: async (request: CardChange) =>
      (acceptedResult(await savedCardAction(shop, request)).cards ?? []) as SavedCard[],
    onMutate: () => setMessage(null),
    onSuccess: (list) => cards.replace(list),
    // A transport failure was reported by the client; a refusal says why here.
    onError: (error, request) => {
      const refusal = refusalOf(error);
      if (refusal)
        setMessage(refusalMessage(refusal, request.action === 'delete' ? 'CARD_DELETE_FAILED' : 'OPERATION_FAILED'));
    },
  });

  const step = typeof snapshot.value === 'string' ? snapshot.value : 'idle';
  return {
    cards,
    add: {
      step,
      busy: snapshot.hasTag('busy'),
      gatewayUrl: step === 'awaitingPayer' ? snapshot.context.gatewayUrl : null,
      message: snapshot.context.message,
      canAdd: snapshot.can({ type: 'ADD' }),
      start: () => send({ type: 'ADD' }),
      returned: () => send({ type: 'PAYER_RETURNED' }),
      closed: () => send({ type: 'PAYER_CLOSED' }),
      checkAgain: () => send({ type: 'CHECK_AGAIN' }),
      dismiss: () => send({ type: 'DISMISS' }),
    },
    message,
    deleting,
    askDelete: setDeleting,
    confirmDelete: async () => {
      const card = deleting;
      setDeleting(null);
      if (card) await change.mutateAsync({ action: 'delete', cardId: card.id }).catch(() => {});
    },
    makeDefault: (card: SavedCard) => change.mutateAsync({ action: 'setDefault', cardId: card.id }).catch(() => {}),
  };
}

export type MyCards = ReturnType<typeof useMyCards>;
