import { describe, expect, it } from 'vitest';
import { parkingTenants } from '../../../tests/server/support/parking-kit';
import type { Tenant } from '../../../src/generated/tenant';
import { paymentProviderGaps } from './provider-gaps';

const parkco = parkingTenants()[0]!;
const onWindcave = (providers: Tenant['paymentProviders']): Tenant => ({
  ...parkco,
  payment: {
    ...parkco.payment,
    methods: parkco.payment.methods.map((m) =>
      m.code === 201 ? { ...m, provider: 'dps' } : m,
    ) as Tenant['payment']['methods'],
  },
  ...(providers ? { paymentProviders: providers } : {}),
});
const windcave = {
  baseUrl: 'https://uat.windcave.com/api/v1',
  username: { env: 'WC_USER' },
  apiKey: { env: 'WC_KEY' },
};

describe('payment provider gaps (tenants:check)', () => {
  it('names the missing secret by its variable; none when all are set', () => {
    expect(paymentProviderGaps(onWindcave({ windcave }), { WC_USER: 'u' })).toEqual([
      {
        pointer: '/paymentProviders/windcave',
        message: expect.stringContaining('paymentProviders.windcave.apiKey (environment variable WC_KEY) is not set'),
      },
    ]);
    expect(paymentProviderGaps(onWindcave({ windcave }), { WC_USER: 'u', WC_KEY: 'k' })).toEqual([]);
  });

  it('a method on a provider without settings is named; hidden methods and the sandbox are not', () => {
    expect(paymentProviderGaps(onWindcave(undefined), {})).toEqual([
      {
        pointer: '/payment/methods/0/provider',
        message: expect.stringContaining('paymentProviders.windcave is not set'),
      },
    ]);
    expect(paymentProviderGaps(parkco, {})).toEqual([]);
  });
});
