/**
 * Emptiness (docs/rules.md#emptiness): null, undefined, whitespace-only strings and
 * empty arrays are empty; numbers and booleans never are. Anything else is not empty.
 */
export function isEmpty(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}
