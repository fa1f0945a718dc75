/**
 * What other domains may use of sms (docs/architecture.md#server-layers): accounts sends and checks
 * the verification codes through these, and wires the provider and the sandbox's outbox.
 */
export type { SmsContext, SmsProvider } from './sms-provider';
export { smsCodeSecret } from './code-secret';
export { createOutboxSmsProvider } from './outbox-sms-provider';
export { createTenantSmsProvider, twilioSettingsOf } from './tenant-sms-provider';
export { SmsSendError, type SmsSendFailure } from './sms-send-error';
export { smsProviderGaps, type SmsProviderGap } from './sms-provider-gaps';
export { lastOutboxCode } from './sandbox-outbox';
export { claimSmsSend, SMS_LIMITS, type SendRefusal } from './send-limits';
export { verificationSmsText } from './sms-text';
export { generateCode, hashCode } from './verification-code';
