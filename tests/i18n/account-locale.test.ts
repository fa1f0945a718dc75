import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/protocol/messages';
import english from '../../src/i18n/locales/en-gb/account.json';
import chinese from '../../src/i18n/locales/zh-hans/account.json';

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
}

function lookup(resource: unknown, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>(
      (node, part) => (typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined),
      resource,
    );
}

const placeholders = (text: string): string[] => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1] ?? '').sort();

describe('account locale files', () => {
  it('zh-hans has every en-gb key (it does not fall back to English)', () => {
    expect(new Set(keysOf(chinese))).toEqual(new Set(keysOf(english)));
  });

  it('keeps placeholders the same in both languages', () => {
    for (const key of keysOf(english)) {
      expect(placeholders(String(lookup(chinese, key) ?? '')), key).toEqual(placeholders(String(lookup(english, key))));
    }
  });

  it('holds no message of the catalogue: refusals and form messages are shown by code from messages.json', () => {
    const catalogue = new Set<string>(Object.values(MESSAGES));
    expect(keysOf(english).filter((key) => catalogue.has(String(lookup(english, key))))).toEqual([]);
    expect(Object.keys(english)).not.toContain('server');
  });
});
