import type { Site } from '../../generated/tenant';
import type { PublicTenant } from '../../generated/public-tenant';

export interface ContactDetails {
  phone: string;
  email: string;
  address: string | null;
  businessNumber: string | null;
}

/** Contact of a site: its own phone, email and address, else the tenant's. */
export function contactDetailsOf(
  tenant: Pick<PublicTenant, 'contact'>,
  site: Pick<Site, 'phone' | 'email' | 'address'>,
): ContactDetails {
  return {
    phone: site.phone ?? tenant.contact.phone,
    email: site.email ?? tenant.contact.email,
    address: site.address ?? tenant.contact.address ?? null,
    businessNumber: tenant.contact.businessNumber ?? null,
  };
}
