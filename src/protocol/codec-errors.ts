/**
 * A request body that does not match the tenant's packaging mode: wrong shape, bad base64 or
 * hex, bad padding, undecryptable, not UTF-8, not JSON, missing paramIn. The server answers 400.
 */
export class MalformedEnvelopeError extends Error {
  override readonly name = 'MalformedEnvelopeError';
  /** Short reason without the prefix, e.g. `"data" is not valid base64`. */
  readonly reason: string;

  constructor(reason: string, options?: { cause?: unknown }) {
    super(`Malformed request envelope: ${reason}`, options);
    this.reason = reason;
  }
}

/** The codec cannot be built: unknown mode, missing cipher, or a payloadKey that is not 32 ASCII characters. */
export class PackagingConfigError extends Error {
  override readonly name = 'PackagingConfigError';
}

/** The payload has no JSON form (undefined, a function, a BigInt, a cycle). A programming error. */
export class UnencodablePayloadError extends Error {
  override readonly name = 'UnencodablePayloadError';
}
