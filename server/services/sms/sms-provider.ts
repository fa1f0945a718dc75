import type { SmsConfig } from '../../../src/generated/tenant';
import type { CodePurpose } from './verification-code';

/** What a message is about; a provider may use it (per-tenant sender, the sandbox outbox) or not. */
export interface SmsContext {
  tenantId: string;
  /** A verification code's purpose, or a receipt (docs/staff.md#pinpad-receipt). */
  purpose: CodePurpose | 'receipt';
  /** The tenant's `sms` block: which provider sends its messages (tenant-sms-provider.ts). */
  tenantSms?: SmsConfig;
}

/**
 * Sends text messages. The default sends each where its tenant's `sms` block says
 * (tenant-sms-provider.ts): Twilio (twilio-sms-provider.ts) or the sms_outbox table
 * (outbox-sms-provider.ts). Tests pass another in AppOptions.accounts.smsProvider.
 */
export interface SmsProvider {
  /** Whether this is the built-in outbox, which the sandbox endpoint may read. */
  readonly isSandboxOutbox: boolean;
  /** `to` is E.164. Rejects (with an SmsSendError from a real provider) when the message could not be handed over. */
  send(to: string, text: string, context: SmsContext): Promise<void>;
}
