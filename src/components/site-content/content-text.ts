import type { TenantText } from '../../generated/tenant';
import { tenantText } from '../../lib/local-text';
import { tenantAssetUrl } from '../../config/tenant-assets';

/** A content field's text (one string, or per language) in `language` (docs/rules.md#tenant-text). */
export function contentText(value: unknown, language: string, fallback: string): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    const map = Object.fromEntries(
      Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
    return tenantText(map as TenantText, language, fallback);
  }
  return '';
}

export type ContentDoc = Record<string, unknown>;

/** An image field's URL: an upload (/tenant-assets/...) or https URL as it is, a file name in the tenant's asset folder. */
export function contentImageUrl(image: string, tenantId: string): string {
  return image.startsWith('/') ? image : tenantAssetUrl(tenantId, image);
}

/** The fields every card-like type shares: a heading, a line, an image and a link. */
export function cardOf(document: ContentDoc, language: string, fallback: string) {
  const str = (key: string) => (typeof document[key] === 'string' ? (document[key] as string) : null);
  return {
    heading: contentText(document.title ?? document.name, language, fallback),
    body: contentText(document.summary ?? document.text, language, fallback),
    image: str('image'),
    link: str('link'),
  };
}
