import type { UiLanguage } from '../lib/server-language';

/** The language after `current` among `options` (wrapping round); null when there is no other. */
export function nextLanguage(current: UiLanguage, options: readonly UiLanguage[]): UiLanguage | null {
  if (options.length < 2) return null;
  const index = options.indexOf(current);
  return options[(index + 1) % options.length] ?? null;
}
