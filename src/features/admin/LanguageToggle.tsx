import Button from '@mui/material/Button';
import { useTranslation } from '../../i18n/use-translation';
import { TranslateIcon } from '../../components/icons/TranslateIcon';
import { useLanguageSwitch } from '../../tenant/use-language-switch';
import { useTenant } from '../../tenant/use-tenant';

/** The admin area's language: flips between the two languages (remembered per tenant). */
export function LanguageToggle() {
  const { t } = useTranslation('admin');
  const { bundle } = useTenant();
  const language = useLanguageSwitch(bundle.tenant.id);
  const next = language.options.find((option) => option !== language.current) ?? language.current;
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
