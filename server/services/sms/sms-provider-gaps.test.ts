import { describe, expect, it } from 'vitest';
import type { Tenant } from '../../../src/generated/tenant';
import { minimalTenant } from '../../tenants/testing/tenant-test-kit';
import { smsProviderGaps } from './sms-provider-gaps';

function tenantWith(sms: Tenant['sms'], smsLogin: 0 | 1 = 1): Tenant {
  const tenant = minimalTenant('acme');
  const [site] = tenant.sites;
  return {
    ...tenant,
    sites: [
      { ...site, smsLogin: 0 },
      { ...site, shopCode: 'acme-north', smsLogin },
    ],
    sms,
  };
}

const twilio = {
  provider: 'twilio',
  accountSid: { env: 'ACME_TWILIO_SID' },
  authToken: { env: 'ACME_TWILIO_TOKEN' },
  from: '+15005550006',
} as const;

describe('smsProviderGaps (docs/sms.md#checks)', () => {
  it('names the first SMS login site of a tenant without a provider, and an explicit outbox', () => {
    expect(smsProviderGaps(tenantWith(undefined), {})).toEqual([
      {
        pointer: '/sites/1/smsLogin',
        message: expect.stringMatching(
          /^SMS login is on \(acme-north\) but the tenant has no SMS provider: .* in production this is an error: set sms.provider "twilio"/,
        ),
      },
    ]);
    expect(smsProviderGaps(tenantWith({ provider: 'outbox' }), {}).map((gap) => gap.pointer)).toEqual([
      '/sms/provider',
    ]);
  });

  it('says nothing of a tenant without SMS login, nor of one whose Twilio secrets are set', () => {
    expect(smsProviderGaps(tenantWith(undefined, 0), {})).toEqual([]);
    expect(
      smsProviderGaps(tenantWith(twilio), { ACME_TWILIO_SID: `AC${'0'.repeat(32)}`, ACME_TWILIO_TOKEN: 't' }),
    ).toEqual([]);
  });

  it('names each Twilio secret whose variable is not set, without any value', () => {
    const gaps = smsProviderGaps(tenantWith(twilio), { ACME_TWILIO_SID: 'AC-set', ACME_TWILIO_TOKEN: '' });
    expect(gaps).toEqual([
      {
        pointer: '/sms/authToken',
        message: expect.stringMatching(/^names ACME_TWILIO_TOKEN, which is not set in this environment: no SMS/),
      },
    ]);
    expect(JSON.stringify(gaps)).not.toContain('AC-set');
    // Even with SMS login off: a tenant that names Twilio sends its sign-up codes there.
    expect(smsProviderGaps(tenantWith(twilio, 0), {}).map((gap) => gap.pointer)).toEqual([
      '/sms/accountSid',
      '/sms/authToken',
    ]);
  });
});
