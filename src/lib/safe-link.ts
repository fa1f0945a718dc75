/**
 * Where a content link may go (docs/admin.md#links): one rule for the content schema (the `link`
 * of schemas/content/content-common.schema.json, which admins' saves and tenant files are checked
 * with), its messages on the server, and the browser, which shows a link that breaks it as text.
 *
 * A path of this site starts with exactly one '/': '//evil.example' and '/\evil.example' are
 * protocol-relative to a browser (it reads '\' as '/'), so they would leave the site while looking
 * like a path. Besides paths: '#section', an https URL, mailto: and tel:. Nothing with a blank or
 * control character (browsers drop tabs and newlines inside URLs: '/\t/evil' is '//evil').
 */

/** The schema's pattern (content-common.schema.json `$defs.link.pattern`; a test keeps them equal). */
export const CONTENT_LINK_PATTERN = '^(https://\\S+|/(?![/\\\\])\\S*|#\\S*|mailto:\\S+|tel:\\S+)$';

const CONTENT_LINK = new RegExp(CONTENT_LINK_PATTERN, 'u');

/** What an admin or a tenant file is told when a link breaks the rule (after the field's name). */
export const CONTENT_LINK_RULE =
  "must be a path of this site starting with a single '/' (not '//' or '/\\'), a #section, an https:// URL, mailto: or tel:";

export function isSafeContentLink(to: unknown): to is string {
  return typeof to === 'string' && to.length <= 2048 && CONTENT_LINK.test(to);
}

/**
 * Whether a browser would read `url` as another site's address without a scheme ('//host',
 * '/\host', '\\host', also behind leading blanks or with tabs and newlines inside, which browsers
 * drop): such a URL is not a path, whatever it looks like. For rich text, whose relative links
 * ('about', '../x') are otherwise allowed.
 */
export function isSchemeRelative(url: string): boolean {
  return /^[/\\]{2}/.test(asParsed(url));
}

/** `url` as the URL parser reads it: tabs and newlines anywhere, and leading C0 controls and spaces, dropped. */
export function asParsed(url: string): string {
  const kept = url.replace(/[\t\n\r]/g, '');
  let start = 0;
  while (start < kept.length && kept.charCodeAt(start) <= 0x20) start += 1;
  return kept.slice(start);
}
