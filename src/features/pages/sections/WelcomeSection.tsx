import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useContext } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useSession } from '../../../session/use-session';
import { useSiteLocale } from '../../../tenant/use-site-locale';
import { useTenant } from '../../../tenant/use-tenant';
import { greetingPeriod } from '../../../lib/greeting';
import { UnderWelcomeHeading } from './under-welcome-heading';

/** Site name and a greeting for the time of day at the site. */
export default function WelcomeSection() {
  const { t } = useTranslation('sections');
  const { bundle } = useTenant();
  const underHeading = useContext(UnderWelcomeHeading);
  const { siteHour } = useSiteLocale();
  const { firstName } = useSession();
  const period = greetingPeriod(siteHour());
  return (
    <Box component="section" sx={{ pt: 1 }}>
      <Typography variant="overline" color="text.secondary" sx={{ letterSpacing: 1 }}>
        {firstName ? t(`welcome.greetingNamed.${period}`, { name: firstName }) : t(`welcome.greeting.${period}`)}
      </Typography>
      <Typography component="h1" variant="h5" sx={{ lineHeight: 1.25 }}>
        {t('welcome.title', { site: bundle.site.lotName })}
      </Typography>
      {bundle.site.spotName && bundle.site.spotName !== bundle.site.lotName && (
        <Typography color="text.secondary">{bundle.site.spotName}</Typography>
      )}
      {/* The company site's configurations under its heading (docs/admin.md#configuration-effects). */}
      {underHeading !== null && <Box sx={{ display: 'grid', gap: 1.5, mt: 1 }}>{underHeading}</Box>}
    </Box>
  );
}
