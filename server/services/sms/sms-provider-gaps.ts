/**
 * What tenants:check says about a tenant's SMS (docs/sms.md#checks): a tenant whose sites offer SMS
 * login but that has no SMS provider (its codes would go to the built-in outbox, which sends nothing
 * to a phone), and a tenant that names Twilio but whose secrets are not set here. Both are warnings
 * for the demo, and errors for a production server (NODE_ENV=production).
 */
import type { Tenant } from '../../../src/generated/tenant';
import type { SecretSource } from '../../tenants/secret-value';
import { twilioSettingsOf } from './tenant-sms-provider';

/** Where in the tenant file, and what to do. */
export interface SmsProviderGap {
  pointer: string;
  message: string;
}

export function smsProviderGaps(tenant: Tenant, secrets: SecretSource): SmsProviderGap[] {
  const config = tenant.sms;
  if (config?.provider === 'twilio') {
    const resolved = twilioSettingsOf(config, secrets);
    if (!('missing' in resolved)) return [];
    return (['accountSid', 'authToken'] as const)
      .filter((name) => config[name] !== undefined && resolved.missing.some((m) => m.endsWith(`(sms.${name})`)))
      .map((name) => ({
        pointer: `/sms/${name}`,
        message: `names ${config[name]?.env ?? ''}, which is not set in this environment: no SMS can be sent for this tenant (customers see 'Failed to send the PIN'); set it on the server`,
      }));
  }
  const smsLoginSites = tenant.sites.flatMap((site, index) => (site.smsLogin === 1 ? [{ site, index }] : []));
  const first = smsLoginSites[0];
  if (!first) return [];
  const shops = smsLoginSites.map(({ site }) => site.shopCode).join(', ');
  return [
    {
      // An explicit outbox is pointed at; else the first site whose SMS login needs a provider.
      pointer: config ? '/sms/provider' : `/sites/${first.index}/smsLogin`,
      message: `SMS login is on (${shops}) but the tenant has no SMS provider: its login and sign-up codes go to the built-in outbox, which sends nothing to a phone (for the demo and tests only); in production this is an error: set sms.provider "twilio" with its credentials (docs/sms.md)`,
    },
  ];
}
