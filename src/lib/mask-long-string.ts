const KEEP_START = 4;
const KEEP_END = 3;
const SHORT_LIMIT = KEEP_START + KEEP_END;

/**
 * Masks a long string (docs/rules.md#masking): 7 characters or fewer are shown as they are; longer ones
 * keep the first 4 and last 3 characters and the middle becomes asterisks of the same length.
 * Counts code points, so an emoji or a CJK character is one character.
 */
export function maskLongString(text: string): string {
  const chars = Array.from(text);
  if (chars.length <= SHORT_LIMIT) return text;
  const middle = '*'.repeat(chars.length - SHORT_LIMIT);
  return chars.slice(0, KEEP_START).join('') + middle + chars.slice(-KEEP_END).join('');
}
