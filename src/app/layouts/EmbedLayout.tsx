import { TenantShell } from './TenantShell';

/** The embed layout (/embed/{shop}). */
export default function EmbedLayout() {
  return <TenantShell layout="embed" />;
}
