import type { AnyStateMachine } from 'xstate';
import { bookingMachine } from './parking/booking.machine';
import { bookingChoiceMachine } from './parking/booking-choice.machine';
import { cancelBookingMachine } from './parking/cancel-booking.machine';
import { codeCountdownMachine } from './accounts/code-countdown.machine';
import { passwordChangeMachine } from './accounts/password-change.machine';
import { passwordLoginMachine } from './accounts/password-login.machine';
import { passwordResetMachine } from './accounts/password-reset.machine';
import { payBookingMachine } from './parking/pay-booking.machine';
import { paymentMachine } from './payment/payment.machine';
import { sessionMachine } from './accounts/session.machine';
import { signupMachine } from './accounts/signup.machine';
import { smsLoginMachine } from './accounts/sms-login.machine';
import { invitationAcceptMachine } from './invitations/invitation-accept.machine';
import { savedCardAddMachine } from './wallet/saved-card-add.machine';
import { topUpMachine } from './parking/top-up.machine';
import { voucherCollectMachine } from './wallet/voucher-collect.machine';
import { walletPinChangeMachine } from './wallet/wallet-pin-change.machine';
import { rewardRedeemMachine } from './wallet/reward-redeem.machine';
import { storedValueVerificationMachine } from './payment/stored-value-verification.machine';
import { walletTopUpMachine } from './wallet/wallet-top-up.machine';
import { employeeLoginMachine } from './staff/employee-login.machine';
import { adminEditMachine } from './admin/admin-edit.machine';
import { memberAssessmentMachine } from './staff/member-assessment.machine';
import { memberRegistrationMachine } from './staff/member-registration.machine';
import { shopOrderMachine } from './shop/shop-order.machine';
import { tableBillMachine } from './shop/table-bill.machine';
import { singlePayMachine } from './payment/single-pay.machine';
import { pinpadKioskMachine } from './staff/pinpad-kiosk.machine';
import { sessionLabels } from './labels/session.labels';
import { passwordLoginLabels } from './labels/password-login.labels';
import { smsLoginLabels } from './labels/sms-login.labels';
import { signupLabels } from './labels/signup.labels';
import { passwordResetLabels } from './labels/password-reset.labels';
import { passwordChangeLabels } from './labels/password-change.labels';
import { codeCountdownLabels } from './labels/code-countdown.labels';
import { bookingLabels } from './labels/booking.labels';
import { bookingChoiceLabels } from './labels/booking-choice.labels';
import { paymentLabels } from './labels/payment.labels';
import { payBookingLabels } from './labels/pay-booking.labels';
import { topUpLabels } from './labels/top-up.labels';
import { cancelBookingLabels } from './labels/cancel-booking.labels';
import type { MachineLabels } from './labels/types';
import { voucherCollectLabels } from './labels/voucher-collect.labels';
import { invitationAcceptLabels } from './labels/invitation-accept.labels';
import { savedCardAddLabels } from './labels/saved-card-add.labels';
import { walletTopUpLabels } from './labels/wallet-top-up.labels';
import { walletPinChangeLabels } from './labels/wallet-pin-change.labels';
import { rewardRedeemLabels } from './labels/reward-redeem.labels';
import { storedValueVerificationLabels } from './labels/stored-value-verification.labels';
import { employeeLoginLabels } from './labels/employee-login.labels';
import { adminEditLabels } from './labels/admin-edit.labels';
import { memberAssessmentLabels } from './labels/member-assessment.labels';
import { memberRegistrationLabels } from './labels/member-registration.labels';
import { shopOrderLabels } from './labels/shop-order.labels';
import { tableBillLabels } from './labels/table-bill.labels';
import { singlePayLabels } from './labels/single-pay.labels';
import { pinpadKioskLabels } from './labels/pinpad-kiosk.labels';

export interface FlowEntry {
  /** File name stem for flows/diagrams/<name>.{mmd,json,svg}. */
  name: string;
  machine: AnyStateMachine;
  /**
   * Plain-language labels of every state, event, guard, action and actor, in every language
   * (flows/labels/<name>.labels.ts; flows/labels/labels.test.ts keeps them complete). Its `flow`
   * entry is the title and one-sentence description shown with the diagram.
   */
  labels: MachineLabels;
  /**
   * Site or tenant switches the flow needs; a tenant's diagrams leave it out where one is off
   * (flows/render/flow-facts.ts): 'smsLogin' (site smsLogin 1), 'pinpad' (site pinpad 1),
   * 'storedValue' (a visible stored-value payment method and the wallet feature).
   */
  requires?: readonly FlowSwitch[];
}

export type FlowSwitch = 'smsLogin' | 'pinpad' | 'storedValue';

/** Every flow machine that gets exported as diagrams (`npm run flows:export`). Add one line per machine. */
export const flowRegistry: readonly FlowEntry[] = [
  {
    name: 'session',
    machine: sessionMachine,
    labels: sessionLabels,
  },
  {
    name: 'password-login',
    machine: passwordLoginMachine,
    labels: passwordLoginLabels,
  },
  {
    name: 'sms-login',
    machine: smsLoginMachine,
    labels: smsLoginLabels,
    requires: ['smsLogin'],
  },
  {
    name: 'signup',
    machine: signupMachine,
    labels: signupLabels,
  },
  {
    name: 'password-reset',
    machine: passwordResetMachine,
    labels: passwordResetLabels,
  },
  {
    name: 'password-change',
    machine: passwordChangeMachine,
    labels: passwordChangeLabels,
  },
  {
    name: 'code-countdown',
    machine: codeCountdownMachine,
    labels: codeCountdownLabels,
  },
  {
    name: 'booking-choice',
    machine: bookingChoiceMachine,
    labels: bookingChoiceLabels,
  },
  {
    name: 'booking',
    machine: bookingMachine,
    labels: bookingLabels,
  },
  {
    name: 'payment',
    machine: paymentMachine,
    labels: paymentLabels,
  },
  {
    name: 'pay-booking',
    machine: payBookingMachine,
    labels: payBookingLabels,
  },
  {
    name: 'top-up',
    machine: topUpMachine,
    labels: topUpLabels,
  },
  {
    name: 'cancel-booking',
    machine: cancelBookingMachine,
    labels: cancelBookingLabels,
  },
  {
    name: 'voucher-collect',
    machine: voucherCollectMachine,
    labels: voucherCollectLabels,
  },
  {
    name: 'invitation-accept',
    machine: invitationAcceptMachine,
    labels: invitationAcceptLabels,
  },
  {
    name: 'saved-card-add',
    machine: savedCardAddMachine,
    labels: savedCardAddLabels,
  },
  {
    name: 'wallet-top-up',
    machine: walletTopUpMachine,
    labels: walletTopUpLabels,
    requires: ['storedValue'],
  },
  {
    name: 'wallet-pin-change',
    machine: walletPinChangeMachine,
    labels: walletPinChangeLabels,
    requires: ['storedValue'],
  },
  {
    name: 'reward-redeem',
    machine: rewardRedeemMachine,
    labels: rewardRedeemLabels,
  },
  {
    name: 'stored-value-verification',
    machine: storedValueVerificationMachine,
    labels: storedValueVerificationLabels,
    requires: ['storedValue'],
  },
  {
    name: 'employee-login',
    machine: employeeLoginMachine,
    labels: employeeLoginLabels,
  },
  {
    name: 'member-registration',
    machine: memberRegistrationMachine,
    labels: memberRegistrationLabels,
  },
  {
    name: 'member-assessment',
    machine: memberAssessmentMachine,
    labels: memberAssessmentLabels,
  },
  {
    name: 'shop-order',
    machine: shopOrderMachine,
    labels: shopOrderLabels,
  },
  {
    name: 'table-bill',
    machine: tableBillMachine,
    labels: tableBillLabels,
  },
  {
    name: 'single-pay',
    machine: singlePayMachine,
    labels: singlePayLabels,
  },
  {
    name: 'admin-edit',
    machine: adminEditMachine,
    labels: adminEditLabels,
  },
  {
    name: 'pinpad-kiosk',
    machine: pinpadKioskMachine,
    labels: pinpadKioskLabels,
    requires: ['pinpad'],
  },
];
