import type { PublicTenant } from '../generated/public-tenant';

export type FeatureName = keyof NonNullable<PublicTenant['features']>;

/** Off unless the tenant turns it on (the 'reservation' route is hidden unless enabled, docs/rules.md#reservation-route). */
export function isFeatureEnabled(tenant: Pick<PublicTenant, 'features'>, feature: FeatureName): boolean {
  return tenant.features?.[feature] === true;
}

/** On unless the tenant turns it off: screens every tenant has by default (wallet, shop). */
export function isFeatureOffered(tenant: Pick<PublicTenant, 'features'>, feature: FeatureName): boolean {
  return tenant.features?.[feature] !== false;
}
