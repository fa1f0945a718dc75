import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONTENT_HTML_MAX_LENGTH } from '../../../src/lib/limits';
import { CONTENT_LINK_RULE } from '../../../src/lib/safe-link';
import { CONTENT_LANGUAGES, CONTENT_TYPES } from '../../../src/protocol/admin-content';
import { SCHEMAS_DIR } from '../../config/project-paths';
import { contentSchema, contentSchemaProblem } from './content-schemas';
import { sanitiseHtml } from './html-sanitise';

/** Every property (at any depth) of a schema node, with its path. */
function properties(node: unknown, at = ''): Array<[string, Record<string, unknown>]> {
  if (node === null || typeof node !== 'object') return [];
  const out: Array<[string, Record<string, unknown>]> = [];
  const props = (node as { properties?: Record<string, Record<string, unknown>> }).properties;
  for (const [name, child] of Object.entries(props ?? {})) {
    out.push([`${at}.${name}`, child], ...properties(child, `${at}.${name}`));
    out.push(...properties((child as { items?: unknown }).items, `${at}.${name}[]`));
  }
  return out;
}

describe('content-type schemas (schemas/content, docs/admin.md#content-types)', () => {
  it('there is one schema file per content type (and the shared parts)', () => {
    const files = readdirSync(path.join(SCHEMAS_DIR, 'content')).sort();
    expect(files).toEqual([...CONTENT_TYPES.map((t) => `${t}.schema.json`), 'content-common.schema.json'].sort());
  });

  it('every field has a title and a description (the admin forms show them)', () => {
    for (const type of CONTENT_TYPES) {
      for (const [field, schema] of properties(contentSchema(type))) {
        expect(typeof schema.title, `${type}${field}`).toBe('string');
        expect(typeof schema.description, `${type}${field}`).toBe('string');
      }
    }
  });

  it('text and rich text may be written in every UI language, and only those', () => {
    const common = JSON.parse(readFileSync(path.join(SCHEMAS_DIR, 'content/content-common.schema.json'), 'utf8')) as {
      $defs: Record<'text' | 'html', { anyOf: Array<{ properties?: Record<string, unknown> }> }>;
    };
    for (const kind of ['text', 'html'] as const) {
      const perLanguage = common.$defs[kind].anyOf.find((option) => option.properties !== undefined);
      expect(Object.keys(perLanguage?.properties ?? {}).sort(), kind).toEqual([...CONTENT_LANGUAGES].sort());
    }
  });

  it("the HTML limit in the schema is limits.ts's CONTENT_HTML_MAX_LENGTH", () => {
    const common = JSON.parse(readFileSync(path.join(SCHEMAS_DIR, 'content/content-common.schema.json'), 'utf8')) as {
      $defs: { html: { anyOf: Array<{ maxLength?: number }> } };
    };
    expect(common.$defs.html.anyOf[0]?.maxLength).toBe(CONTENT_HTML_MAX_LENGTH);
    expect(
      contentSchemaProblem('page', { pageId: 'a', title: 't', html: 'x'.repeat(CONTENT_HTML_MAX_LENGTH + 1) }),
    ).toMatch(/html/);
  });

  it('a solution needs its kind; a slide needs its image', () => {
    expect(contentSchemaProblem('solution', { name: 'POS' })).toMatch(/kind: is required/);
    expect(contentSchemaProblem('solution', { kind: 'pos', name: 'POS' })).toBeNull();
    expect(contentSchemaProblem('carousel', { title: 'x' })).toMatch(/image: is required/);
  });

  it('a link goes to a path of this site, a #section, https, mailto: or tel:, never //host (docs/admin.md#links)', () => {
    const footer = (to: string) =>
      contentSchemaProblem('footer', {
        title: 'Links',
        links: [
          { label: 'ok', to: '/company/x/page/about' },
          { label: 'x', to },
        ],
      });
    for (const bad of [
      '//evil.example',
      '/\\evil.example',
      '\\\\evil.example',
      'javascript:alert(1)',
      'http://plain.example',
      'evil.example',
      '/\t/evil.example',
      ' /x',
    ]) {
      expect(footer(bad), bad).toBe(`links[1].to: ${CONTENT_LINK_RULE}`);
    }
    for (const good of [
      '/company/x/page/about',
      '/',
      '#contact',
      'https://example.com/a',
      'mailto:help@example.com',
      'tel:+6495550142',
    ])
      expect(footer(good), good).toBeNull();
    expect(contentSchemaProblem('carousel', { image: 'https://example.com/a.png', link: '//evil.example' })).toBe(
      `link: ${CONTENT_LINK_RULE}`,
    );
    expect(contentSchemaProblem('project', { name: 'P', link: '/\\evil.example' })).toBe(`link: ${CONTENT_LINK_RULE}`);
  });

  it('sanitising keeps formatting and safe links, and removes script in every disguise', () => {
    expect(sanitiseHtml('<p><strong>Hi</strong> <a href="https://x.example" target="_blank">x</a></p>')).toBe(
      '<p><strong>Hi</strong> <a href="https://x.example" target="_blank" rel="noopener noreferrer">x</a></p>',
    );
    for (const bad of [
      '<script>alert(1)</script>',
      '<img src=x onerror=alert(1)>',
      '<a href="javascript:alert(1)">x</a>',
      '<svg onload=alert(1)>',
      '<a href="//evil.example">x</a>',
      '<a href="/\\evil.example">x</a>',
      '<style>body{}</style>',
    ]) {
      const out = sanitiseHtml(bad);
      expect(out, bad).not.toMatch(/script|onerror|onload|javascript:|\/\/evil|\/\\evil|<style/);
    }
  });

  it('keeps images from https and the tenant files, and drops one whose source would be broken', () => {
    const upload = '/tenant-assets/plainco/uploads/' + 'a'.repeat(64) + '.png';
    expect(sanitiseHtml(`<p><img src="${upload}" alt="Level 2 entrance"></p>`)).toBe(
      `<p><img src="${upload}" alt="Level 2 entrance" /></p>`,
    );
    expect(sanitiseHtml('<img src="https://cdn.example/a.png" alt="A">')).toBe(
      '<img src="https://cdn.example/a.png" alt="A" />',
    );
    for (const broken of [
      '<img src="x">',
      '<img>',
      '<img src="/tenant-assets//x.png">',
      '<img src="data:image/png;base64,AA">',
    ])
      expect(sanitiseHtml(`<p>Text${broken}</p>`), broken).toBe('<p>Text</p>');
  });
});
