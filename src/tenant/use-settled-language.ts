import { use } from 'react';
import { pendingLanguageSwitch } from '../i18n/i18n';
import type { UiLanguage } from '../lib/server-language';

/** Suspends until the page is in `language` (inside a Suspense boundary), so nothing paints in another. */
export function useSettledLanguage(language: UiLanguage): void {
  const pending = pendingLanguageSwitch(language);
  if (pending) use(pending);
}
