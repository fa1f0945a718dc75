/**
 * The SMS provider of the account services: each message goes where its tenant's `sms` block says
 * (docs/sms.md). Twilio for `provider: "twilio"`, with the credentials read from the environment
 * variables the block names; the built-in outbox for `provider: "outbox"` and for a tenant without
 * the block (the demo and the tests). A tenant that names Twilio but whose secrets are not set gets
 * an error, never the outbox: its codes must not wait in a table nobody reads.
 */
import type { SmsConfig } from '../../../src/generated/tenant';
import { secretValue, type SecretSource } from '../../tenants/secret-value';
import { maskedPhone } from '../shared/phone-numbers';
import type { SmsProvider } from './sms-provider';
import { SmsSendError } from './sms-send-error';
import { createTwilioSmsProvider, type TwilioSettings } from './twilio-sms-provider';

/** Longest wait for Twilio when the tenant does not say (the schema's default of sms.timeoutSeconds). */
export const DEFAULT_SMS_TIMEOUT_SECONDS = 10;

export interface TenantSmsLogger {
  info(obj: object, msg: string): void;
}

type TwilioSender = ReturnType<typeof createTwilioSmsProvider>;

/** The Twilio settings of a tenant's sms block with its secrets read, or what is missing. */
export function twilioSettingsOf(
  config: SmsConfig,
  secrets: SecretSource,
): { settings: TwilioSettings } | { missing: string[] } {
  const accountSid = secretValue(secrets, config.accountSid);
  const authToken = secretValue(secrets, config.authToken);
  const missing = [
    ...(accountSid === undefined
      ? [config.accountSid ? `${config.accountSid.env} (sms.accountSid)` : 'sms.accountSid']
      : []),
    ...(authToken === undefined
      ? [config.authToken ? `${config.authToken.env} (sms.authToken)` : 'sms.authToken']
      : []),
    ...(config.from === undefined && config.messagingServiceSid === undefined
      ? ['sms.from or sms.messagingServiceSid']
      : []),
  ];
  if (accountSid === undefined || authToken === undefined || missing.length > 0) return { missing };
  return {
    settings: {
      accountSid,
      authToken,
      from: config.from,
      messagingServiceSid: config.messagingServiceSid,
      baseUrl: config.baseUrl,
      timeoutMs: (config.timeoutSeconds ?? DEFAULT_SMS_TIMEOUT_SECONDS) * 1000,
    },
  };
}

export function createTenantSmsProvider(deps: {
  outbox: SmsProvider;
  /** Where the sms block's secret references are read (process.env on a server). */
  secrets: SecretSource;
  log: TenantSmsLogger;
}): SmsProvider {
  // One client per distinct configuration: a tenant file's reload with new settings gets a new one.
  const senders = new Map<string, TwilioSender>();
  const twilioFor = (settings: TwilioSettings): TwilioSender => {
    const key = JSON.stringify(settings);
    let sender = senders.get(key);
    if (!sender) {
      sender = createTwilioSmsProvider(settings);
      senders.set(key, sender);
    }
    return sender;
  };

  return {
    // The outbox serves the tenants without a provider; the sandbox endpoint reads only what it holds.
    isSandboxOutbox: deps.outbox.isSandboxOutbox,
    async send(to, text, context) {
      const config = context.tenantSms;
      if (config === undefined || config.provider === 'outbox') return deps.outbox.send(to, text, context);
      const resolved = twilioSettingsOf(config, deps.secrets);
      if ('missing' in resolved) throw new SmsSendError('twilio', 'not-configured', { missing: resolved.missing });
      const { sid } = await twilioFor(resolved.settings).sendMessage(to, text);
      deps.log.info(
        { tenant: context.tenantId, to: maskedPhone(to), purpose: context.purpose, provider: 'twilio', sid },
        'SMS handed to Twilio',
      );
    },
  };
}
