import { describe, expect, it } from 'vitest';
import { splitInfoBody } from './site-info';
import { toServerLanguage } from './server-language';

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
