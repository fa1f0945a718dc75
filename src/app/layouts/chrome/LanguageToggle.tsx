import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from '../../../i18n/use-translation';
import { TranslateIcon } from '../../../components/icons/TranslateIcon';
import type { LanguageSwitch } from '../../../tenant/use-language-switch';
import { nextLanguage } from '../../../tenant/next-language';
import type { UiLanguage } from '../../../lib/server-language';

/** BCP 47 spelling of each language, for the button's lang (a screen reader reads its name in that language). */
const LANGUAGE_TAGS: Record<UiLanguage, string> = { 'en-gb': 'en-GB', 'zh-hans': 'zh-Hans', 'ms-my': 'ms-MY' };

/**
 * The language switch: a button naming the language it switches to, in that language (with two
 * languages it toggles; with more, such as en-gb, zh-hans and ms-my, it steps through them).
 */
export function LanguageToggle({ language, compact = false }: { language: LanguageSwitch; compact?: boolean }) {
  const { t } = useTranslation();
  const next = nextLanguage(language.current, language.options);
  if (next === null) return null;
  return (
    <Button
      color="inherit"
      size="small"
      lang={LANGUAGE_TAGS[next]}
      startIcon={<TranslateIcon />}
      aria-label={t('language.switchTo', { language: t(`language.name.${next}`) })}
      onClick={() => language.choose(next)}
      sx={{ flexShrink: 0, minWidth: 0, px: 1, whiteSpace: 'nowrap' }}
    >
      {compact ? (
        t(`language.short.${next}`)
      ) : (
        <>
          <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
            {t(`language.name.${next}`)}
          </Box>
          <Box component="span" sx={{ display: { xs: 'inline', sm: 'none' } }}>
            {t(`language.short.${next}`)}
          </Box>
        </>
      )}
    </Button>
  );
}
