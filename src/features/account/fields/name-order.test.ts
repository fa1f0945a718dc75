import { describe, expect, it } from 'vitest';
import { fullName, nameFieldOrder, nameInitials } from './name-order';

describe('name field order', () => {
  it('asks for the family name first in Chinese only', () => {
    expect(nameFieldOrder('zh-hans')).toEqual(['lastName', 'firstName']);
    expect(nameFieldOrder('en-gb')).toEqual(['firstName', 'lastName']);
  });

  it('writes the full name and initials the way the language does', () => {
    expect(fullName('Aroha', 'Ngata', 'en-gb')).toBe('Aroha Ngata');
    expect(fullName('小明', '王', 'zh-hans')).toBe('王小明');
    expect(nameInitials('aroha', 'ngata', 'en-gb')).toBe('AN');
    expect(nameInitials('小明', '王', 'zh-hans')).toBe('王');
  });
});
