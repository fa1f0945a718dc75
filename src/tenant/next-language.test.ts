import { describe, expect, it } from 'vitest';
import { nextLanguage } from './next-language';

describe('nextLanguage', () => {
  it('switches between the tenant languages', () => {
    expect(nextLanguage('en-gb', ['en-gb', 'zh-hans'])).toBe('zh-hans');
    expect(nextLanguage('zh-hans', ['en-gb', 'zh-hans'])).toBe('en-gb');
  });

  it('offers nothing with a single language', () => {
    expect(nextLanguage('en-gb', ['en-gb'])).toBeNull();
  });
});
