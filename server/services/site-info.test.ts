import { describe, expect, it } from 'vitest';
import { minimalTenant } from '../tenants/testing/tenant-test-kit';
import { infoBlock, splitInfoBody } from './site-info';
import { toServerLanguage } from './shared/server-language';

describe('splitInfoBody', () => {
  it('splits on |, trims and drops blanks', () => {
    expect(splitInfoBody(' a | b||c |  ')).toEqual(['a', 'b', 'c']);
  });
  it('is empty for no text', () => {
    expect(splitInfoBody(undefined)).toEqual([]);
    expect(splitInfoBody('')).toEqual([]);
  });
});

describe('toServerLanguage', () => {
  it.each([
    ['en-gb', 'en'],
    ['zh-hans', 'cn'],
    ['ZH-Hans', 'cn'],
    ['cn', 'cn'],
    ['en', 'en'],
    ['fr', 'en'],
    [undefined, 'en'],
  ])('%s -> %s', (code, expected) => {
    expect(toServerLanguage(code)).toBe(expected);
  });
});

describe('infoBlock: tenant text per language (docs/rules.md#tenant-text)', () => {
  const tenant = minimalTenant('acme');
  tenant.locale = { languages: ['en-gb', 'zh-hans'], defaultLanguage: 'en-gb', phoneCountry: 'NZ' };
  tenant.sites[0].infoBlocks = [
    {
      infoCode: 'rates',
      title: { 'en-gb': 'Rates', 'zh-hans': '收费' },
      body: { 'en-gb': 'First hour free.', 'zh-hans': '首小时免费。' },
    },
    { infoCode: 'plain', title: 'Opening hours', body: 'Always open.' },
    { infoCode: 'english', title: { 'en-gb': 'Only English' }, body: { 'en-gb': 'No Chinese text was written.' } },
  ];
  const block = (infoCode: string, lang?: string) => {
    const found = infoBlock(tenant, 'S1', infoCode, lang);
    return found.found ? found.value : found.code;
  };

  it('answers the title and body in the language asked for', () => {
    expect(block('rates', 'cn')).toEqual({ infoCode: 'rates', title: '收费', body: '首小时免费。' });
    expect(block('rates', 'en')).toEqual({ infoCode: 'rates', title: 'Rates', body: 'First hour free.' });
    expect(block('rates', 'zh-hans')).toMatchObject({ title: '收费' });
  });

  it("without a language, or where the tenant wrote none, answers the tenant's default language", () => {
    expect(block('rates')).toMatchObject({ title: 'Rates' });
    expect(block('english', 'cn')).toEqual({
      infoCode: 'english',
      title: 'Only English',
      body: 'No Chinese text was written.',
    });
  });

  it('a plain string is the text of every language', () => {
    expect(block('plain', 'cn')).toEqual({ infoCode: 'plain', title: 'Opening hours', body: 'Always open.' });
  });

  it('still refuses an unknown block', () => {
    expect(block('nope', 'cn')).toBe('INFO_NOT_FOUND');
  });
});
