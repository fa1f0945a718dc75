import type { ParkingProblemCode } from '../src/protocol/parking-messages';

/**
 * What the parking flows (booking, payment, top-up, cancel) tell the user. Same shape as the
 * account flows' FlowMessage: a key the view translates, the server's dispMsg when it refused, and
 * numeric values for the key's placeholders.
 */

/** Codes of the error catalogue (docs/rules.md#error-catalogue, namespace `errors`) that these flows use. */
export const PARKING_CATALOGUE_CODES = [
  'CONNECTION_FAILED',
  'OPERATION_FAILED',
  'PAYMENT_FAILED',
  'PAYMENT_REQUEST_FAILED',
  'PIN_VERIFY_FAILED',
  'PREPAY_CANCEL_FAILED',
  'ORDER_UPLOAD_FAILED',
] as const;

export type ParkingCatalogueCode = (typeof PARKING_CATALOGUE_CODES)[number];

/** Keys these flows add beside the catalogue and PARKING_MESSAGES, with their English. */
export const PARKING_FLOW_TEXT = {
  'validation.offerRequired': 'Please choose a ticket',
  'validation.termsRequired': 'Please accept the terms and conditions',
  'validation.pinFormat': 'The PIN is 4 digits',
  'topUp.exitNotLater': 'The new exit time must be later than the current one',
  'topUp.intervalTooShort': 'Extend by at least {{minutes}} minutes',
  'payment.abandoned': 'The payment was not completed',
  'payment.unconfirmed': 'The payment is not confirmed yet. Check again in a moment.',
} as const satisfies Record<string, string>;

export type ParkingFlowKey = keyof typeof PARKING_FLOW_TEXT;

/**
 * A booking-rule or server refusal code (src/protocol/parking-messages.ts, namespace `parking`),
 * a catalogue code, or a key of PARKING_FLOW_TEXT.
 */
export type ParkingMessageKey = ParkingProblemCode | ParkingCatalogueCode | ParkingFlowKey;

export interface ParkingFlowMessage {
  key: ParkingMessageKey;
  /** The server's dispMsg when it refused: show this instead of the key's text. */
  serverText?: string;
  values?: Readonly<Record<string, number>>;
}

/** The `problem` of a parking refusal (schemas/api/parking-problem.json). */
export interface ParkingProblemRef {
  code: ParkingProblemCode;
  params?: Readonly<Record<string, number>>;
}

export const parkingMessageOf = (key: ParkingMessageKey, values?: Readonly<Record<string, number>>): ParkingFlowMessage =>
  values === undefined || Object.keys(values).length === 0 ? { key } : { key, values };

/**
 * A server refusal: its problem code and params when it names one (so the view can translate),
 * else `fallback`; with its dispMsg when there is one.
 */
export function parkingRefusalMessage(
  result: { dispMsg?: string; problem?: ParkingProblemRef },
  fallback: ParkingMessageKey,
): ParkingFlowMessage {
  const message = result.problem ? parkingMessageOf(result.problem.code, result.problem.params) : parkingMessageOf(fallback);
  return result.dispMsg !== undefined && result.dispMsg.trim() !== '' ? { ...message, serverText: result.dispMsg } : message;
}
