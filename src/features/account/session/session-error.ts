import { ERROR_MESSAGES, type ErrorCode } from '../../../protocol/errors';

/** The catalogue code of a session error (the session keeps the catalogue's English), or null. */
export function catalogueCodeOf(message: string | null): ErrorCode | null {
  if (message === null) return null;
  return (Object.keys(ERROR_MESSAGES) as ErrorCode[]).find((code) => ERROR_MESSAGES[code] === message) ?? null;
}
