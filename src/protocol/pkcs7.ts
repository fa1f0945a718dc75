export const AES_BLOCK_BYTES = 16;

/** PKCS#7: always adds 1..16 bytes, each equal to the number added. */
export function pkcs7Pad(data: Uint8Array, blockBytes = AES_BLOCK_BYTES): Uint8Array {
  const padLength = blockBytes - (data.length % blockBytes);
  const padded = new Uint8Array(data.length + padLength);
  padded.set(data);
  padded.fill(padLength, data.length);
  return padded;
}

/**
 * Strict unpadding: the length must be a whole number of blocks and every padding byte must
 * carry the padding length (as OpenSSL checks). crypto-js's own Pkcs7.unpad checks nothing, so
 * a wrong key would otherwise yield garbage instead of an error. Throws SyntaxError.
 */
export function pkcs7Unpad(data: Uint8Array, blockBytes = AES_BLOCK_BYTES): Uint8Array {
  if (data.length === 0 || data.length % blockBytes !== 0) {
    throw new SyntaxError(`padded length ${data.length} is not a positive multiple of ${blockBytes}`);
  }
  const padLength = data[data.length - 1] ?? 0;
  if (padLength < 1 || padLength > blockBytes) {
    throw new SyntaxError('bad PKCS#7 padding');
  }
  for (let i = data.length - padLength; i < data.length; i += 1) {
    if (data[i] !== padLength) {
      throw new SyntaxError('bad PKCS#7 padding');
    }
  }
  return data.slice(0, data.length - padLength);
}
