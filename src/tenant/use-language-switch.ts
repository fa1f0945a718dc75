import { useTranslation } from '../i18n/use-translation';
import { switchLanguage } from '../i18n/i18n';
import { storeLanguage } from '../i18n/language-preference';
import { toUiLanguage, UI_LANGUAGES, type UiLanguage } from '../lib/server-language';

export interface LanguageSwitch {
  current: UiLanguage;
  options: readonly UiLanguage[];
  choose(language: UiLanguage): void;
}

/**
 * The language switch of a tenant (only its languages; the choice is remembered per tenant), or of
 * the global pages (tenantId null: both languages).
 */
export function useLanguageSwitch(
  tenantId: string | null,
  languages: readonly UiLanguage[] = UI_LANGUAGES,
): LanguageSwitch {
  const { i18n } = useTranslation();
  return {
    current: toUiLanguage(i18n.language),
    options: languages,
    choose(language) {
      // Stored once the switch is done: the shells re-read the stored choice when they render and
      // would otherwise wait for the new language themselves in the meantime.
      void switchLanguage(language).then(() => storeLanguage(tenantId, language));
    },
  };
}
