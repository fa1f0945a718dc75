import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import { useTranslation } from '../../i18n/use-translation';
import { useTenant } from '../../tenant/use-tenant';
import { ScreenHeading } from '../../components/ScreenHeading';
import { ContactList } from './ContactList';
import { contactDetailsOf } from './contact-details';

/** contactus: the site's phone, email and address (else the tenant's). */
export default function ContactUsScreen() {
  const { t } = useTranslation('screens');
  const { bundle } = useTenant();
  return (
    <>
      <ScreenHeading>{t('title.contactUs')}</ScreenHeading>
      <Card>
        <CardContent sx={{ '&:last-child': { pb: 2 } }}>
          <ContactList details={contactDetailsOf(bundle.tenant, bundle.site)} showBusinessNumber />
        </CardContent>
      </Card>
    </>
  );
}
