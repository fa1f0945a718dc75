/**
 * The admin content area's pure rules (docs/admin.md#rules), shared by the server (which enforces
 * them) and the admin screens (which show them before a call): the publication window against a
 * clock, the state an item is in, a configuration value against its value type, the display order,
 * and the readable diff between two versions.
 */
import type { ContentChange, PublicationState } from '../protocol/admin-content';
import type { MessageCode } from '../protocol/message';

export interface PublicationWindow {
  /** Something is published (a published document exists). */
  published: boolean;
  publishAt: Date | null;
  unpublishAt: Date | null;
}

/**
 * Whether customers see a published item at `now` (docs/admin.md#scheduling): from publishAt
 * (inclusive; none = at once) until unpublishAt (exclusive; none = no end). Evaluated per request
 * against the server's clock, so no background job is needed and the sandbox clock moves it.
 */
export function isLiveAt(window: PublicationWindow, now: Date): boolean {
  if (!window.published) return false;
  if (window.publishAt && now.getTime() < window.publishAt.getTime()) return false;
  if (window.unpublishAt && now.getTime() >= window.unpublishAt.getTime()) return false;
  return true;
}

export function publicationState(window: PublicationWindow, now: Date): PublicationState {
  if (!window.published) return 'draft';
  if (window.unpublishAt && now.getTime() >= window.unpublishAt.getTime()) return 'ended';
  if (window.publishAt && now.getTime() < window.publishAt.getTime()) return 'scheduled';
  return 'live';
}

/**
 * A publish request's window (docs/admin.md#scheduling): the end, when given, must be after the
 * start (or after now when publishing at once) — a window that ended before it began would publish
 * nothing. Returns the refusal's code, or null.
 */
export function publishWindowProblem(publishAt: Date | null, unpublishAt: Date | null, now: Date): MessageCode | null {
  if (unpublishAt === null) return null;
  if (publishAt !== null && unpublishAt.getTime() <= publishAt.getTime()) return 'CONTENT_WINDOW_INVALID';
  if (unpublishAt.getTime() <= now.getTime()) return 'CONTENT_UNPUBLISH_PAST';
  return null;
}

/** A slide's own show-from/show-until window (both optional): the end must be after the start. */
export function showWindowProblem(showFrom: string | undefined, showUntil: string | undefined): MessageCode | null {
  if (showFrom === undefined || showUntil === undefined) return null;
  return Date.parse(showUntil) > Date.parse(showFrom) ? null : 'CONTENT_WINDOW_INVALID';
}

/** Whether a slide shows at `now` by its own window (inclusive start, exclusive end). */
export function isShownAt(showFrom: string | undefined, showUntil: string | undefined, now: Date): boolean {
  if (showFrom !== undefined && now.getTime() < Date.parse(showFrom)) return false;
  if (showUntil !== undefined && now.getTime() >= Date.parse(showUntil)) return false;
  return true;
}

export type ConfigValueType = 'string' | 'number' | 'image' | 'boolean';

/** An image value: an uploaded image's URL, a file of the tenant's asset folder, or an https URL (schemas/content/content-common). */
const IMAGE_VALUE =
  /^(https:\/\/\S+|\/tenant-assets\/[A-Za-z0-9._-]+\/uploads\/[0-9a-f]{64}\.(png|jpg|webp|gif)|[A-Za-z0-9._-]+(\/[A-Za-z0-9._-]+)*)$/;

/**
 * A configuration's value checked by its value type (docs/admin.md#configurations): a number type
 * takes only a finite number (text such as "12" or "abc" is refused: the editor sends numbers), a
 * boolean type only true/false, a string type only text, an image type only an image reference.
 */
export function configValueProblem(valueType: ConfigValueType, value: unknown): MessageCode | null {
  switch (valueType) {
    case 'number':
      return typeof value === 'number' && Number.isFinite(value) ? null : 'CONFIG_VALUE_NOT_NUMBER';
    case 'boolean':
      return typeof value === 'boolean' ? null : 'CONFIG_VALUE_NOT_BOOLEAN';
    case 'string':
      return typeof value === 'string' ? null : 'CONFIG_VALUE_NOT_TEXT';
    case 'image':
      return typeof value === 'string' && IMAGE_VALUE.test(value) ? null : 'CONFIG_VALUE_NOT_IMAGE';
  }
}

/** Display order: `order` ascending (none counts as 0), then creation time, then id. */
export function compareContent(
  a: { order?: number; createdAt: string; id: string },
  b: { order?: number; createdAt: string; id: string },
): number {
  const byOrder = (a.order ?? 0) - (b.order ?? 0);
  if (byOrder !== 0) return byOrder;
  if (a.createdAt !== b.createdAt) return a.createdAt < b.createdAt ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The fields that differ between two documents, as dotted paths ("title.en-gb", "links[1].to"),
 * for the audit log's readable diff. Objects and arrays are walked; anything else compares by value.
 */
export function contentChanges(before: unknown, after: unknown, at = ''): ContentChange[] {
  if (isPlainObject(before) && isPlainObject(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
    return keys.flatMap((key) => contentChanges(before[key], after[key], at ? `${at}.${key}` : key));
  }
  if (Array.isArray(before) && Array.isArray(after)) {
    const length = Math.max(before.length, after.length);
    return Array.from({ length }, (_, i) => contentChanges(before[i], after[i], `${at}[${i}]`)).flat();
  }
  if (JSON.stringify(before) === JSON.stringify(after)) return [];
  return [{ field: at, before: before ?? null, after: after ?? null }];
}

/** Two documents are the same content (key order does not matter). */
export function sameContent(a: unknown, b: unknown): boolean {
  return contentChanges(a, b).length === 0;
}

/**
 * The URL the browser loads a ContentImage from (schemas/content/content-common): an https URL or an
 * uploaded image's /tenant-assets/... URL as it is, a file of the tenant's asset folder under
 * /tenant-assets/{tenant}/ (as the server's tenantAssetUrl does for the tenant file's assets).
 */
export function contentImageUrl(tenantId: string, image: string): string {
  if (image.startsWith('https://') || image.startsWith('/')) return image;
  return `/tenant-assets/${encodeURIComponent(tenantId)}/${image.split('/').map(encodeURIComponent).join('/')}`;
}
