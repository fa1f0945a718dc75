/** Areas of the app told apart by the first path segment (docs/rules.md#areas). */
export type Area = 'company' | 'app' | 'sandbox' | 'admin' | 'default';

const AREA_PREFIXES: ReadonlyArray<readonly [string, Area]> = [
  ['company', 'company'],
  ['app', 'app'],
  ['sandbox', 'sandbox'],
  // The admin content area (docs/admin.md#screens): staff only, its own layout.
  ['admin', 'admin'],
];

/**
 * Area of a path, by prefix and case-insensitive: /company is the company area, /app the app
 * area, /sandbox the sandbox area; anything else the default area. The prefix is a whole
 * segment: /apple is not the app area.
 */
export function detectArea(pathname: string): Area {
  const first = pathname.replace(/^\/+/, '').split(/[/?#]/, 1)[0]?.toLowerCase() ?? '';
  return AREA_PREFIXES.find(([prefix]) => prefix === first)?.[1] ?? 'default';
}
