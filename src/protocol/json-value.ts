export type JsonValue = null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue };

/**
 * Deepest nesting a request may have (docs/rules.md#bad-input). The API's payloads nest a few
 * levels; anything far deeper only tries to exhaust the stack of whatever walks it next.
 */
export const MAX_JSON_DEPTH = 64;

function isPlainObject(value: object): boolean {
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/**
 * True when `value` is made only of what JSON can carry: null, booleans, finite numbers,
 * strings, arrays and plain objects, nested at most `maxDepth` levels (so no cycles either).
 * Used where a request arrives already parsed (plain packaging), so that anything else is
 * reported as malformed. Walks with its own stack: a hostile depth cannot overflow the call stack.
 */
export function isJsonValue(value: unknown, maxDepth = MAX_JSON_DEPTH): value is JsonValue {
  const pending: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  while (pending.length > 0) {
    const { value: next, depth } = pending.pop()!;
    if (next === null || typeof next === 'boolean' || typeof next === 'string') continue;
    if (typeof next === 'number') {
      if (!Number.isFinite(next)) return false;
      continue;
    }
    if (typeof next !== 'object') return false;
    if (!Array.isArray(next) && !isPlainObject(next)) return false;
    if (depth >= maxDepth) return false;
    for (const child of Array.isArray(next) ? Array.from(next) : Object.values(next))
      pending.push({ value: child, depth: depth + 1 });
  }
  return true;
}
