/**
 * Rich text is sanitised when saved (docs/admin.md#html): what is stored, and so what customers are
 * sent, holds only formatting tags, links to https/mailto/tel or app paths, and images from https or
 * the tenant's uploads. Scripts, styles, event handlers, iframes and javascript: URLs are removed
 * (the browser runs DOMPurify again when it renders: two independent guards).
 */
import type sanitizeHtml from 'sanitize-html';
import { sanitizeHtmlPackage } from '../../lazy-packages';

/** Where a page's image may come from: https, or a tenant's files (its uploads included). */
const IMAGE_SOURCE = /^(https:\/\/|\/tenant-assets\/[a-z0-9][a-z0-9-]*\/[^/])/;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'br',
    'hr',
    'blockquote',
    'pre',
    'code',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'sub',
    'sup',
    'mark',
    'small',
    'span',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'figure',
    'figcaption',
    'table',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'caption',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    ol: ['start'],
  },
  allowedSchemes: ['https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['https'] },
  // Relative URLs (app paths, /tenant-assets/... uploads) stay; protocol-relative ones (//evil) do not.
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // An image must come from https or the tenants' own files: a relative src such as "x" would
  // render as a broken image on every page it lands on, so it is dropped whole.
  exclusiveFilter: (frame) => frame.tag === 'img' && !IMAGE_SOURCE.test(frame.attribs.src ?? ''),
  transformTags: {
    // A link that opens a new tab must not hand the opener to the other site.
    a: (tagName, attribs) =>
      attribs.target === '_blank'
        ? { tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } }
        : { tagName, attribs },
  },
};

export function sanitiseHtml(html: string): string {
  return sanitizeHtmlPackage()(html, OPTIONS);
}

/** A ContentHtml value (one string, or one per language) with every string sanitised. */
export function sanitiseContentHtml<T>(value: T): T {
  if (typeof value === 'string') return sanitiseHtml(value) as T;
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    return Object.fromEntries(
      Object.entries(value).map(([lang, html]) => [lang, typeof html === 'string' ? sanitiseHtml(html) : html]),
    ) as T;
  }
  return value;
}
