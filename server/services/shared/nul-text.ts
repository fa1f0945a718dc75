/**
 * PostgreSQL cannot store a NUL character in text, so one in any request string would reach the
 * database as an error (a 500). Found here first, it is a 400 naming the field
 * (docs/rules.md#bad-input). Payloads are depth-checked before this runs (MAX_JSON_DEPTH), but the
 * walk keeps its own stack anyway.
 */
const NUL = '\u0000';

/** JSON pointer (as ajv's instancePath) of the first string or key holding a NUL character, or null. */
export function nulTextPointer(value: unknown): string | null {
  const pending: { value: unknown; pointer: string }[] = [{ value, pointer: '' }];
  while (pending.length > 0) {
    const { value: next, pointer } = pending.pop()!;
    if (typeof next === 'string') {
      if (next.includes(NUL)) return pointer;
      continue;
    }
    if (typeof next !== 'object' || next === null) continue;
    for (const [key, child] of Object.entries(next)) {
      const childPointer = `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`;
      if (key.includes(NUL)) return childPointer;
      pending.push({ value: child, pointer: childPointer });
    }
  }
  return null;
}
