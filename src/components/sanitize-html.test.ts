// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html';

describe('sanitizeHtml', () => {
  it('keeps content and drops scripts, handlers and styles', async () => {
    const clean = await sanitizeHtml(
      '<h2>Terms</h2><p onclick="x()" style="color:red">Read <a href="javascript:alert(1)">this</a></p><script>alert(1)</script><style>body{}</style>',
    );
    expect(clean).toContain('<h2>Terms</h2>');
    expect(clean).toContain('Read');
    expect(clean).not.toMatch(/script|onclick|style|javascript:/);
  });
});
