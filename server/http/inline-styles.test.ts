import { describe, expect, it } from 'vitest';
import { inlineStylesheets, MOST_INLINE_CSS_BYTES } from './inline-styles';

const files: Record<string, string> = {
  'assets/index-abc.css': '.boot{display:grid}',
  'assets/big-abc.css': `.x{color:red}${' '.repeat(MOST_INLINE_CSS_BYTES)}`,
  'assets/evil-abc.css': '.x{content:"</style><script>alert(1)</script>"}',
};
const read = async (assetPath: string) => files[assetPath] ?? null;

describe('inlineStylesheets', () => {
  it("writes a small built stylesheet into the page in its link's place", async () => {
    const html =
      '<head><script type="module" crossorigin src="/assets/index-abc.js"></script>\n<link rel="stylesheet" crossorigin href="/assets/index-abc.css"></head>';
    expect(await inlineStylesheets(html, read)).toBe(
      '<head><script type="module" crossorigin src="/assets/index-abc.js"></script>\n<style>.boot{display:grid}</style></head>',
    );
  });

  it('leaves linked a large sheet, a missing one, one that could close the style element, and any outside /assets', async () => {
    const html = [
      '<link rel="stylesheet" crossorigin href="/assets/big-abc.css">',
      '<link rel="stylesheet" crossorigin href="/assets/missing.css">',
      '<link rel="stylesheet" crossorigin href="/assets/evil-abc.css">',
      '<link rel="stylesheet" href="https://cdn.example.com/x.css">',
    ].join('');
    expect(await inlineStylesheets(html, read)).toBe(html);
  });
});
