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

  it('drops links and images to another site disguised as paths, keeps those of the site (docs/admin.md#links)', async () => {
    const clean = await sanitizeHtml(
      '<a href="//evil.example">a</a><a href="/\\evil.example">b</a><a href=" \t//evil.example">c</a><img src="//evil.example/x.png" alt="x"><a href="/company/x/page/about">d</a><a href="about">e</a><a href="https://example.com">f</a>',
    );
    expect(clean).not.toContain('evil');
    expect(clean).toContain('<a>a</a>');
    expect(clean).toContain('href="/company/x/page/about"');
    expect(clean).toContain('href="about"');
    expect(clean).toContain('href="https://example.com"');
  });
});
