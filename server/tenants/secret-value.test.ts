import { describe, expect, it } from 'vitest';
import { secretValue } from './secret-value';

describe('secretValue', () => {
  it('reads the variable the reference names', () => {
    expect(secretValue({ GATE: 'k'.repeat(40) }, { env: 'GATE' })).toBe('k'.repeat(40));
  });

  it('has no value without a reference, or when the variable is unset or empty', () => {
    expect(secretValue({ GATE: 'x' }, undefined)).toBeUndefined();
    expect(secretValue({}, { env: 'GATE' })).toBeUndefined();
    expect(secretValue({ GATE: '' }, { env: 'GATE' })).toBeUndefined();
  });
});
