import { isSchemeRelative } from '../lib/safe-link';

const cache = new Map<string, Promise<string>>();
let purifier: Promise<(html: string) => string> | undefined;

/** DOMPurify, loaded on first use, with a hook that drops links and images to another site disguised as paths. */
function loadPurifier(): Promise<(html: string) => string> {
  purifier ??= import('dompurify').then(({ default: DOMPurify }) => {
    // DOMPurify keeps '//evil.example' and '/\evil.example' (relative URLs to it); a browser reads
    // them as another site's address (docs/admin.md#links). The server's sanitiser drops them too.
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      for (const name of ['href', 'src', 'action', 'formaction', 'xlink:href']) {
        const value = node.getAttribute(name);
        if (value !== null && isSchemeRelative(value)) node.removeAttribute(name);
      }
    });
    // Tenant pages must not restyle the app or post forms anywhere.
    return (html: string) => DOMPurify.sanitize(html, { FORBID_TAGS: ['style', 'form'], FORBID_ATTR: ['style'] });
  });
  return purifier;
}

/**
 * CMS HTML made safe to render (docs/rules.md#html-sanitising). DOMPurify is loaded on
 * first use only, so pages without CMS content never download it. Same input, same promise (for
 * React's use()).
 */
export function sanitizeHtml(html: string): Promise<string> {
  let pending = cache.get(html);
  if (!pending) {
    pending = loadPurifier().then((sanitize) => sanitize(html));
    cache.set(html, pending);
  }
  return pending;
}
