import Typography from '@mui/material/Typography';
import { useTranslation } from '../../i18n/use-translation';
import { ScreenHeading } from '../../components/ScreenHeading';

/** /aboutus: about Kerbside itself (no tenant). */
export default function GlobalAboutScreen() {
  const { t } = useTranslation();
  return (
    <>
      <ScreenHeading>{t('screens:title.about')}</ScreenHeading>
      <Typography sx={{ mb: 2 }}>{t('globalAbout.body1')}</Typography>
      <Typography color="text.secondary">{t('globalAbout.body2')}</Typography>
    </>
  );
}
