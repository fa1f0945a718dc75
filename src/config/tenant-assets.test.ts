import { describe, expect, it } from 'vitest';
import { tenantAssetUrl } from './tenant-assets';

describe('tenantAssetUrl', () => {
  it('serves relative paths from the tenant asset folder', () => {
    expect(tenantAssetUrl('lotus', 'logo.svg')).toBe('/tenant-assets/lotus/logo.svg');
    expect(tenantAssetUrl('lotus', 'img/banner 1.png')).toBe('/tenant-assets/lotus/img/banner%201.png');
  });

  it('keeps absolute https URLs', () => {
    expect(tenantAssetUrl('lotus', 'https://cdn.example.com/a.png')).toBe('https://cdn.example.com/a.png');
  });
});
