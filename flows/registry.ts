import type { AnyStateMachine } from 'xstate';
import { bookingMachine } from './booking.machine';
import { cancelBookingMachine } from './cancel-booking.machine';
import { codeCountdownMachine } from './code-countdown.machine';
import { passwordChangeMachine } from './password-change.machine';
import { passwordLoginMachine } from './password-login.machine';
import { passwordResetMachine } from './password-reset.machine';
import { payBookingMachine } from './pay-booking.machine';
import { paymentMachine } from './payment.machine';
import { sessionMachine } from './session.machine';
import { signupMachine } from './signup.machine';
import { smsLoginMachine } from './sms-login.machine';
import { invitationAcceptMachine } from './invitation-accept.machine';
import { savedCardAddMachine } from './saved-card-add.machine';
import { topUpMachine } from './top-up.machine';
import { voucherCollectMachine } from './voucher-collect.machine';
import { walletPinChangeMachine } from './wallet-pin-change.machine';
import { walletTopUpMachine } from './wallet-top-up.machine';

export interface FlowEntry {
  /** File name stem for flows/diagrams/<name>.{mmd,json,svg}. */
  name: string;
  machine: AnyStateMachine;
  /** One sentence for analysts; shown under the diagram title. */
  description: string;
}

/** Every flow machine that gets exported as diagrams (`npm run flows:export`). Add one line per machine. */
export const flowRegistry: readonly FlowEntry[] = [
  {
    name: 'session',
    machine: sessionMachine,
    description: 'Customer session: restore a stored token, auto-login, login, logout and expiry on HTTP 401.',
  },
  {
    name: 'password-login',
    machine: passwordLoginMachine,
    description: 'Log in with phone number and password; mismatch, server refusals, the no-password-yet case (-821009) and connection failure.',
  },
  {
    name: 'sms-login',
    machine: smsLoginMachine,
    description: 'Log in with a 4-digit code sent by SMS, with a 120 s resend countdown and the server counting wrong tries.',
  },
  {
    name: 'signup',
    machine: signupMachine,
    description: 'Sign up: check the phone number is free, verify it by SMS, then details and password (weak needs use-anyway); signed in at the end.',
  },
  {
    name: 'password-reset',
    machine: passwordResetMachine,
    description: 'Reset a forgotten password: verify the phone number by SMS, then a new password twice (weak needs use-anyway).',
  },
  {
    name: 'password-change',
    machine: passwordChangeMachine,
    description: 'Change the password of the signed-in account: old password, new password twice (weak needs use-anyway).',
  },
  {
    name: 'code-countdown',
    machine: codeCountdownMachine,
    description: 'Resend countdown of an SMS code, invoked by SMS login, sign-up and password reset: a TICK each second, done at 0.',
  },
  {
    name: 'booking',
    machine: bookingMachine,
    description: 'Book parking: choose (booking rules checked locally), quote with surcharge, review and accept the terms, order, then confirm a zero total or pay.',
  },
  {
    name: 'payment',
    machine: paymentMachine,
    description: 'Pay a booking or top-up: PIN for a stored-value card, start, gateway dialog or redirect, status checks while the dialog is open, confirm (polling while pending), send the order (do not close).',
  },
  {
    name: 'pay-booking',
    machine: payBookingMachine,
    description: 'Pay a booking held for payment (pay?booking=): choose the method, pay while the hold lasts (the payment machine as its child), then booking success or the booking again.',
  },
  {
    name: 'top-up',
    machine: topUpMachine,
    description: 'Extend a booking: a later exit (minimum interval, charged per rate period), quote, review, pay.',
  },
  {
    name: 'cancel-booking',
    machine: cancelBookingMachine,
    description: 'Cancel a booking: quote the exact refund, show it, cancel only after the customer confirms.',
  },
  {
    name: 'voucher-collect',
    machine: voucherCollectMachine,
    description: 'Collect a voucher by its code, or claim it by a link that is only shown until the customer asks for it (after login when signed out).',
  },
  {
    name: 'invitation-accept',
    machine: invitationAcceptMachine,
    description: 'Accept a merchant or member invitation: shown first, accepted after login (a wallet card of the programme); another account is told so and can switch.',
  },
  {
    name: 'saved-card-add',
    machine: savedCardAddMachine,
    description: "Save a payment card: the gateway's own card-entry page tokenises it (dialog or redirect), then the server confirms and keeps only the token.",
  },
  {
    name: 'wallet-top-up',
    machine: walletTopUpMachine,
    description: "Top up a stored-value wallet card through the gateway: an amount within the programme's rules, then the payment; credited once confirmed.",
  },
  {
    name: 'wallet-pin-change',
    machine: walletPinChangeMachine,
    description: "Set or change a wallet card's 6-digit PIN: the current PIN once one is set, the new one twice.",
  },
];
