import { describe, expect, it } from 'vitest';
import { ACCOUNT_FLOW_TEXT } from '../../flows/account-messages';
import { ACCOUNT_MESSAGES } from '../../server/services/accounts/account-messages';
import english from '../../src/i18n/locales/en-gb/account.json';
import chinese from '../../src/i18n/locales/zh-hans/account.json';

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
}

function lookup(resource: unknown, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined), resource);
}

const placeholders = (text: string): string[] => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1] ?? '').sort();

describe('account locale files', () => {
  it('zh-hans has every en-gb key (it does not fall back to English)', () => {
    const withoutServer = (resource: object) => keysOf({ ...resource, server: undefined }).filter((k) => !k.startsWith('server'));
    expect(new Set(withoutServer(chinese))).toEqual(new Set(withoutServer(english)));
  });

  it("has the flows' message keys, in English exactly as the flows word them", () => {
    for (const [key, text] of Object.entries(ACCOUNT_FLOW_TEXT)) {
      expect(lookup(english, key), key).toBe(text);
      expect(typeof lookup(chinese, key), key).toBe('string');
      expect(placeholders(lookup(chinese, key) as string), key).toEqual(placeholders(text));
    }
  });

  it('words the validation messages exactly', () => {
    expect(english.validation.loginMissing).toBe('Please input phone number or password properly');
    expect(english.validation.passwordEmpty).toBe('Password cannot be empty');
    expect(english.validation.postcodeDigits).toBe('Postcode: numbers only');
  });

  it("translates every fixed sentence the accounts server says into Chinese", () => {
    const sentences = Object.values(ACCOUNT_MESSAGES).flatMap((m) => (typeof m === 'string' ? [m] : []));
    const table = chinese.server as Record<string, string>;
    expect(sentences.filter((s) => !table[s])).toEqual([]);
  });

  it('keeps placeholders the same in both languages', () => {
    for (const key of keysOf(english)) {
      expect(placeholders(String(lookup(chinese, key) ?? '')), key).toEqual(placeholders(String(lookup(english, key))));
    }
  });
});
