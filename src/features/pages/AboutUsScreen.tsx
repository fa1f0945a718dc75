import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Suspense } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useTenant } from '../../tenant/use-tenant';
import { useTenantText } from '../../tenant/use-tenant-text';
import { SafeHtml } from '../../components/SafeHtml';
import { TextLink } from '../../components/TextLink';
import { ScreenHeading } from '../../components/ScreenHeading';
import { SectionSkeleton } from '../../components/SectionSkeleton';
import { contactDetailsOf } from './contact-details';

/** Page ids a tenant may use for its own about text. */
const ABOUT_PAGE_IDS = ['aboutus', 'about'];

/** aboutus: the brand, its website and designer, and the tenant's own about page when it has one. */
export default function AboutUsScreen() {
  const { t } = useTranslation(['screens', 'sections']);
  const { bundle } = useTenant();
  const text = useTenantText();
  const { tenant, site } = bundle;
  const aboutPage = tenant.pages?.find((p) => ABOUT_PAGE_IDS.includes(p.id));
  const details = contactDetailsOf(tenant, site);
  return (
    <>
      <ScreenHeading>{t('title.about')}</ScreenHeading>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Card>
          <CardContent sx={{ '&:last-child': { pb: 2 } }}>
            <Typography component="h2" variant="h6">
              {tenant.branding.name}
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 1 }}>
              {site.lotName}
              {site.spotName && site.spotName !== site.lotName ? ` · ${site.spotName}` : ''}
            </Typography>
            {details.address && (
              <Typography variant="body2" sx={{ mb: 0.5 }}>
                {details.address}
              </Typography>
            )}
            {details.businessNumber && (
              <Typography variant="body2">
                {t('sections:footer.businessNumber', { number: details.businessNumber })}
              </Typography>
            )}
            {tenant.branding.website && (
              <TextLink href={tenant.branding.website} external sx={{ display: 'inline-block', mt: 1 }}>
                {t('sections:about.website')}
              </TextLink>
            )}
          </CardContent>
        </Card>
        {aboutPage && (
          <Card component="article">
            <CardContent sx={{ '&:last-child': { pb: 2 } }}>
              <Suspense fallback={<SectionSkeleton />}>
                <SafeHtml html={text(aboutPage.content)} />
              </Suspense>
            </CardContent>
          </Card>
        )}
        {tenant.branding.designer && (
          <Typography variant="caption" color="text.secondary" sx={{ textAlign: 'center' }}>
            {text(tenant.branding.designer)}
          </Typography>
        )}
      </Box>
    </>
  );
}
