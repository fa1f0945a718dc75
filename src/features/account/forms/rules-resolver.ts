import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { MessageCode } from '../../../protocol/message';

/** Each field's problem as a message code (shown by the view), absent when the field is fine. */
export type FieldProblems<TValues> = Partial<Record<keyof TValues & string, MessageCode | undefined>>;

/**
 * A react-hook-form resolver over a pure rule function: the same rules the flows and the server
 * apply, without a schema runtime in the bundle. Errors carry the rule's message key.
 */
export function rulesResolver<TValues extends FieldValues>(
  problemsOf: (values: TValues) => FieldProblems<TValues>,
): Resolver<TValues> {
  return (values) => {
    const problems = Object.entries(problemsOf(values)).filter(
      (entry): entry is [string, MessageCode] => typeof entry[1] === 'string',
    );
    if (problems.length === 0) return { values, errors: {} };
    const errors = Object.fromEntries(problems.map(([name, message]) => [name, { type: 'rule', message }]));
    // Fields are flat here, so a record of field errors is the FieldErrors shape.
    return { values: {}, errors: errors as FieldErrors<TValues> };
  };
}
