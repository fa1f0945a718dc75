import { describe, expect, it } from 'vitest';
import { base64Bytes } from './save-download';

describe('base64Bytes', () => {
  it('decodes every byte value', () => {
    const all = Buffer.from(Array.from({ length: 256 }, (_, i) => i));
    expect(Buffer.from(base64Bytes(all.toString('base64')))).toEqual(all);
    expect(base64Bytes('')).toHaveLength(0);
  });
});
