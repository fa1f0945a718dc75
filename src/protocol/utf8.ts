const encoder = new TextEncoder();
// fatal: invalid UTF-8 on the wire must be reported, not silently replaced with U+FFFD.
const strictDecoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

export function utf8Encode(text: string): Uint8Array {
  return encoder.encode(text);
}

/** Throws SyntaxError when the bytes are not well-formed UTF-8. */
export function utf8Decode(bytes: Uint8Array): string {
  try {
    return strictDecoder.decode(bytes);
  } catch (cause) {
    throw new SyntaxError('bytes are not valid UTF-8', { cause });
  }
}
