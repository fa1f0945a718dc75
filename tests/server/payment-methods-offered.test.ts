/**
 * A method whose remote provider is not configured is not offered to the customer on a production
 * server (docs/payment-providers.md#routing): the shop's public config hides it (visible: false), and
 * it shows again once the tenant file names its settings and the secrets are there. A demo server
 * (the sandbox as fallback) keeps offering it: the sandbox takes its payments.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { PaymentMethod, Tenant } from '../../src/generated/tenant';
import { unconfiguredGateway } from '../../server/services/payments/unconfigured-gateway';
import { startTestApp, type TestApp } from './support/app-harness';
import { providerTenants } from './support/provider-suite';

const WINDCAVE = {
  windcave: {
    baseUrl: 'https://uat.windcave.example/api/v1',
    username: { env: 'T_WC_USER' },
    apiKey: { env: 'T_WC_KEY' },
  },
};

/** parkco with its card method (201) on Windcave; `settings` its paymentProviders (none: not configured). */
function tenants(settings: Tenant['paymentProviders'] | undefined): Tenant[] {
  return providerTenants({ provider: 'windcave', settings: settings ?? {}, secrets: {}, close: async () => undefined });
}

async function methodsServed(t: TestApp): Promise<Pick<PaymentMethod, 'code' | 'visible' | 'provider'>[]> {
  const answer = await t.app.inject('/tenant-config/park-central');
  expect(answer.statusCode).toBe(200);
  const body = answer.json<{ tenant: { payment: { methods: PaymentMethod[] } } }>();
  return body.tenant.payment.methods.map(({ code, visible, provider }) => ({ code, visible, provider }));
}

describe('payment methods offered to the customer', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('a production server hides a method whose provider has no settings', async () => {
    t = await startTestApp({ tenants: tenants(undefined), payments: { gateway: unconfiguredGateway } });
    const card = (await methodsServed(t)).find((m) => m.code === 201);
    expect(card).toEqual({ code: 201, visible: false, provider: 'windcave' });
  });

  it('a production server hides it while a secret the settings name is missing, and offers it once set', async () => {
    t = await startTestApp({
      tenants: tenants(WINDCAVE),
      payments: { gateway: unconfiguredGateway },
      paymentProviders: { secrets: { T_WC_USER: 'KerbsideREST' } },
    });
    expect((await methodsServed(t)).find((m) => m.code === 201)?.visible).toBe(false);
    await t.close();

    t = await startTestApp({
      tenants: tenants(WINDCAVE),
      payments: { gateway: unconfiguredGateway },
      paymentProviders: { secrets: { T_WC_USER: 'KerbsideREST', T_WC_KEY: 'a-key' } },
    });
    const methods = await methodsServed(t);
    expect(methods.find((m) => m.code === 201)?.visible).toBe(true);
    // Methods of no remote provider are as the tenant file has them.
    const parkco = tenants(WINDCAVE).find((x) => x.id === 'parkco');
    expect(methods.filter((m) => m.code !== 201).map((m) => m.visible)).toEqual(
      parkco?.payment.methods.filter((m) => m.code !== 201).map((m) => m.visible),
    );
  });

  it('a demo server keeps offering it: the sandbox takes its payments', async () => {
    t = await startTestApp({ tenants: tenants(undefined) });
    expect((await methodsServed(t)).find((m) => m.code === 201)?.visible).toBe(true);
  });
});
