/**
 * IANA time zone names (docs/rules.md#time-zones). A site's times are shown and checked in its
 * zone, so a misspelt one must stop the file, not fall back to UTC in silence.
 */
import { closestName } from './near-miss';

let canonicalZones: ReadonlySet<string> | undefined;
const zones = (): ReadonlySet<string> => (canonicalZones ??= new Set([...Intl.supportedValuesOf('timeZone'), 'UTC']));

// IANA's own spelling: Area/Location in mixed case (Intl would also take 'asia/singapore' or '+08:00').
const IANA_SPELLING = /^(UTC|[A-Z][A-Za-z_-]*(\/[A-Z0-9][A-Za-z0-9_+-]*)+)$/;

function runtimeKnows(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/**
 * Why `name` is not an IANA time zone name as IANA writes it, with the nearest real name when
 * there is one; null when it is one (older aliases such as Asia/Calcutta included).
 */
export function timeZoneProblem(name: string): string | null {
  if (zones().has(name) || (IANA_SPELLING.test(name) && runtimeKnows(name))) return null;
  const guess = closestName(name, [...zones()]);
  const hint = guess ? `, did you mean ${JSON.stringify(guess)}?` : ' (for example Pacific/Auckland)';
  return `is not an IANA time zone name (got ${JSON.stringify(name)})${hint}`;
}
