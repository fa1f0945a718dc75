/**
 * URL of a tenant asset: an absolute https URL as it is, otherwise the file under the tenant's
 * asset folder, served at /tenant-assets/{tenantId}/{file}.
 */
export function tenantAssetUrl(tenantId: string, assetPath: string): string {
  if (/^https:\/\//i.test(assetPath)) return assetPath;
  const file = assetPath
    .split('/')
    .filter((part) => part !== '')
    .map(encodeURIComponent)
    .join('/');
  return `/tenant-assets/${encodeURIComponent(tenantId)}/${file}`;
}
