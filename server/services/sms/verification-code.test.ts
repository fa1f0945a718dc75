import { describe, expect, it } from 'vitest';
import { generateCode, hashCode, type CodeBinding } from './verification-code';

const secret = Buffer.alloc(32, 7);
const binding: CodeBinding = { tenantId: 'plainco', phone: '+61412345678', purpose: 'signup' };

describe('generateCode', () => {
  it('gives 4 digits, leading zeros kept', () => {
    const codes = Array.from({ length: 2000 }, generateCode);
    for (const code of codes) expect(code).toMatch(/^[0-9]{4}$/);
    // 2000 draws from 10 000 values: far more than 1000 distinct ones unless the source is broken.
    expect(new Set(codes).size).toBeGreaterThan(1000);
    expect(codes.some((c) => c.startsWith('0'))).toBe(true);
  });
});

describe('hashCode', () => {
  it('is a hex HMAC-SHA-256 that does not contain the code', () => {
    const hash = hashCode(secret, binding, '0427');
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).toBe(hashCode(secret, binding, '0427'));
    expect(hash).not.toContain('0427');
  });

  it('depends on the secret, the code and every part of the binding', () => {
    const hash = hashCode(secret, binding, '0427');
    expect(hashCode(Buffer.alloc(32, 8), binding, '0427')).not.toBe(hash);
    expect(hashCode(secret, binding, '0428')).not.toBe(hash);
    expect(hashCode(secret, { ...binding, purpose: 'reset' }, '0427')).not.toBe(hash);
    expect(hashCode(secret, { ...binding, phone: '+61412345679' }, '0427')).not.toBe(hash);
    expect(hashCode(secret, { ...binding, tenantId: 'basco' }, '0427')).not.toBe(hash);
  });
});
