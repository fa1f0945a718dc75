import { TenantShell } from './TenantShell';

/** The app layout (/app/{shop}). */
export default function AppLayout() {
  return <TenantShell layout="app" />;
}
