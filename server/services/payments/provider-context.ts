/**
 * What every payment asks of its provider beyond the amount (docs/payment-providers.md#what-we-send):
 * our merchant reference, the key the provider de-duplicates by, the tenant's currency, the kind of
 * payment and where the provider's notification goes. Built once here so every call site sends the same.
 */
import { randomUUID } from 'node:crypto';
import type { PaymentMethod, Tenant } from '../../../src/generated/tenant';
import type { ProviderPaymentContext } from './provider-gateway';

/** Amounts are in the tenant's currency; a tenant file that names none is in Australian dollars (the scaffold's). */
export const DEFAULT_CURRENCY = 'AUD';

/** The provider a method names, dps being Windcave's former name. */
export function providerOf(method: Pick<PaymentMethod, 'provider'> | undefined): string {
  const provider = method?.provider ?? 'sandbox';
  return provider === 'dps' ? 'windcave' : provider;
}

/** Where a provider's notifications for the tenant arrive (relative: the router prefixes the server's public URL). */
export function notificationPath(provider: string, tenantId: string): string {
  return `/payments/notify/${encodeURIComponent(provider)}/${encodeURIComponent(tenantId)}`;
}

function paymentTypeOf(method: PaymentMethod | undefined): ProviderPaymentContext['paymentType'] {
  const type = method?.paymentType;
  return type === 'wechat' || type === 'alipay' || type === 'paypal' ? type : 'card';
}

/**
 * The context of a new payment with the tenant's method `paymentCode`. `reference` is unique per
 * payment (a fresh one when not given); the idempotency key is derived from it, so every retry of
 * this payment's create sends the same key.
 */
export function providerContext(
  tenant: Tenant,
  paymentCode: number,
  reference: string = randomUUID(),
): ProviderPaymentContext & { paymentCode: number } {
  const method = tenant.payment.methods.find((m) => m.code === paymentCode);
  return {
    paymentCode,
    reference,
    idempotencyKey: `kerbside-${reference}`,
    currency: tenant.locale.currency?.name ?? DEFAULT_CURRENCY,
    paymentType: paymentTypeOf(method),
    notificationUrl: notificationPath(providerOf(method), tenant.id),
  };
}
