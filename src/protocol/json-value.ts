export type JsonValue = null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue };

function isPlainObject(value: object): boolean {
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/**
 * True when `value` is made only of what JSON can carry: null, booleans, finite numbers,
 * strings, arrays and plain objects, with no cycles. Used where a request arrives already
 * parsed (plain packaging), so that anything else is reported as malformed.
 */
export function isJsonValue(value: unknown, ancestors: Set<object> = new Set()): value is JsonValue {
  if (value === null || typeof value === 'boolean' || typeof value === 'string') return true;
  if (typeof value === 'number') return Number.isFinite(value);
  if (typeof value !== 'object') return false;
  if (ancestors.has(value)) return false;
  if (!Array.isArray(value) && !isPlainObject(value)) return false;
  ancestors.add(value);
  const children: unknown[] = Array.isArray(value) ? Array.from(value) : Object.values(value);
  const allJson = children.every((child) => isJsonValue(child, ancestors));
  ancestors.delete(value);
  return allJson;
}
