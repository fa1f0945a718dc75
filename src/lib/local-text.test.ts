import { describe, expect, it } from 'vitest';
import { localText } from './local-text';

describe('localText', () => {
  it("prefers the customer's language, then the tenant default, then any", () => {
    const text = { 'en-gb': '10% off', 'zh-hans': '九折' };
    expect(localText(text, 'zh-hans', 'en-gb')).toBe('九折');
    expect(localText({ 'en-gb': '10% off' }, 'zh-hans', 'en-gb')).toBe('10% off');
    expect(localText({ 'zh-hans': '九折' }, 'en-gb', 'en-gb')).toBe('九折');
    expect(localText({}, 'en-gb', 'en-gb')).toBe('');
  });
});
