// Standard base64 (RFC 4648 section 4) with '=' padding, in plain code so the same module runs in
// the browser and in Node without Buffer or atob/btoa (which work on Latin-1 strings, not bytes).
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const PAD = '=';

const SEXTET_BY_CHAR: ReadonlyMap<string, number> = new Map([...ALPHABET].map((char, index) => [char, index]));

export function base64Encode(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const b0 = bytes[i] ?? 0;
    const b1 = bytes[i + 1] ?? 0;
    const b2 = bytes[i + 2] ?? 0;
    const remaining = bytes.length - i;
    out += ALPHABET[b0 >> 2];
    out += ALPHABET[((b0 & 0x03) << 4) | (b1 >> 4)];
    out += remaining > 1 ? ALPHABET[((b1 & 0x0f) << 2) | (b2 >> 6)] : PAD;
    out += remaining > 2 ? ALPHABET[b2 & 0x3f] : PAD;
  }
  return out;
}

/**
 * Strict decoder: only the canonical form that base64Encode produces is accepted (length a
 * multiple of 4, padding only at the end, unused trailing bits zero), so every byte string has
 * exactly one accepted encoding. Throws SyntaxError with the reason otherwise.
 */
export function base64Decode(text: string): Uint8Array {
  if (text.length % 4 !== 0) {
    throw new SyntaxError(`base64 length ${text.length} is not a multiple of 4`);
  }
  const padding = text.endsWith(PAD + PAD) ? 2 : text.endsWith(PAD) ? 1 : 0;
  const body = text.slice(0, text.length - padding);
  const sextets: number[] = [];
  for (let i = 0; i < body.length; i += 1) {
    const sextet = SEXTET_BY_CHAR.get(body.charAt(i));
    if (sextet === undefined) {
      throw new SyntaxError(`invalid base64 character at position ${i}`);
    }
    sextets.push(sextet);
  }
  const bytes = new Uint8Array((sextets.length * 6) >> 3);
  let buffer = 0;
  let bits = 0;
  let written = 0;
  for (const sextet of sextets) {
    // Only the low (bits + 6) bits matter; masking keeps the number small.
    buffer = ((buffer << 6) | sextet) & 0xffff;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes[written] = (buffer >> bits) & 0xff;
      written += 1;
    }
  }
  if ((buffer & ((1 << bits) - 1)) !== 0) {
    throw new SyntaxError('base64 has non-zero trailing bits (not canonical)');
  }
  return bytes;
}
