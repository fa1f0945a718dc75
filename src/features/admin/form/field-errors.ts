import type { ErrorSchema } from '@rjsf/utils';
import type { ContentFieldProblem } from '../../../protocol/admin-content';
import type { JsonSchema } from '../form-schema';

/**
 * The one mapping from the server's JSON pointer to the form's field (docs/admin.md#field-errors),
 * used by every admin content form: '/links/1/to' is the `to` field of the second link, '/html'
 * the Body field. A problem whose pointer names no field of the form (a field the form does not
 * have) is `unplaced`, for the form's summary.
 */
export function pointerParts(pointer: string): string[] {
  if (pointer === '' || pointer === '/') return [];
  return pointer
    .replace(/^\//, '')
    .split('/')
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'));
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Whether the form schema has the field the pointer's parts name. */
function hasField(schema: JsonSchema, parts: readonly string[]): boolean {
  let node: unknown = schema;
  for (const part of parts) {
    if (!isObject(node)) return false;
    if (isObject(node.properties) && part in node.properties) node = node.properties[part];
    else if (isObject(node.items) && /^\d+$/.test(part)) node = node.items;
    else return false;
  }
  return parts.length > 0;
}

export interface PlacedFieldErrors {
  /** For @rjsf's `extraErrors`: each message at its field. */
  errorSchema: ErrorSchema;
  /** Problems the form has no field for (shown above the form). */
  unplaced: ContentFieldProblem[];
}

export function placeFieldProblems(
  schema: JsonSchema,
  problems: readonly ContentFieldProblem[],
  say: (problem: ContentFieldProblem) => string,
): PlacedFieldErrors {
  const errorSchema: Record<string, unknown> = {};
  const unplaced: ContentFieldProblem[] = [];
  for (const problem of problems) {
    const parts = pointerParts(problem.pointer);
    if (!hasField(schema, parts)) {
      unplaced.push(problem);
      continue;
    }
    let node = errorSchema;
    for (const part of parts) {
      if (!isObject(node[part])) node[part] = {};
      node = node[part] as Record<string, unknown>;
    }
    node.__errors = [...((node.__errors as string[] | undefined) ?? []), say(problem)];
  }
  return { errorSchema: errorSchema as ErrorSchema, unplaced };
}

/** The reasons the admin catalogue words (admin:fieldError.{reason}); any other reason is a message code. */
export const FIELD_REASONS = ['required', 'empty', 'tooLong', 'link', 'type', 'notAllowed', 'invalid'] as const;
