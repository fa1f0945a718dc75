import type { SnapshotFrom } from 'xstate';
import type { BookingMachine } from '../../../../flows/parking/booking.machine';

/**
 * What the checkout screen shows for each state of the booking machine: the steps that place the
 * order (key, order, zero-amount confirmation) look alike to the customer, so they are one phase.
 * The machine passes through opening and checking without stopping; they read as their next step.
 */
export type CheckoutPhase =
  | 'choosing'
  | 'quoting'
  | 'reviewing'
  | 'ordering'
  | 'paying'
  | 'paymentFailed'
  | 'paymentCancelled'
  | 'callFailed'
  | 'succeeded'
  | 'leftForGateway'
  | 'gaveUp';

type BookingState = SnapshotFrom<BookingMachine>['value'];

const PHASES: Record<BookingState, CheckoutPhase> = {
  opening: 'choosing',
  choosing: 'choosing',
  checking: 'quoting',
  quoting: 'quoting',
  reviewing: 'reviewing',
  preparingOrder: 'ordering',
  ordering: 'ordering',
  placed: 'ordering',
  confirmingZero: 'ordering',
  paying: 'paying',
  paymentFailed: 'paymentFailed',
  paymentCancelled: 'paymentCancelled',
  callFailed: 'callFailed',
  succeeded: 'succeeded',
  leftForGateway: 'leftForGateway',
  gaveUp: 'gaveUp',
};

export const checkoutPhaseOf = (state: BookingState): CheckoutPhase => PHASES[state];
