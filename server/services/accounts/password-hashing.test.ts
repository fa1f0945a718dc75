import { describe, expect, it } from 'vitest';
import { hashPassword, SCRYPT_PARAMETERS, verifyPassword } from './password-hashing';

describe('password hashing', () => {
  it('stores scrypt with its parameters, salt and hash', async () => {
    const stored = await hashPassword('Abcd123!');
    const [name, N, r, p, salt, key] = stored.split('$');
    expect(name).toBe('scrypt');
    expect([Number(N), Number(r), Number(p)]).toEqual([SCRYPT_PARAMETERS.N, SCRYPT_PARAMETERS.r, SCRYPT_PARAMETERS.p]);
    expect(Buffer.from(salt ?? '', 'base64url')).toHaveLength(16);
    expect(Buffer.from(key ?? '', 'base64url')).toHaveLength(32);
    expect(stored).not.toContain('Abcd123!');
  });

  it('verifies the right password and refuses others', async () => {
    const stored = await hashPassword('Abcd123!');
    expect(await verifyPassword('Abcd123!', stored)).toBe(true);
    expect(await verifyPassword('abcd123!', stored)).toBe(false);
    expect(await verifyPassword('Abcd123! ', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('salts every hash: the same password hashes differently', async () => {
    const [a, b] = await Promise.all([hashPassword('same-Pass1'), hashPassword('same-Pass1')]);
    expect(a).not.toBe(b);
    expect(await verifyPassword('same-Pass1', a)).toBe(true);
    expect(await verifyPassword('same-Pass1', b)).toBe(true);
  });

  it('verifies with the parameters stored in the hash, not the current ones', async () => {
    const cheap = await hashPassword('old-Pass1', { N: 1024, r: 8, p: 1 });
    expect(cheap.startsWith('scrypt$1024$8$1$')).toBe(true);
    expect(await verifyPassword('old-Pass1', cheap)).toBe(true);
  });

  it('treats composed and decomposed accents as the same password', async () => {
    const stored = await hashPassword('Caf\u00e9-123');
    expect(await verifyPassword('Cafe\u0301-123', stored)).toBe(true);
  });

  it.each([
    ['', 'empty'],
    ['bcrypt$10$abc', 'another scheme'],
    ['scrypt$16384$8$1$c2FsdA', 'missing hash'],
    ['scrypt$1000$8$1$c2FsdHNhbHRzYWx0$a2V5a2V5a2V5a2V5a2V5a2V5', 'N not a power of two'],
    ['scrypt$4194304$8$1$c2FsdHNhbHRzYWx0$a2V5a2V5a2V5a2V5a2V5a2V5', 'N beyond the bound'],
    ['scrypt$16384$0$1$c2FsdHNhbHRzYWx0$a2V5a2V5a2V5a2V5a2V5a2V5', 'r of zero'],
  ])('never matches a malformed hash (%s: %s)', async (stored) => {
    expect(await verifyPassword('anything', stored)).toBe(false);
  });
});
