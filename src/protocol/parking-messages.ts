/**
 * What the parking and payment calls tell the user (docs/parking-api.md). Every refusal carries one
 * of these codes with its numeric params beside the English dispMsg, so the browser can show it in
 * the user's language: the locale files src/i18n/locales/<lang>/parking.json hold the same codes
 * under `errors`, with the same {{param}} placeholders (i18next syntax). Codes whose words are the
 * error catalogue's (docs/rules.md#catalogue-aliases: 'Ticket expired', 'Failed to verify the PIN',
 * 'Failed to request payment, please try later') are not repeated here: CATALOGUE_ALIASES names their catalogue code.
 */
import type { BookingProblemCode } from '../lib/booking-rules';
import { ERROR_MESSAGES, type ErrorCode } from './errors';

export const PARKING_MESSAGES = {
  // Booking rules (docs/rules.md#booking-rules; src/lib/booking-rules.ts)
  EXIT_NOT_AFTER_ENTRY: 'Exit time must be later than entry time',
  STAY_TOO_SHORT: 'Minimum stay of {{span}} minutes',
  ENTRY_IN_PAST: 'Entry time cannot be earlier than now',
  SPAN_TOO_LONG: 'A booking must span fewer than {{day}} days',
  TICKETS_NONE: 'Number of tickets must be greater than zero',
  TICKETS_OVER_BOOKING_MAX: 'At most {{max}} tickets per booking',
  ENTRY_TOO_FAR_AHEAD: 'Entry can be booked at most {{day}} days ahead',
  ENTRY_TOO_SOON: 'Please book at least {{minutes}} minutes before entry',
  // Offers, pool and payment methods
  SITE_NOT_FOUND: 'Site not found',
  OFFER_NOT_FOUND: 'This ticket offer is not available',
  PAYMENT_METHOD_NOT_FOUND: 'This payment method is not available',
  SOLD_OUT: 'Sold out',
  ONLY_FEW_LEFT: 'Only {{available}} left',
  TOO_MANY_AT_ONCE: 'You can hold at most {{max}} tickets of this kind at once',
  PRICE_CHANGED: 'The price has changed since you checked it. Please check the new price and confirm again',
  // Bookings
  IDEMPOTENCY_CONFLICT: 'This request was already made with different details',
  BOOKING_NOT_FOUND: 'Booking not found',
  PAYMENT_REQUIRED: 'This booking needs a payment',
  BOOKING_CANCELLED: 'This booking was cancelled',
  NOT_PAID_IN_TIME: 'Not paid in time',
  // Gate events
  PASS_UNKNOWN: 'Unknown pass',
  TICKET_NOT_PAID: 'This ticket is not paid',
  TICKET_NOT_VALID_YET: 'This ticket is not valid yet',
  EVENT_ID_REUSED: 'This event id was already used with different details',
  // Payment, top-up and cancellation (schemas/api/payment-problem.json)
  PAYMENT_NOT_NEEDED: 'This booking needs no payment',
  ALREADY_PAID: 'This booking is already paid',
  PIN_REQUIRED: 'Please enter the four-digit PIN of the card',
  PIN_LOCKED: 'Too many wrong PINs. Please try again in {{minutes}} min',
  PAYMENT_NOT_FOUND: 'Payment not found',
  TOPUP_NOT_AVAILABLE: 'This booking cannot be topped up',
  TOPUP_TOO_SHORT: 'A top-up must add at least {{minutes}} minutes',
  CANCEL_NOT_ALLOWED: 'This booking can no longer be cancelled',
  REFUND_CHANGED: 'The refund amount has changed: please check it and confirm again',
} as const satisfies Record<BookingProblemCode, string> & Record<string, string>;

export type ParkingMessageCode = keyof typeof PARKING_MESSAGES;

/** Refusal codes whose words are the error catalogue's (ERROR_MESSAGES, namespace `errors`). */
export const CATALOGUE_ALIASES = {
  TICKET_EXPIRED: 'TICKET_EXPIRED',
  PIN_INVALID: 'PIN_VERIFY_FAILED',
  GATEWAY_UNAVAILABLE: 'PAYMENT_REQUEST_FAILED',
} as const satisfies Record<string, ErrorCode>;

export type CatalogueAliasCode = keyof typeof CATALOGUE_ALIASES;

/** A code of a parking or payment refusal: one of PARKING_MESSAGES, or a catalogue alias. */
export type ParkingProblemCode = ParkingMessageCode | CatalogueAliasCode;

export const isCatalogueAlias = (code: string): code is CatalogueAliasCode => Object.hasOwn(CATALOGUE_ALIASES, code);

export type ParkingMessageParams = Readonly<Record<string, number>>;

/** The English text of a code with its {{params}} filled in. */
export function parkingMessage(code: ParkingProblemCode, params: ParkingMessageParams = {}): string {
  const template: string = isCatalogueAlias(code) ? ERROR_MESSAGES[CATALOGUE_ALIASES[code]] : PARKING_MESSAGES[code];
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (Object.hasOwn(params, name) ? String(params[name]) : whole));
}

/** The {{param}} names a template uses, in order (for the locale parity test and the docs). */
export function messageParams(template: string): string[] {
  return [...template.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1] ?? '');
}
