const cache = new Map<string, Promise<string>>();

/**
 * CMS HTML made safe to render (docs/rules.md#html-sanitising). DOMPurify is loaded on
 * first use only, so pages without CMS content never download it. Same input, same promise (for
 * React's use()).
 */
export function sanitizeHtml(html: string): Promise<string> {
  let pending = cache.get(html);
  if (!pending) {
    pending = import('dompurify').then(({ default: DOMPurify }) =>
      // Tenant pages must not restyle the app or post forms anywhere.
      DOMPurify.sanitize(html, { FORBID_TAGS: ['style', 'form'], FORBID_ATTR: ['style'] }),
    );
    cache.set(html, pending);
  }
  return pending;
}
