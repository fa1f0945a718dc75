/**
 * The configurations customers see (docs/admin.md#configuration-effects). An admin may create a
 * configuration under any name, but only the names below are read by a customer screen; each has
 * the value type it must be and the place it shows. A configuration of a known name with another
 * value type is ignored (the screen keeps its default), so a mistyped entry cannot break a page.
 */

export type ConfigurationValueType = 'string' | 'number' | 'boolean' | 'image';

/** A known configuration: its value type, and where the customer sees it (for docs and the admin list). */
export interface KnownConfiguration {
  valueType: ConfigurationValueType;
  shows: string;
}

export const KNOWN_CONFIGURATIONS = {
  heroImage: {
    valueType: 'image',
    shows: "the banner picture at the top of the site page (the company site's home), instead of branding.bannerImage",
  },
  tagline: { valueType: 'string', shows: "a line under the site page's heading" },
  showMembersBanner: {
    valueType: 'boolean',
    shows: 'false hides the banner picture at the top of the site page; true shows it',
  },
  freeMinutes: { valueType: 'number', shows: "'First N minutes free' in the site page's prices box" },
  dayMaximumDollars: { valueType: 'number', shows: "'At most $N a day' in the site page's prices box" },
  evRateCentsPerKwh: { valueType: 'number', shows: "'EV charging N¢ per kWh' in the site page's prices box" },
} as const satisfies Record<string, KnownConfiguration>;

export type KnownConfigurationName = keyof typeof KNOWN_CONFIGURATIONS;

type ValueOf<T extends ConfigurationValueType> = T extends 'number' ? number : T extends 'boolean' ? boolean : string;

/** Each known name's value as published, or absent when none is published or its value has the wrong type. */
export type SiteConfiguration = {
  [N in KnownConfigurationName]?: ValueOf<(typeof KNOWN_CONFIGURATIONS)[N]['valueType']>;
};

export function isKnownConfigurationName(name: string): name is KnownConfigurationName {
  return Object.prototype.hasOwnProperty.call(KNOWN_CONFIGURATIONS, name);
}

function fitsType(value: unknown, valueType: ConfigurationValueType): boolean {
  switch (valueType) {
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'boolean':
      return typeof value === 'boolean';
    case 'string':
      return typeof value === 'string';
    case 'image':
      return typeof value === 'string' && value.trim() !== '';
  }
}

/**
 * The published configuration documents (the customer read's `configuration` items, already the
 * live ones laid over the tenant file's) as the known names' values. The server keeps names unique;
 * should two ever arrive, the later one (the admin's, laid over the file's) wins.
 */
export function siteConfigurationOf(documents: readonly Record<string, unknown>[]): SiteConfiguration {
  const result: Record<string, unknown> = {};
  for (const document of documents) {
    const name = document.name;
    if (typeof name !== 'string' || !isKnownConfigurationName(name)) continue;
    const known: KnownConfiguration = KNOWN_CONFIGURATIONS[name];
    if (document.valueType !== known.valueType || !fitsType(document.value, known.valueType)) continue;
    result[name] = document.value;
  }
  return result as SiteConfiguration;
}
