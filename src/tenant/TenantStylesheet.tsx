import { useEffect } from 'react';
import { tenantAssetUrl } from '../config/tenant-assets';

/** Adds the tenant's font stylesheet (/tenant-assets/{tenantId}/{stylesheet}) to the page head. */
export function TenantStylesheet({ tenantId, stylesheet }: { tenantId: string; stylesheet: string | undefined }) {
  useEffect(() => {
    if (!stylesheet) return;
    const href = tenantAssetUrl(tenantId, stylesheet);
    if (document.head.querySelector(`link[rel="stylesheet"][href="${CSS.escape(href)}"]`)) return;
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.dataset.tenant = tenantId;
    document.head.appendChild(link);
  }, [tenantId, stylesheet]);
  return null;
}
