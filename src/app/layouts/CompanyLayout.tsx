import { TenantShell } from './TenantShell';

/** The company layout (/company/{shop}). */
export default function CompanyLayout() {
  return <TenantShell layout="company" />;
}
