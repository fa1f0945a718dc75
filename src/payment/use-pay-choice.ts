import { useState } from 'react';
import type { PaymentMethod } from '../generated/tenant';
import { surchargeFor } from '../lib/surcharge';
import { useSavedCards } from '../queries/use-saved-cards';
import { useTenant } from '../tenant/use-tenant';
import { useTenantText } from '../tenant/use-tenant-text';

/** A stored-value method: paid from the customer's wallet card once its PIN is entered (docs/wallet.md#paying). */
export const isStoredValueMethod = (m: PaymentMethod | undefined): boolean =>
  m !== undefined && (m.paymentType === 'storedValue' || m.code === 205 || m.code === 305);

/**
 * How the customer pays a table bill's share or a single pay (docs/shop.md#bill-methods): every
 * visible method but cash, or one of their saved cards (charged with the card method, at once).
 * The choice is 'm:{code}' for a method and 's:{id}' for a saved card; the amount gives the
 * surcharge of the chosen method (the server charges its own figure).
 */
export function usePayChoice(amount: number | null) {
  const { bundle } = useTenant();
  const text = useTenantText();
  const methods = bundle.tenant.payment.methods.filter((m) => m.visible && m.paymentType !== 'cash');
  const savedCards = useSavedCards().items;
  const cardMethod = methods.find((m) => m.paymentType === 'card');
  // Until the customer picks, their default saved card if they have one: derived, as the cards load later.
  const [picked, setChoice] = useState<string | null>(null);
  const defaultCard = cardMethod ? savedCards.find((c) => c.isDefault) : undefined;
  const choice = picked ?? (defaultCard ? `s:${defaultCard.id}` : `m:${(cardMethod ?? methods[0])?.code ?? 0}`);
  const savedCard = choice.startsWith('s:') && cardMethod ? savedCards.find((c) => `s:${c.id}` === choice) : undefined;
  const method = savedCard ? cardMethod : methods.find((m) => `m:${m.code}` === choice);
  const surcharge = method && amount !== null ? surchargeFor(method, amount) : 0;
  return {
    methods,
    savedCards: cardMethod ? savedCards : [],
    choice,
    setChoice,
    method,
    savedCardId: savedCard?.id,
    needsPin: isStoredValueMethod(method),
    surcharge,
    /** The method's name, with the masked card when a saved card is chosen (the payment step's summary). */
    methodName: method ? (savedCard ? `${text(method.name)} ${savedCard.maskedNumber}` : text(method.name)) : '',
  };
}

export type PayChoice = ReturnType<typeof usePayChoice>;
