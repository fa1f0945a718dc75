import Button from '@mui/material/Button';
import { useTranslation } from '../../i18n/use-translation';
import { TranslateIcon } from '../../components/icons/TranslateIcon';
import { nextLanguage } from '../../tenant/next-language';
import { useLanguageSwitch } from '../../tenant/use-language-switch';
import { useTenant } from '../../tenant/use-tenant';

/** The admin area's language: the next of the tenant's languages, round (remembered per tenant). */
export function LanguageToggle() {
  const { t } = useTranslation('admin');
  const { bundle } = useTenant();
  const language = useLanguageSwitch(bundle.tenant.id, bundle.tenant.locale.languages);
  const next = nextLanguage(language.current, language.options);
  if (next === null) return null;
  return (
    <Button
      color="inherit"
      startIcon={<TranslateIcon />}
      sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
      onClick={() => language.choose(next)}
      data-testid="admin-language"
      lang={next}
    >
      {t(`language.${next}`)}
    </Button>
  );
}
