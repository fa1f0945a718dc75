// The browser-safe part of the wire protocol. Ciphers are imported by path: cipher-browser.ts
// (Web Crypto, asynchronous) in the app, cipher-node.ts (node:crypto, synchronous) on the server.
export { AES_256_KEY_BYTES, AES_IV_BYTES, type AesCbcCipher, type AsyncAesCbcCipher } from './aes-cbc-cipher';
export { MalformedEnvelopeError, PackagingConfigError, UnencodablePayloadError } from './codec-errors';
export * from './message';
export * from './message-codes';
export * from './messages';
export * from './transport-messages';
export { isJsonValue, type JsonValue } from './json-value';
export * from './packaging';
export * from './response';
