import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../i18n/use-translation';
import { EmailIcon } from '../../components/icons/EmailIcon';
import { InfoIcon } from '../../components/icons/InfoIcon';
import { PhoneIcon } from '../../components/icons/PhoneIcon';
import { PlaceIcon } from '../../components/icons/PlaceIcon';
import type { IconComponent } from '../../components/icons/make-icon';
import { TextLink } from '../../components/TextLink';
import type { ContactDetails } from './contact-details';

function Row({ icon: Icon, label, children }: { icon: IconComponent; label: string; children: React.ReactNode }) {
  return (
    <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
      <Icon fontSize="small" sx={{ color: 'text.secondary', mt: 0.25 }} />
      <div>
        <Typography variant="caption" color="text.secondary" component="p">
          {label}
        </Typography>
        <Typography component="div" sx={{ overflowWrap: 'anywhere' }}>
          {children}
        </Typography>
      </div>
    </Box>
  );
}

/** Phone, email, address and business number, as tap-to-call / tap-to-mail links. */
export function ContactList({
  details,
  showBusinessNumber = false,
}: {
  details: ContactDetails;
  showBusinessNumber?: boolean;
}) {
  const { t } = useTranslation('sections');
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Row icon={PhoneIcon} label={t('contact.phone')}>
        <TextLink href={`tel:${details.phone.replace(/\s+/g, '')}`}>{details.phone}</TextLink>
      </Row>
      <Row icon={EmailIcon} label={t('contact.email')}>
        <TextLink href={`mailto:${details.email}`}>{details.email}</TextLink>
      </Row>
      {details.address && (
        <Row icon={PlaceIcon} label={t('contact.address')}>
          {details.address}
        </Row>
      )}
      {showBusinessNumber && details.businessNumber && (
        <Row icon={InfoIcon} label={t('contact.businessNumber')}>
          {details.businessNumber}
        </Row>
      )}
    </Box>
  );
}
