/** Where tenant asset files are served (routes/tenant-assets.ts); server/http/paths.ts keeps it out of the app's paths. */
export const TENANT_ASSETS_PREFIX = '/tenant-assets/';

/** URL of a tenant asset as the browser loads it: https URLs as they are, files via /tenant-assets. */
export function tenantAssetUrl(tenantId: string, assetPath: string): string {
  if (assetPath.startsWith('https://')) return assetPath;
  return `${TENANT_ASSETS_PREFIX}${encodeURIComponent(tenantId)}/${assetPath.split('/').map(encodeURIComponent).join('/')}`;
}
