import { useEffect } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { PaymentMachine, PaymentStepName } from '../../flows/payment/payment.machine';
import { secondsLeft } from '../lib/time-left';
import { useServerNow } from '../state/use-now';

/**
 * After an abandoned payment the booking stays held until `holdEndsAt` (wire seconds,
 * docs/rules.md#parking-hold): the seconds left, counting down, and HOLD_ENDED sent to the payment
 * once they run out, so paying again is no longer offered. null when there is no hold (top-ups).
 */
export function useHoldEnd(
  actorRef: ActorRefFrom<PaymentMachine>,
  step: PaymentStepName,
  holdEndsAt: number | null | undefined,
): number | null {
  const watching = holdEndsAt !== null && holdEndsAt !== undefined && step === 'abandoned';
  const now = useServerNow(watching);
  const left = holdEndsAt === null || holdEndsAt === undefined ? null : secondsLeft(holdEndsAt, now);
  useEffect(() => {
    if (watching && left === 0) actorRef.send({ type: 'HOLD_ENDED' });
  }, [watching, left, actorRef]);
  return left;
}
