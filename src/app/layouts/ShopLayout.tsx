import { TenantShell } from './TenantShell';

/** The shop layout (/shop/{shop}). */
export default function ShopLayout() {
  return <TenantShell layout="shop" />;
}
