import Typography from '@mui/material/Typography';
import { useTranslation } from '../../i18n/use-translation';
import { ScreenHeading } from '../../components/ScreenHeading';

/** /contactus: who to contact; each business's own details are on its shop pages. */
export default function GlobalContactScreen() {
  const { t } = useTranslation();
  return (
    <>
      <ScreenHeading>{t('screens:title.contactUs')}</ScreenHeading>
      <Typography sx={{ mb: 2 }}>{t('globalContact.body1')}</Typography>
      <Typography color="text.secondary">{t('globalContact.body2')}</Typography>
    </>
  );
}
