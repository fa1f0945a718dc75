/**
 * A configuration's value checked against its value type (docs/admin.md#configurations), as the
 * server checks it: a number type takes a finite number only, never text.
 */
export function parseConfigNumber(text: string): number | null {
  const trimmed = text.trim();
  if (!/^-?(\d+(\.\d+)?|\.\d+)([eE][-+]?\d+)?$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : null;
}

export type ConfigValueProblem = 'notANumber' | 'notABoolean' | 'notText' | null;

export function configValueProblem(valueType: unknown, value: unknown): ConfigValueProblem {
  if (valueType === 'number') return typeof value === 'number' && Number.isFinite(value) ? null : 'notANumber';
  if (valueType === 'boolean') return typeof value === 'boolean' ? null : 'notABoolean';
  return typeof value === 'string' ? null : 'notText';
}
