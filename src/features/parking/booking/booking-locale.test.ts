import { describe, expect, it } from 'vitest';
import enGb from '../../../i18n/locales/en-gb/parking.json';
import zhHans from '../../../i18n/locales/zh-hans/parking.json';

/** 'a.b' keys of a nested object with their texts; i18next plural suffixes folded (zh-hans has only _other). */
function texts(tree: unknown, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  if (typeof tree !== 'object' || tree === null) return found;
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') found.set(path.replace(/_(one|other)$/, ''), value);
    else for (const [k, v] of texts(value, path)) found.set(k, v);
  }
  return found;
}

const params = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
const tags = (text: string) => [...text.matchAll(/<(\w+)>/g)].map((m) => m[1]).sort();

describe('parking.json booking texts', () => {
  const english = texts(enGb.booking);
  const chinese = texts(zhHans.booking);

  it('zh-hans has every en-gb key', () => {
    expect([...chinese.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it('keeps the placeholders and links of the English', () => {
    for (const [key, text] of english) {
      expect(params(chinese.get(key) ?? ''), key).toEqual(params(text));
      expect(tags(chinese.get(key) ?? ''), key).toEqual(tags(text));
    }
  });
});
