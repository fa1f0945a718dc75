import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../i18n/use-translation';
import { useTenant } from '../../../tenant/use-tenant';
import { contactDetailsOf } from '../contact-details';

/** The page's closing block: the business behind the site (name, address, business number). */
export default function FooterSection() {
  const { t } = useTranslation('sections');
  const { bundle } = useTenant();
  const details = contactDetailsOf(bundle.tenant, bundle.site);
  return (
    <Box component="section" sx={{ textAlign: 'center', pt: 1, color: 'text.secondary' }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {t('footer.operatedBy', { brand: bundle.tenant.branding.name })}
      </Typography>
      {details.address && (
        <Typography variant="caption" component="p">
          {details.address}
        </Typography>
      )}
      {details.businessNumber && (
        <Typography variant="caption" component="p">
          {t('footer.businessNumber', { number: details.businessNumber })}
        </Typography>
      )}
    </Box>
  );
}
