/**
 * What tenants:check says about a tenant's payment providers (docs/payment-providers.md#choosing): a
 * visible method whose remote provider has no `paymentProviders` entry, or whose entry names secrets
 * that are not set here. Such a method pays through the sandbox on a demo server and is not taken
 * on a production one: a warning for the demo, an error with NODE_ENV=production.
 */
import type { Tenant } from '../../../src/generated/tenant';
import type { SecretSource } from '../../tenants/secret-value';
import { providerOf } from './provider-context';
import { isRemoteProvider, PROVIDERS } from './providers';

export interface PaymentProviderGap {
  pointer: string;
  message: string;
}

export function paymentProviderGaps(tenant: Tenant, secrets: SecretSource): PaymentProviderGap[] {
  const gaps: PaymentProviderGap[] = [];
  tenant.payment.methods.forEach((method, index) => {
    const provider = providerOf(method);
    if (!method.visible || !isRemoteProvider(provider)) return;
    const pointer = `/payment/methods/${index}/provider`;
    const entry = PROVIDERS[provider];
    const built = entry ? entry(tenant.paymentProviders ?? {}, secrets, { timeoutMs: 1 }) : null;
    if (!entry)
      gaps.push({
        pointer,
        message: `${provider} has no adapter on this server: the method pays through the sandbox on a demo server and is not offered in production`,
      });
    else if (built === null)
      gaps.push({
        pointer,
        message: `names ${provider}, but paymentProviders.${provider} is not set: the method pays through the sandbox on a demo server and is not offered in production (docs/payment-providers.md)`,
      });
    else if ('missing' in built)
      for (const missing of built.missing)
        gaps.push({
          pointer: `/paymentProviders/${provider}`,
          message: `${missing} is not set in this environment: method ${method.code} pays through the sandbox on a demo server and is not offered in production; set it on the server`,
        });
  });
  return gaps;
}
