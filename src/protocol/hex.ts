const HEX_DIGITS = '0123456789abcdef';

/** Lower-case hex, two digits per byte. */
export function hexEncode(bytes: Uint8Array): string {
  let out = '';
  for (const byte of bytes) {
    out += HEX_DIGITS[byte >> 4] + HEX_DIGITS[byte & 0x0f];
  }
  return out;
}

/** Throws SyntaxError on odd length or a character other than 0-9, a-f, A-F. */
export function assertHexText(text: string): void {
  if (text.length % 2 !== 0) {
    throw new SyntaxError(`hex length ${text.length} is odd`);
  }
  if (!/^[0-9a-fA-F]*$/.test(text)) {
    throw new SyntaxError('hex contains a character outside 0-9, a-f');
  }
}

/** Accepts either case. Throws SyntaxError on odd length or a non-hex character. */
export function hexDecode(text: string): Uint8Array {
  assertHexText(text);
  const bytes = new Uint8Array(text.length / 2);
  for (let i = 0; i < bytes.length; i += 1) {
    bytes[i] = Number.parseInt(text.slice(i * 2, i * 2 + 2), 16);
  }
  return bytes;
}
