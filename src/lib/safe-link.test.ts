import { readFileSync } from 'node:fs';
import path from 'node:path';
import Ajv2020 from 'ajv/dist/2020';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { asParsed, CONTENT_LINK_PATTERN, isSafeContentLink, isSchemeRelative } from './safe-link';

const SITE = 'https://shop.example/company/harbour/site';
/** Characters that matter to a URL parser: slashes both ways, blanks browsers drop, scheme and authority marks. */
const urlish = fc.string({
  unit: fc.constantFrom(
    '/',
    '\\',
    '\t',
    '\n',
    ' ',
    '\u0000',
    ':',
    '#',
    '?',
    '@',
    '.',
    '%',
    'a',
    'e',
    'h',
    't',
    'p',
    's',
    'x',
    '2',
    'F',
  ),
  maxLength: 14,
});
const linkish = fc.oneof(
  urlish,
  urlish.map((rest) => `/${rest}`),
  urlish.map((rest) => `//${rest}`),
  urlish.map((rest) => `https:${rest}`),
  urlish.map((rest) => `https://${rest}`),
);
const hasScheme = (url: string) => /^[a-z][a-z0-9+.-]*:/i.test(asParsed(url));

describe('content links (docs/admin.md#links)', () => {
  it('the content schema checks links with this very pattern', () => {
    const common = JSON.parse(
      readFileSync(path.resolve(import.meta.dirname, '../../schemas/content/content-common.schema.json'), 'utf8'),
    ) as { $defs: { link: { pattern: string } } };
    expect(common.$defs.link.pattern).toBe(CONTENT_LINK_PATTERN);
  });

  it('the schema (as ajv runs it) and the browser agree on every link', () => {
    const validate = new Ajv2020().compile({ type: 'string', pattern: CONTENT_LINK_PATTERN });
    fc.assert(
      fc.property(linkish, (to) => {
        expect(validate(to), JSON.stringify(to)).toBe(isSafeContentLink(to));
      }),
      { numRuns: 2000 },
    );
  });

  it('a link allowed that is not https, mailto: or tel: stays on the site, as the browser parses it', () => {
    fc.assert(
      fc.property(linkish, (to) => {
        if (!isSafeContentLink(to) || /^(https:|mailto:|tel:)/.test(to)) return;
        expect(new URL(to, SITE).origin, JSON.stringify(to)).toBe('https://shop.example');
      }),
      { numRuns: 5000 },
    );
  });

  it('in rich text, an href without a scheme that is not scheme-relative stays on the site', () => {
    fc.assert(
      fc.property(linkish, (href) => {
        if (hasScheme(href) || isSchemeRelative(href)) return;
        expect(new URL(href, SITE).origin, JSON.stringify(href)).toBe('https://shop.example');
      }),
      { numRuns: 5000 },
    );
  });

  it('refuses the protocol-relative disguises and keeps paths, sections and the absolute kinds', () => {
    for (const bad of [
      '//evil.example',
      '/\\evil.example',
      '\\\\evil.example',
      '/\t/evil.example',
      'javascript:alert(1)',
      'http://evil.example',
      'evil.example',
      '',
      ' /x',
    ]) {
      expect(isSafeContentLink(bad), JSON.stringify(bad)).toBe(false);
    }
    for (const good of [
      '/',
      '/company/x/page/about?x=1#y',
      '#contact',
      'https://example.com',
      'mailto:a@b.example',
      'tel:+6495550142',
    ])
      expect(isSafeContentLink(good), good).toBe(true);
    expect(['//evil', ' //evil', '/\t/evil', '\\/evil', '\t\\\\evil'].every(isSchemeRelative)).toBe(true);
    expect(['/ok', 'about', '../x', '#x', 'https://x.example'].some(isSchemeRelative)).toBe(false);
  });
});
