/**
 * The remote payment providers by name (docs/payment-providers.md#adding-a-provider): each entry reads
 * its settings from the tenant's `paymentProviders` with the secrets they reference, and builds the
 * provider's adapter, or names the secrets that are missing. The router (../gateway-router.ts) asks
 * here; `tenants:check` reports the missing ones.
 */
import type { PaymentProviders } from '../../../../src/generated/tenant';
import { secretValue, type SecretSource } from '../../../tenants/secret-value';
import type { ProviderGateway } from '../provider-gateway';
import { createOmipayGateway } from './omipay/omipay-gateway';
import { createPaypalGateway } from './paypal/paypal-gateway';
import { createStripeGateway } from './stripe/stripe-gateway';
import { createWindcaveGateway } from './windcave/windcave-gateway';

/** What every adapter is built with besides its own settings. */
export interface ProviderCommon {
  /** Every call to the provider ends after this long (a timeout is an unknown outcome, never a failure). */
  timeoutMs: number;
  /** Tests give their own; default the global fetch. */
  fetch?: typeof fetch;
}

/** An adapter, or what its settings lack; null when the tenant file does not configure the provider at all. */
export type ProviderBuild = { gateway: ProviderGateway } | { missing: string[] } | null;

export type ProviderEntry = (
  settings: PaymentProviders,
  secrets: SecretSource,
  common: ProviderCommon,
) => ProviderBuild;

type SecretFields<S> = { [K in keyof S]: S[K] extends { env: string } ? K : never }[keyof S];

/**
 * The plain values of a provider's secret fields, or the missing ones named as
 * `paymentProviders.<provider>.<field> (environment variable <VAR>)`.
 */
export function withSecrets<S extends object, F extends SecretFields<S> & string>(
  provider: string,
  settings: S | undefined,
  fields: readonly F[],
  secrets: SecretSource,
  build: (values: Record<F, string>) => ProviderGateway,
): ProviderBuild {
  if (!settings) return null;
  const values = {} as Record<F, string>;
  const missing: string[] = [];
  for (const field of fields) {
    const ref = settings[field] as { env: string } | undefined;
    const value = secretValue(secrets, ref);
    if (value === undefined)
      missing.push(`paymentProviders.${provider}.${field} (environment variable ${ref?.env ?? 'not named'})`);
    else values[field] = value;
  }
  return missing.length > 0 ? { missing } : { gateway: build(values) };
}

/** Provider name -> its entry. A provider missing here is never called: its methods pay through the sandbox on a demo server. */
export const PROVIDERS: Readonly<Record<string, ProviderEntry>> = {
  windcave: (s, secrets, common) =>
    withSecrets('windcave', s.windcave, ['username', 'apiKey'], secrets, (v) =>
      createWindcaveGateway({ baseUrl: s.windcave?.baseUrl ?? '', username: v.username, apiKey: v.apiKey, ...common }),
    ),
  omipay: (s, secrets, common) =>
    withSecrets('omipay', s.omipay, ['merchantNo', 'apiKey'], secrets, (v) =>
      createOmipayGateway({ baseUrl: s.omipay?.baseUrl ?? '', merchantNo: v.merchantNo, apiKey: v.apiKey, ...common }),
    ),
  paypal: (s, secrets, common) =>
    withSecrets('paypal', s.paypal, ['clientId', 'clientSecret'], secrets, (v) =>
      createPaypalGateway({
        baseUrl: s.paypal?.baseUrl ?? '',
        clientId: v.clientId,
        clientSecret: v.clientSecret,
        webhookId: s.paypal?.webhookId ?? '',
        ...common,
      }),
    ),
  stripe: (s, secrets, common) =>
    withSecrets('stripe', s.stripe, ['secretKey', 'webhookSecret'], secrets, (v) =>
      createStripeGateway({
        baseUrl: s.stripe?.baseUrl ?? 'https://api.stripe.com',
        secretKey: v.secretKey,
        webhookSecret: v.webhookSecret,
        ...common,
      }),
    ),
};

/** The providers a remote method may name (the sandbox and none are not remote). */
export const REMOTE_PROVIDERS = ['windcave', 'omipay', 'paypal', 'stripe'] as const;

export function isRemoteProvider(name: string): boolean {
  return (REMOTE_PROVIDERS as readonly string[]).includes(name);
}
