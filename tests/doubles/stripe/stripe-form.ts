/**
 * Stripe's request encoding: application/x-www-form-urlencoded with bracketed keys
 * (line_items[0][price_data][currency]=aud, expand[0]=payment_intent). Decoded into nested objects
 * and arrays, as Stripe's API reads them.
 */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };

export function decodeStripeForm(text: string): Record<string, FormValue> {
  const root: Record<string, FormValue> = {};
  for (const [rawKey, value] of new URLSearchParams(text)) {
    const parts = rawKey.replace(/\]/g, '').split('[');
    let node: Record<string, FormValue> | FormValue[] = root;
    parts.forEach((part, index) => {
      const last = index === parts.length - 1;
      const nextIsIndex = !last && /^[0-9]*$/.test(parts[index + 1] ?? '');
      const key = part === '' && Array.isArray(node) ? String(node.length) : part;
      const container = node as Record<string, FormValue>;
      if (last) {
        container[key] = value;
        return;
      }
      container[key] ??= nextIsIndex ? [] : {};
      node = container[key] as Record<string, FormValue> | FormValue[];
    });
  }
  return root;
}

export const str = (value: FormValue | undefined): string | undefined =>
  typeof value === 'string' ? value : undefined;

export const obj = (value: FormValue | undefined): Record<string, FormValue> =>
  value !== undefined && typeof value === 'object' && !Array.isArray(value) ? value : {};

export const list = (value: FormValue | undefined): FormValue[] =>
  Array.isArray(value) ? value : value !== undefined && typeof value === 'object' ? Object.values(value) : [];

export const strings = (value: FormValue | undefined): Record<string, string> =>
  Object.fromEntries(Object.entries(obj(value)).filter((e): e is [string, string] => typeof e[1] === 'string'));
