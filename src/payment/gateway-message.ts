/**
 * The message the sandbox gateway's outcome page posts to the frame's parent once the payer has
 * decided (server/routes/sandbox-gateway.ts). Only a same-origin sender from the gateway's own
 * frame is believed: the message merely says "check the status now", the server decides the outcome.
 */
export const PAYMENT_DECIDED_MESSAGE = 'kerbside:payment-decided';

export interface PaymentDecidedMessage {
  type: typeof PAYMENT_DECIDED_MESSAGE;
  id: string;
}

export function isPaymentDecidedMessage(data: unknown): data is PaymentDecidedMessage {
  if (typeof data !== 'object' || data === null) return false;
  const { type, id } = data as { type?: unknown; id?: unknown };
  return type === PAYMENT_DECIDED_MESSAGE && typeof id === 'string';
}

/** A decided message from the expected frame of this origin. */
export function isDecisionFrom(
  event: Pick<MessageEvent, 'origin' | 'source' | 'data'>,
  origin: string,
  frame: MessageEventSource | null,
): boolean {
  return event.origin === origin && frame !== null && event.source === frame && isPaymentDecidedMessage(event.data);
}
