import type { CodePurpose } from './verification-code';

/** What a message is about; a provider may use it (per-tenant sender, the sandbox outbox) or not. */
export interface SmsContext {
  tenantId: string;
  purpose: CodePurpose;
}

/**
 * Sends text messages. The default writes them to the sms_outbox table (outbox-sms-provider.ts);
 * a real gateway implements the same interface and is passed in AppOptions.accounts.smsProvider.
 */
export interface SmsProvider {
  /** Whether this is the built-in outbox, which the sandbox endpoint may read. */
  readonly isSandboxOutbox: boolean;
  /** `to` is E.164. Rejects when the message could not be handed over. */
  send(to: string, text: string, context: SmsContext): Promise<void>;
}
