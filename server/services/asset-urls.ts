import { TENANT_ASSETS_PREFIX } from '../http/paths';

/** URL of a tenant asset as the browser loads it: https URLs as they are, files via /tenant-assets. */
export function tenantAssetUrl(tenantId: string, assetPath: string): string {
  if (assetPath.startsWith('https://')) return assetPath;
  return `${TENANT_ASSETS_PREFIX}${encodeURIComponent(tenantId)}/${assetPath.split('/').map(encodeURIComponent).join('/')}`;
}
